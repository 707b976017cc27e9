package dev.strided.processor;

import dev.strided.core.Notation;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Rules of the processor restated for the fuzz oracle from their documentation (the limits in
 * characters, levels of parentheses, leaves, distinct names and UTF-8 bytes; class names; extents),
 * not from the processor's code.
 */
final class FuzzRules {
  static final int TEXT = 4096;
  static final int NESTING = 64;
  static final int LEAVES = 64;
  static final int NAMES = 64;
  static final int PRINTED = 8192;
  static final int CLASS_NAME_BYTES = 200;

  private FuzzRules() {}

  /** True when a text is refused before parsing: too long, or parentheses nested too deep. */
  static boolean textBeyond(String text) {
    if (text.length() > TEXT) {
      return true;
    }
    int depth = 0;
    int deepest = 0;
    for (char ch : text.toCharArray()) {
      depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
      deepest = Math.max(deepest, depth);
    }
    return deepest > NESTING;
  }

  /** True when a generated class name is too long for a file name. */
  static boolean classNameBeyond(String name) {
    return name.getBytes(StandardCharsets.UTF_8).length > CLASS_NAME_BYTES;
  }

  /** The number of leaves of a parsed tuple. */
  static int leaves(Notation.Term t) {
    if (t instanceof Notation.Group g) {
      return g.elements().stream().mapToInt(FuzzRules::leaves).sum();
    }
    return 1;
  }

  /** Distinct names of the earlier texts plus this one. */
  static int distinctNames(List<String> before, List<String> these) {
    List<String> all = new ArrayList<>(before);
    for (String n : these) {
      if (!all.contains(n)) {
        all.add(n);
      }
    }
    return all.size();
  }

  /**
   * Whether a layout could print longer than {@link #PRINTED}: its printed form, and its
   * column-major strides, are at most twice its texts (an {@code _} per number) plus, per leaf, the
   * whole shape again.
   */
  static boolean couldPrintBeyond(FuzzCase c) {
    long bound = 2L * (c.shape().length() + c.stride().length()) * (1 + LEAVES);
    return bound > PRINTED;
  }

  static boolean validClassName(String name) {
    return SourceVersion.isIdentifier(name) && !SourceVersion.isKeyword(name) && !name.equals("_")
        && !Set.of("Math", "Integer", "Long", "String", "Throwable", "IllegalArgumentException",
            "IndexOutOfBoundsException", "ArithmeticException", "var", "yield", "record", "sealed",
            "permits").contains(name)
        && name.codePoints().noneMatch(Character::isIdentifierIgnorable);
  }

  /** A character javac drops from identifiers, right after a name, where the parser stopped. */
  static boolean ignorableAfterName(String text, int at) {
    if (at == 0 || at >= text.length() || !Character.isIdentifierIgnorable(text.charAt(at))) {
      return false;
    }
    String before = text.substring(0, at).replaceFirst("(?s).*?([\\p{javaJavaIdentifierPart}]*)$", "$1");
    return !before.isEmpty() && Character.isJavaIdentifierStart(before.codePointAt(0));
  }

  static boolean hasExtentBelowOne(Notation.Term t) {
    if (t instanceof Notation.Group g) {
      return g.elements().stream().anyMatch(FuzzRules::hasExtentBelowOne);
    }
    List<Notation.Term> factors = t instanceof Notation.Product p ? p.factors() : List.of(t);
    long coefficient = 1;
    for (Notation.Term f : factors) {
      if (f instanceof Notation.Number n) {
        coefficient *= Long.signum(n.value());
      }
    }
    return coefficient < 1;
  }
}
