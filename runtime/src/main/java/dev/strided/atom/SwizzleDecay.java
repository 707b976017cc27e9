package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * The layout CuTe's tensor has after a slice of a swizzled tensor: CuTe's {@code slice_and_offset}
 * for a {@code Swizzle} composed layout folds the swizzle into the strides of the kept modes where
 * those modes reach only the swizzle's read bits or only its flipped bits, splitting a mode at each
 * swizzle bit it crosses, with dynamic strides where the sliced coordinate may set the bit that
 * decides them; otherwise the swizzle stays and the kept layout is the plain slice. Strided's
 * tensors keep the swizzle (the same elements, printed otherwise); this is the form CuTe's
 * fragments are made like, so registers have CuTe's shapes and orders whatever the swizzle.
 *
 * <pre>{@code SwizzleDecay.slice(SwizzledLayout.parse("Sw<3,3,3> o _0 o (_8,_64):(_64,_1)"),
 *     IntTuple.parseCoordinate("(3,_)"));   // ((_8,_2,_2,_2)):((_1,-8,-16,32)), as CuTe prints it}</pre>
 */
final class SwizzleDecay {
  private SwizzleDecay() {}

  /** An integer with CuTe's staticness. */
  private record Num(long value, boolean isStatic) {
    Num times(Num o) {
      return new Num(value * o.value, isStatic && o.isStatic);
    }

    IntTuple.Int leaf() {
      return isStatic ? IntTuple.ofStatic((int) value) : IntTuple.of((int) value);
    }
  }

  /**
   * The layout CuTe keeps when it slices {@code view} at {@code coord} (the offset aside).
   *
   * @param view a swizzled layout (its offset's bits are taken as CuTe's accumulated offset,
   *     dynamic where the offset is)
   * @param coord a slice coordinate of the inner layout
   * @return CuTe's layout of the slice
   */
  static Layout slice(SwizzledLayout view, IntTuple coord) {
    Layout inner = view.layout();
    Layout sliced = inner.slice(coord);
    Swizzle sw = view.swizzle();
    int fields = sw.yyyMask() | sw.zzzMask();
    if (sw.bits() == 0 || !hasInteger(coord) || sliced.size() == 0) {
      return sliced;
    }
    int active = sliced.index(sliced.size() - 1) & fields;
    if ((active & ~sw.apply(active)) != 0) {
      return sliced;   // the kept modes reach a read bit and the bit it flips: the swizzle stays
    }
    int offset = view.offset().value() ^ (inner.sliceOffset(coord) & fields);
    int dynamicBits = (view.offset().isStatic() ? 0 : view.offset().value() & fields)
        | (dynamicReach(inner.shape(), inner.stride(), coord) & fields);
    IntTuple[] folded = compose(coalesced(modes(sw, offset, dynamicBits)), sliced.shape(),
        sliced.stride());
    return Layout.of(folded[0], folded[1]);
  }

  private static boolean hasInteger(IntTuple coord) {
    if (coord instanceof IntTuple.Int) {
      return true;
    }
    return coord instanceof IntTuple.Tuple t && t.elements().stream().anyMatch(SwizzleDecay::hasInteger);
  }

  /** The bits a dynamic coordinate may set through the modes it slices (CuTe's mixed bits). */
  private static int dynamicReach(IntTuple shape, IntTuple stride, IntTuple coord) {
    if (coord instanceof IntTuple.Tuple t) {
      int bits = 0;
      for (int i = 0; i < t.rank(); i++) {
        bits |= dynamicReach(shape.get(i), stride.get(i), t.get(i));
      }
      return bits;
    }
    if (!(coord instanceof IntTuple.Int c) || c.isStatic()) {
      return 0;
    }
    int bits = 0;
    List<IntTuple.Int> s = shape.flatten();
    List<IntTuple.Int> d = stride.flatten();
    for (int k = 0; k < s.size(); k++) {
      long reach = (long) (s.get(k).value() - 1) * Math.abs(d.get(k).value());
      if (reach > 0) {
        int low = Integer.lowestOneBit(Math.abs(d.get(k).value()));
        bits |= (int) ((Long.highestOneBit(reach) << 1) - low);
      }
    }
    return bits;
  }

  /**
   * CuTe's layout of the swizzle as strides around {@code offset}: {@code (2^M, (2..), 2^(|S|-B),
   * (2..), 1)}, the low field's and the high field's bits each a mode of 2.
   */
  private static List<Num[]> modes(Swizzle sw, int offset, int dynamicBits) {
    int m = sw.base();
    int b = sw.bits();
    int s = Math.abs(sw.shift());
    long z = Integer.lowestOneBit(sw.zzzMask());
    long y = Integer.lowestOneBit(sw.yyyMask());
    List<Num[]> out = new ArrayList<>();
    out.add(new Num[] {fixed(1L << m), fixed(1)});
    addFieldStrides(out, z < y, z, y, offset, dynamicBits, b);
    out.add(new Num[] {fixed(1L << (s - b)), fixed(1L << (m + b))});
    addFieldStrides(out, z > y, z, y, offset, dynamicBits, b);
    out.add(new Num[] {fixed(1), fixed(1L << (m + b + s))});
    return out;
  }

  /** CuTe's {@code make_swizzle_strides}: one mode of 2 per bit of a field. */
  private static void addFieldStrides(List<Num[]> out, boolean flipped, long z, long y,
      int offset, int dynamicBits, int bits) {
    for (int i = 0; i < bits; i++) {
      long decider = (flipped ? y : z) << i;
      boolean clear = (offset & decider) == 0;
      long stride = flipped ? (clear ? z << i : -(z << i)) : (clear ? (y + z) << i : (y - z) << i);
      out.add(new Num[] {fixed(2), new Num(stride, (dynamicBits & decider) == 0)});
    }
  }

  /** CuTe's {@code coalesce_x}: a last mode of 1 counts as 2; modes merge only when provably. */
  private static List<Num[]> coalesced(List<Num[]> modes) {
    List<Num[]> out = new ArrayList<>();
    Num[] last = modes.get(modes.size() - 1);
    out.add(new Num[] {last[0].value() == 1 ? fixed(2) : last[0], last[1]});
    for (int i = modes.size() - 2; i >= 0; i--) {
      Num[] mode = modes.get(i);
      Num[] front = out.get(0);
      if (mode[0].value() == 1) {
        continue;
      }
      if (mode[1].isStatic() && front[1].isStatic()
          && mode[0].value() * mode[1].value() == front[1].value()) {
        out.set(0, new Num[] {fixed(mode[0].value() * front[0].value()), mode[1]});
      } else {
        out.add(0, mode);
      }
    }
    return out;
  }

  /** CuTe's {@code composition_impl} of the coalesced swizzle layout with each leaf: (shape, stride). */
  private static IntTuple[] compose(List<Num[]> lhs, IntTuple shape, IntTuple stride) {
    if (shape instanceof IntTuple.Tuple t) {
      IntTuple[] shapes = new IntTuple[t.rank()];
      IntTuple[] strides = new IntTuple[t.rank()];
      for (int i = 0; i < t.rank(); i++) {
        IntTuple[] mode = compose(lhs, t.get(i), stride.get(i));
        shapes[i] = mode[0];
        strides[i] = mode[1];
      }
      return new IntTuple[] {IntTuple.of(shapes), IntTuple.of(strides)};
    }
    IntTuple.Int s = (IntTuple.Int) shape;
    IntTuple.Int d = (IntTuple.Int) stride;
    if (d.isStatic() && d.value() == 0) {
      return new IntTuple[] {s, d};
    }
    Num restShape = new Num(s.value(), s.isStatic());
    Num restStride = new Num(d.value(), d.isStatic());
    List<Num> shapes = new ArrayList<>();
    List<Num> strides = new ArrayList<>();
    for (int i = 0; i < lhs.size() - 1; i++) {
      Num curr = lhs.get(i)[0];
      long magnitude = Math.abs(restStride.value());
      Num nextShape = new Num(ceilDiv(curr.value(), magnitude), restStride.isStatic());
      Num nextStride = new Num(ceilDiv(magnitude, curr.value()) * Long.signum(restStride.value()),
          restStride.isStatic());
      boolean skip = nextShape.isStatic() && nextShape.value() == 1
          || restShape.isStatic() && restShape.value() == 1;
      if (!skip) {
        Num taken = new Num(Math.min(nextShape.value(), restShape.value()),
            nextShape.isStatic() && restShape.isStatic());
        shapes.add(taken);
        strides.add(restStride.times(lhs.get(i)[1]));
        restShape = new Num(restShape.value() / taken.value(), restShape.isStatic() && taken.isStatic());
      }
      restStride = nextStride;
    }
    Num lastStride = restStride.times(lhs.get(lhs.size() - 1)[1]);
    if (!(restShape.isStatic() && restShape.value() == 1) || shapes.isEmpty()) {
      shapes.add(restShape);
      strides.add(lastStride);
    }
    if (shapes.size() == 1) {
      return new IntTuple[] {shapes.get(0).leaf(), strides.get(0).leaf()};
    }
    return new IntTuple[] {IntTuple.of(shapes.stream().map(Num::leaf).toArray(IntTuple[]::new)),
        IntTuple.of(strides.stream().map(Num::leaf).toArray(IntTuple[]::new))};
  }

  private static long ceilDiv(long a, long b) {
    return (a + b - 1) / b;
  }

  private static Num fixed(long value) {
    return new Num(value, true);
  }
}
