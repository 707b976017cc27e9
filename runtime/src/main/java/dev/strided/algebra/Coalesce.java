package dev.strided.algebra;

import static dev.strided.algebra.Ints.S0;
import static dev.strided.algebra.Ints.S1;

import dev.strided.IntTuple;
import dev.strided.IntTuple.Int;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * CuTe's {@code coalesce}, {@code coalesce(layout, profile)} and {@code filter}.
 *
 * <p>The flattened modes are folded from the last to the first: an extent-1 mode is dropped, and a
 * mode {@code s:d} merges into the mode after it, {@code s':d'}, when {@code s·d = d'}, giving
 * {@code s·s':d}. CuTe C++ merges only static integers; here the values decide, and a merged extent
 * is static only when both extents are (so fully static layouts coalesce exactly as in C++).
 */
final class Coalesce {
  private Coalesce() {}

  /** Flat modes, stored in {@code shape/stride[from..length)}. */
  record Flat(Int[] shape, Int[] stride, int from) {
    int rank() {
      return shape.length - from;
    }

    Pair toPair() {
      return Pair.flat(shape, stride, from, shape.length);
    }
  }

  static Pair coalesce(Pair layout) {
    return fold(Ints.leaves(layout.shape()), Ints.leaves(layout.stride()), false).toPair();
  }

  /** {@code shape(coalesce(layout))} from its leaves (left unchanged), without the stride. */
  static IntTuple coalescedShape(Int[] shape, Int[] stride) {
    Flat f = fold(shape, stride, false);
    if (f.rank() == 1) {
      return f.shape()[f.from()];
    }
    return new IntTuple.Tuple(List.of(Arrays.copyOfRange(f.shape(), f.from(),
        f.shape().length, IntTuple[].class)));
  }

  /**
   * Coalesces each mode of {@code layout} that the profile reaches by a tuple, and the whole
   * sub-layout where the profile has an integer.
   */
  static Pair coalesce(Pair layout, IntTuple profile) {
    if (profile instanceof Int) {
      return coalesce(layout);
    }
    List<IntTuple> p = ((IntTuple.Tuple) profile).elements();
    if (p.size() > layout.rank()) {
      throw new IllegalArgumentException("coalesce: the profile " + profile + " has rank " + p.size()
          + ", more than the rank " + layout.rank() + " of " + layout);
    }
    List<Pair> modes = new ArrayList<>(layout.rank());
    for (int i = 0; i < layout.rank(); i++) {
      modes.add(i < p.size() ? coalesce(layout.mode(i), p.get(i)) : layout.mode(i));
    }
    return Pair.concat(modes);
  }

  /** CuTe's {@code filter}: extents of stride-0 modes become {@code _1}, then coalesce. */
  static Flat filter(Pair layout) {
    Int[] shape = Ints.leaves(layout.shape());
    Int[] stride = Ints.leaves(layout.stride());
    for (int k = 0; k < shape.length; k++) {
      if (stride[k].value() == 0) {
        shape[k] = S1;
      }
    }
    return fold(shape, stride, false);
  }

  /**
   * The back-to-front fold. With {@code freeLast} (CuTe's {@code coalesce_x}, used by composition)
   * the last mode is never dropped or replaced even when its extent is 1, and its extent is left
   * null: composition reads only its stride.
   */
  static Flat fold(Int[] s, Int[] d, boolean freeLast) {
    int n = s.length;
    if (n == 0) {
      return new Flat(new Int[] {S1}, new Int[] {S0}, 0);
    }
    Int[] shape = new Int[n];
    Int[] stride = new Int[n];
    int front = n - 1;
    shape[front] = freeLast ? null : s[n - 1];
    stride[front] = d[n - 1];
    for (int i = n - 2; i >= 0; i--) {
      if (s[i].value() == 1) {
        continue;
      }
      if (front == n - 1 && shape[front] != null && shape[front].value() == 1) {
        shape[front] = s[i];
        stride[front] = d[i];
      } else if ((long) s[i].value() * d[i].value() == stride[front].value()) {
        shape[front] = shape[front] == null ? null : Ints.times(s[i], shape[front]);
        stride[front] = d[i];
      } else {
        front--;
        shape[front] = s[i];
        stride[front] = d[i];
      }
    }
    if (front == n - 1 && shape[front] != null && shape[front].value() == 1) {
      shape[front] = shape[front].isStatic() ? S1 : shape[front];
      stride[front] = S0;
    }
    return new Flat(shape, stride, front);
  }
}
