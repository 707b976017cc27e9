package dev.strided.processor.model;

import dev.strided.core.Symbol;
import java.util.List;

/**
 * The in-bounds part of a masked derived layout ({@code @Layout(masked = true)}): for every leaf of
 * the shape it was tiled from (its source), where each coordinate of the layout lands in that leaf,
 * and the leaf's extent. A coordinate is in bounds when every landing lies below its extent: CuTe's
 * {@code elem_less} of the identity tensor of the source, divided the same way.
 *
 * <pre>{@code
 * // zipped_divide(GmemC, (128,64)), masked, GmemC (M,N):(N,1): the layout is
 * // ((_128,_64),(M_ceil128,N_ceil64)):((N,_1),(_128*N,_64)), and the bounds
 * //   ((_1,_0),(_128,_0)) below M ("GmemC's mode (0)"), ((_0,_1),(_0,_64)) below N
 * }</pre>
 *
 * @param source the layout the coordinates belong to, as written in {@code of} (or its text)
 * @param bounds one per leaf of the source's shape, in flattened order
 * @param reach what the derivation keeps of the source's coordinates
 * @param origin the source as a checked layout (in its own names), whose properties the in-bounds
 *     part has as far as {@code reach} says
 */
public record Mask(String source, List<Bound> bounds, Reach reach, CheckedLayout origin) {
  /** Copies the bounds. */
  public Mask {
    bounds = List.copyOf(bounds);
  }

  /**
   * One leaf of the source.
   *
   * @param coefficients congruent with the layout's shape: how far each of its leaves moves the
   *     source's leaf (0 where it does not move it)
   * @param extent the source leaf's extent
   * @param what the leaf in words, e.g. {@code GmemC's mode (0)}
   */
  public record Bound(SymbolicTuple coefficients, Symbol extent, String what) {}

  /** How the in-bounds coordinates relate to the source's coordinates. */
  public enum Reach {
    /** One onto one: a single divide of the source (its properties are the source's). */
    ALL,
    /** Distinct coordinates of the source: a mode ({@code get}) of a single divide. */
    DISTINCT,
    /** Not known (the derivation is more than a divide, or tiles a masked layout). */
    UNKNOWN
  }
}
