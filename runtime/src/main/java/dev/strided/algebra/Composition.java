package dev.strided.algebra;

import static dev.strided.algebra.Ints.S1;

import dev.strided.IntTuple;
import dev.strided.IntTuple.Int;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.List;

/**
 * CuTe's {@code composition(A, B)}: the layout {@code R} with {@code R(c) = A(B(c))} for every
 * coordinate {@code c} of each integer mode of {@code B}, shaped like {@code B}.
 *
 * <p>A is coalesced first (keeping its last mode, CuTe's {@code coalesce_x}); each integer mode
 * {@code s:d} of B then walks A's modes: the stride {@code d} skips whole modes of A, and the extent
 * {@code s} is cut into pieces that fit A's modes. C++ checks the two divisibility conditions only on
 * static integers; here they are checked on values, always:
 * <ul>
 *   <li>stride: the remaining stride of B is a multiple of A's extent, or less than it;</li>
 *   <li>shape: the piece of B that fits into a mode of A divides what remains of B's extent.</li>
 * </ul>
 * C++'s stride condition is weak: a remaining stride {@code r} less than an extent {@code n} that it
 * does not divide is exact only when the rest of B fits inside that mode ({@code (rest−1)·r < n});
 * a negative stride (walked as {@code |r|}, the result negated) must divide every extent it is
 * greater than. Where this strict condition fails the piece is not {@code A(B(i))} (the walk puts the
 * next element at the start of the next mode while {@code A} puts it {@code r·⌈n/r⌉ − n} into this
 * one), so {@link Exactness} looks for the first such {@code i} and refuses with it.
 */
final class Composition {
  private final Pair a;
  private final Pair b;
  private final Int[] shape;
  private final Int[] stride;
  private final int from;
  private Exactness.Suspect suspect;

  private Composition(Pair a, Pair b) {
    this(a, Ints.leaves(a.shape()), Ints.leaves(a.stride()), b);
  }

  /** With A's leaves already walked ({@code fold} only reads them). */
  private Composition(Pair a, Int[] aShape, Int[] aStride, Pair b) {
    this.a = a;
    this.b = b;
    Coalesce.Flat flat = Coalesce.fold(aShape, aStride, true);
    this.shape = flat.shape();
    this.stride = flat.stride();
    this.from = flat.from();
  }

  static Pair compose(Pair a, Tiler tiler) {
    if (tiler instanceof Tiler.Keep) {
      return a;
    }
    if (tiler instanceof Tiler.ByMode byMode) {
      if (byMode.rank() > a.rank()) {
        throw new IllegalArgumentException("composition: the tiler " + tiler + " has "
            + byMode.rank() + " modes, more than the rank " + a.rank() + " of " + a);
      }
      IntTuple[] outS = new IntTuple[byMode.rank()];
      IntTuple[] outD = new IntTuple[byMode.rank()];
      for (int i = 0; i < outS.length; i++) {
        Pair mode;
        try {
          mode = compose(a.mode(i), byMode.modes().get(i));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("composition " + a + " o " + tiler + ", mode " + i
              + ": " + e.getMessage(), e);
        }
        outS[i] = mode.shape();
        outD[i] = mode.stride();
      }
      return Pair.of(outS, outD);
    }
    if (tiler instanceof Tiler.Extent n) {
      return new Composition(a, new Pair(n.extent(), S1)).result();
    }
    Pair b = Pair.of((Layout) tiler);
    return compose(a, b);
  }

  static Pair compose(Pair a, Pair b) {
    return new Composition(a, b).result();
  }

  /** {@link #compose(Pair, Pair)} given A's leaves ({@code aShape}, {@code aStride}), unchanged. */
  static Pair compose(Pair a, Int[] aShape, Int[] aStride, Pair b) {
    return new Composition(a, aShape, aStride, b).result();
  }

  /** The composition, refused when a piece of it is not {@code A(B(i))}. */
  private Pair result() {
    Pair r = apply(b.shape(), b.stride(), 1);
    if (suspect != null) {
      Exactness.refuseIfInexact(a, b, r, shape, stride, from, suspect);
    }
    return r;
  }

  /** {@code step}: the 1-D index of B at which this mode's coordinate 1 sits. */
  private Pair apply(IntTuple rhsShape, IntTuple rhsStride, long step) {
    if (rhsShape instanceof IntTuple.Tuple s) {
      List<IntTuple> ss = s.elements();
      List<IntTuple> ds = ((IntTuple.Tuple) rhsStride).elements();
      IntTuple[] outS = new IntTuple[ss.size()];
      IntTuple[] outD = new IntTuple[ss.size()];
      for (int i = 0; i < outS.length; i++) {
        Pair mode = apply(ss.get(i), ds.get(i), step);
        outS[i] = mode.shape();
        outD[i] = mode.stride();
        step *= Ints.size(ss.get(i)).value();
      }
      return Pair.of(outS, outD);
    }
    Int restShape = (Int) rhsShape;
    Int restStride = (Int) rhsStride;
    if (restStride.value() == 0) {
      return new Pair(restShape, restStride);
    }
    int last = shape.length - 1;
    if (from == last) {
      return new Pair(restShape, Ints.times(restStride, stride[last]));
    }
    Int[] outShape = new Int[last - from + 1];
    Int[] outStride = new Int[last - from + 1];
    int count = 0;
    // the running extent and stride of B as value + static flag: no Int per step
    int rs = restShape.value();
    boolean rsStatic = restShape.isStatic();
    int rd = restStride.value();
    boolean rdStatic = restStride.isStatic();
    for (int k = from; k < last; k++) {
      Int currShape = shape[k];
      int cs = currShape.value();
      boolean csStatic = currShape.isStatic();
      checkStride(rd, rdStatic, currShape, k);
      int abs = Ints.fit(Math.abs((long) rd), "absolute value");
      if (rs != 1 && abs % cs != 0 && cs % abs != 0 && (abs > cs || (long) (rs - 1) * abs >= cs)) {
        noteSuspect(restShape, restStride, step);
      }
      int nextShape = Ints.fit(((long) cs + abs - 1) / abs, "quotient");
      int nextStride = Ints.fit(((long) abs + cs - 1) / cs, "quotient") * Integer.signum(rd);
      boolean nextStatic = rdStatic && csStatic;
      if (nextShape != 1 && rs != 1) {
        Int newShape = new Int(Math.min(nextShape, rs), nextStatic && rsStatic);
        checkShape(new Int(rs, rsStatic), newShape, k);
        outShape[count] = newShape;
        outStride[count++] = Ints.times(new Int(rd, rdStatic), stride[k]);
        rs = rs / newShape.value();
        rsStatic = rsStatic && newShape.isStatic();
      }
      rd = nextStride;
      rdStatic = nextStatic;
    }
    restShape = new Int(rs, rsStatic);
    restStride = new Int(rd, rdStatic);
    if (count == 0) {
      return new Pair(restShape, Ints.times(restStride, stride[last]));
    }
    if (restShape.value() != 1) {
      outShape[count] = restShape;
      outStride[count++] = Ints.times(restStride, stride[last]);
    }
    if (count == 1) {
      return new Pair(outShape[0], outStride[0]);
    }
    return Pair.flat(outShape, outStride, 0, count);
  }

  /** The first integer mode of B that fails the strict condition (one is enough to refuse). */
  private void noteSuspect(Int extent, Int stride, long step) {
    if (suspect == null) {
      suspect = new Exactness.Suspect(extent.value(), stride.value(), step);
    }
  }

  private void checkStride(int restStride, boolean isStatic, Int currShape, int k) {
    if (restStride % currShape.value() != 0 && restStride >= currShape.value()) {
      throw new IllegalArgumentException("composition " + a + " o " + b
          + ": the stride divisibility condition fails: the remaining stride "
          + new Int(restStride, isStatic)
          + " of B is neither a multiple of nor less than the extent " + currShape + " of mode "
          + (k - from) + " of the coalesced A " + coalescedA());
    }
  }

  private void checkShape(Int restShape, Int newShape, int k) {
    if (restShape.value() % newShape.value() != 0) {
      throw new IllegalArgumentException("composition " + a + " o " + b
          + ": the shape divisibility condition fails: the remaining extent " + restShape
          + " of B is not a multiple of " + newShape + ", the part of it that fits mode "
          + (k - from) + " of the coalesced A " + coalescedA());
    }
  }

  private String coalescedA() {
    return Coalesce.coalesce(a).toString();
  }
}
