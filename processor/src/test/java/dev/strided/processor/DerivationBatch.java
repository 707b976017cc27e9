package dev.strided.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * One compilation of many {@link CxxVectorCase}s: a source {@code vec.Batch} whose nested class
 * {@code E<entry>} carries the entry's input {@code @Layout} and one {@code @Layout(of = ...)} per
 * case, each annotation on its own line, so that every diagnostic belongs to one line.
 */
final class DerivationBatch {
  static final String PACKAGE = "vec";

  private final Map<Integer, CxxVectorCase> caseAtLine = new HashMap<>();
  private final Map<Integer, String> ofColumnText = new HashMap<>();
  private final Map<CxxVectorCase, List<Diagnostic<? extends JavaFileObject>>> diagnostics =
      new LinkedHashMap<>();
  private final List<String> strayDiagnostics = new ArrayList<>();
  private final Compilation compilation;
  private final long nanos;

  /** Compiles {@code cases} (grouped by entry, in order) with the processor. */
  DerivationBatch(List<CxxVectorCase> cases) {
    List<String> lines = new ArrayList<>(List.of("package " + PACKAGE + ";",
        "import dev.strided.annotations.Layout;", "final class Batch {"));
    int entry = -1;
    for (CxxVectorCase c : cases) {
      if (c.entry() != entry) {
        closeEntry(lines, entry);
        entry = c.entry();
        String[] sides = topLevelSides(c.input());
        lines.add("  @Layout(name = \"" + c.inputName() + "\", shape = \"" + sides[0]
            + "\", stride = \"" + sides[1] + "\")");
      }
      String line = "  @Layout(name = \"" + c.name() + "\", of = \"" + c.of() + "\")";
      lines.add(line);
      caseAtLine.put(lines.size(), c);
      ofColumnText.put(lines.size(), line.substring(0, line.indexOf("of = \"") + "of = ".length()));
      diagnostics.put(c, new ArrayList<>());
    }
    closeEntry(lines, entry);
    lines.add("}");
    long start = System.nanoTime();
    compilation = Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Xmaxerrs", "100000", "-Xmaxwarns", "100000",
            "-Xlint:all,-processing")
        .compile(JavaFileObjects.forSourceLines(PACKAGE + ".Batch", lines));
    nanos = System.nanoTime() - start;
    for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
      if (d.getKind() == Diagnostic.Kind.NOTE) {
        continue;
      }
      CxxVectorCase c = caseAtLine.get((int) d.getLineNumber());
      if (c == null) {
        strayDiagnostics.add("line " + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT));
      } else {
        diagnostics.get(c).add(d);
      }
    }
  }

  private static void closeEntry(List<String> lines, int entry) {
    if (entry >= 0) {
      lines.add("  static final class E" + entry + " {}");
    }
  }

  /** How long javac took. */
  long nanos() {
    return nanos;
  }

  Compilation compilation() {
    return compilation;
  }

  /** Each case's errors and warnings, in order. */
  Map<CxxVectorCase, List<Diagnostic<? extends JavaFileObject>>> diagnostics() {
    return diagnostics;
  }

  /** Errors and warnings on lines that hold no case (an input layout, say). */
  List<String> strayDiagnostics() {
    return strayDiagnostics;
  }

  /** Whether the diagnostic points at the first character of its line's {@code of} value. */
  boolean pointsAtOf(Diagnostic<? extends JavaFileObject> d) {
    String before = ofColumnText.get((int) d.getLineNumber());
    return before != null && d.getColumnNumber() == before.length() + 1;
  }

  /** Shape and stride text of a layout {@code shape:stride} (split at its top-level ':'). */
  private static String[] topLevelSides(String layout) {
    int depth = 0;
    for (int i = 0; i < layout.length(); i++) {
      char c = layout.charAt(i);
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (c == ':' && depth == 0) {
        return new String[] {layout.substring(0, i), layout.substring(i + 1)};
      }
    }
    throw new IllegalArgumentException("not a layout: " + layout);
  }
}
