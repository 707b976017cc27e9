package dev.strided.ascend;

import dev.strided.Layout;
import dev.strided.core.AlgebraException;
import dev.strided.core.Expression;
import dev.strided.core.Facts;
import dev.strided.core.FrameConversion;
import dev.strided.core.FrameFormat;
import dev.strided.core.NotationError;
import dev.strided.core.Policy;
import dev.strided.core.Symbol;
import dev.strided.core.SymbolicDomain;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Cube path's layout conversions by instruction — {@code nd2nz}, {@code dn2nz}, {@code nd2zn}
 * (GM to L1), {@code nz2zn}, {@code zn2nz} — proven on frame formats written as in
 * {@link Layout#derive}: the formats are the ones the conversion names, both cover the same m×n
 * matrix of the same element type, and every element lands where the destination format puts it.
 * The rule is the core's, the one {@code @AscendCube(conversions = ...)} checks when javac runs.
 *
 * <pre>{@code
 * Conversion.ND2NZ.prove("ND<half_t>(32,64)", "NZ<half_t>(32,64)").get().index(64);   // 16
 * // element (1,0): index 64 in ND, 16 in NZ
 * }</pre>
 */
public enum Conversion {
  /** ND (or NDExt) to NZ, GM to L1. */
  ND2NZ,
  /** DN (or DNExt) to NZ, GM to L1. */
  DN2NZ,
  /** ND (or NDExt) to ZN, GM to L1. */
  ND2ZN,
  /** NZ to ZN. */
  NZ2ZN,
  /** ZN to NZ. */
  ZN2NZ;

  private static final SymbolicDomain VALUES = new SymbolicDomain(Facts.none(), Policy.ROUND_UP);

  /**
   * Proves this conversion from {@code source} to {@code destination}, frame formats with integer
   * extents such as {@code "ND<half_t>(20,64)"}, and returns its index map: the layout composition
   * that sends a source index to the destination index of the same element. It is empty where the
   * destination's fractals do not tile the matrix's columns: the map is then not one layout, and
   * the proof checked every element on its own.
   *
   * <pre>{@code Conversion.NZ2ZN.prove("NZ<half_t>(20,16)", "ZN<half_t>(20,16)").isPresent();   // true}</pre>
   *
   * @param source the source's frame format and extents
   * @param destination the destination's
   * @return the index map, source index to destination index, or empty (see above)
   * @throws IllegalArgumentException naming the format, the extent or the element that does not fit
   *     the conversion
   */
  public Optional<Layout> prove(String source, String destination) {
    Expression.Frame from = frame("source", source);
    Expression.Frame to = frame("destination", destination);
    FrameConversion rule = FrameConversion.valueOf(name());
    try {
      return rule.prove(VALUES, from.format(), extents(source, from), to.format(),
          extents(destination, to)).map().map(Layout::parse);
    } catch (AlgebraException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  private static Expression.Frame frame(String what, String text) {
    if (text == null) {
      throw new IllegalArgumentException("the " + what + " is null: give a frame format such as "
          + "\"NZ<half_t>(32,64)\"");
    }
    Expression e;
    try {
      e = Expression.parse(text);
    } catch (NotationError bad) {
      throw new IllegalArgumentException(bad.getMessage(), bad);
    }
    if (!(e instanceof Expression.Frame f) || f.format().arity() != 2) {
      throw new IllegalArgumentException("the " + what + " '" + text + "' is not a matrix frame "
          + "format; write one such as \"NZ<half_t>(32,64)\"");
    }
    return f;
  }

  private static List<Symbol> extents(String text, Expression.Frame f) {
    List<Symbol> out = new ArrayList<>();
    for (Expression.Literal l : f.extents()) {
      String digits = l.text().trim().replace("_", "");
      if (!digits.matches("[0-9]{1,9}")) {
        throw new IllegalArgumentException("'" + text + "': the extent '" + l.text()
            + "' is not an integer; a run-time conversion proves integer extents");
      }
      out.add(Symbol.constant(Long.parseLong(digits)));
    }
    return out;
  }
}
