package dev.strided.processor.checking;

import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.derivation.CompactStride;
import dev.strided.processor.model.SymbolicTuple;
import java.nio.charset.StandardCharsets;

/**
 * The [strided:limit] rule on what is generated, for every layout, written or derived: bounds that
 * keep its generated class within what javac and the JVM accept. (The limits on the text read, checked
 * before parsing, are derivation's {@code TextLimits}.)
 *
 * <table>
 *   <caption>Limits on the generated class</caption>
 *   <tr><th>what</th><th>at most</th><th>why</th></tr>
 *   <tr><td>printed layout, and its column-major strides (the 1-D index's divisors)</td>
 *     <td>{@value #PRINTED} characters each</td><td>generated code quotes and multiplies them:
 *     3 bytes a character stays under the 65,535 bytes of a string constant or a method</td></tr>
 *   <tr><td>generated class name</td><td>{@value #CLASS_NAME_BYTES} bytes of UTF-8</td><td>file
 *     names hold 255 bytes; {@code .class}, {@code .java}, {@code .svg} are appended</td></tr>
 * </table>
 *
 * <pre>{@code
 * Limits.printed(shape, stride, "stride");   // [strided:limit] the layout prints as 9000 characters, ...
 * }</pre>
 */
public final class Limits {
  /** Characters of the printed layout and of its column-major strides. */
  static final int PRINTED = 8192;
  /** UTF-8 bytes of a generated class's simple name. */
  static final int CLASS_NAME_BYTES = 200;

  private Limits() {}

  /**
   * The printed size of a checked layout: its text, and its column-major strides, whose prefix
   * products the 1-D index divides by.
   *
   * @param shape the shape
   * @param stride the stride, filled in when omitted
   * @param attribute the attribute to blame (the stride when written)
   * @throws LayoutRejected if either prints longer than {@link #PRINTED}
   */
  public static void printed(SymbolicTuple shape, SymbolicTuple stride, String attribute)
      throws LayoutRejected {
    int layout = shape.canonical().length() + 1 + stride.canonical().length();
    int divisors;
    try {
      divisors = CompactStride.of(shape, false).canonical().length();
    } catch (ArithmeticException e) {
      divisors = 0; // the size overflows: the overflow rule reports it
    }
    int longest = Math.max(layout, divisors);
    if (longest > PRINTED) {
      throw reject("the layout prints as " + longest + " characters"
          + (divisors > layout ? " (its column-major strides, which the 1-D index divides by)" : "")
          + ", more than the " + PRINTED + " its generated class can hold; use fewer names per "
          + "leaf or fewer leaves.", attribute);
    }
  }

  /**
   * The length of a generated class's simple name.
   *
   * @param name the name
   * @param attribute {@code "name"}, or null when it is the default name
   * @throws LayoutRejected if its UTF-8 form exceeds {@link #CLASS_NAME_BYTES}
   */
  static void className(String name, String attribute) throws LayoutRejected {
    int bytes = name.getBytes(StandardCharsets.UTF_8).length;
    if (bytes > CLASS_NAME_BYTES) {
      throw reject("the generated class name is " + bytes + " bytes long in UTF-8, more than the "
          + CLASS_NAME_BYTES + " a file name can hold with its extension; give a shorter "
          + "name = \"...\".", attribute);
    }
  }

  private static LayoutRejected reject(String message, String attribute) {
    return new LayoutRejected(new Diagnostic(Tag.LIMIT, message, attribute));
  }
}
