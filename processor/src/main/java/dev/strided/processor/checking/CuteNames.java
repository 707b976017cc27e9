package dev.strided.processor.checking;

import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.render.CuteHeader;
import java.util.Optional;

/**
 * The [strided:cute] rule, checked before anything is written: with {@code -Astrided.cute=true},
 * a package part, the generated name or a name of {@code of(...)} that C++ cannot use (a keyword,
 * or CuTe's own namespace) is an error anchored where it is written; the Java class is still
 * generated, the header is not.
 *
 * <pre>{@code
 * // @Layout(name = "int", shape = "(4,8)") with -Astrided.cute=true:
 * CuteNames.check(layout, "com.acme", "int");   // the generated name "int" is a C++ keyword ...
 * }</pre>
 */
public final class CuteNames {
  private CuteNames() {}

  /**
   * The error, or empty when the header can be written.
   *
   * @param layout the checked layout
   * @param packageName the package of the generated class
   * @param simpleName the generated class's simple name
   * @return the error, if any
   */
  public static Optional<Diagnostic> check(CheckedLayout layout, String packageName,
      String simpleName) {
    for (String part : packageName.split("\\.")) {
      if (CuteHeader.isReserved(part)) {
        return Optional.of(error("the package part", part + "\" of " + packageName, null));
      }
    }
    if (CuteHeader.isReserved(simpleName)) {
      return Optional.of(error("the generated name", simpleName + "\"", "name"));
    }
    for (String name : layout.bindings().parameters()) {
      if (CuteHeader.isReserved(name)) {
        boolean inShape = layout.shape().leaves().stream()
            .anyMatch(l -> l.value().names().contains(name));
        String attribute = inShape ? "shape" : layout.request().strideAttribute();
        return Optional.of(error("the name", name + "\"", attribute));
      }
    }
    return Optional.empty();
  }

  /** {@code quoted}: the name, its closing quote and any context. */
  private static Diagnostic error(String subject, String quoted, String attribute) {
    String reason = quoted.startsWith("cute\"") ? "CuTe's own namespace" : "a C++ keyword";
    return new Diagnostic(Tag.CUTE, subject + " \"" + quoted + " is " + reason
        + ", so the CuTe header that -Astrided.cute=true asks for cannot be written; rename it.",
        attribute);
  }
}
