package dev.strided.algebra;

import dev.strided.IntTuple;
import dev.strided.IntTuple.Int;
import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code upcast<N>} and {@code downcast<N>}: the layout of the same memory seen as elements
 * N times wider (upcast) or narrower (downcast). Upcast divides each non-zero stride by N, and a
 * stride smaller than N shrinks its extent instead ({@code shape / ceil(N / |d|)}, stride ±1); each
 * stride must divide N or be a multiple of it (C++'s "Divisibility condition", checked on values
 * here). Downcast multiplies each extent of a stride-±1 leaf by N and every other stride by N; it
 * needs a stride-1 leaf, as C++ ("requires adjacent elements"; a stride −1 alone does not do).
 */
final class Recast {
  private Recast() {}

  static Pair upcast(Pair layout, int n) {
    checkFactor(n, "upcast");
    return map(layout.shape(), layout.stride(), (s, d) -> {
      if (d.value() == 0) {
        return new Pair(s, d);
      }
      if (d.value() % n != 0 && n % d.value() != 0) {
        throw new IllegalArgumentException("upcast<" + n + "> of " + layout
            + ": the divisibility condition fails: the stride " + d
            + " neither divides nor is a multiple of " + n);
      }
      Int factor = IntTuple.ofStatic(n);
      Int abs = Ints.abs(d);
      return new Pair(Ints.ceilDiv(s, Ints.ceilDiv(factor, abs)),
          Ints.times(Ints.signum(d), Ints.ceilDiv(abs, factor)));
    });
  }

  static Pair downcast(Pair layout, int n) {
    checkFactor(n, "downcast");
    // C++ looks for a stride of +1 (has_int1); a stride −1 alone does not count
    boolean adjacent = layout.stride().flatten().stream().anyMatch(d -> d.value() == 1);
    if (!adjacent) {
      throw new IllegalArgumentException("downcast<" + n + "> of " + layout
          + " requires adjacent elements: no leaf has stride 1");
    }
    Int factor = IntTuple.ofStatic(n);
    return map(layout.shape(), layout.stride(), (s, d) -> Math.abs(d.value()) == 1
        ? new Pair(Ints.times(s, factor), d)
        : new Pair(s, Ints.times(d, factor)));
  }

  private static void checkFactor(int n, String operation) {
    if (n < 1) {
      throw new IllegalArgumentException(operation + ": the factor " + n + " must be at least 1");
    }
  }

  private interface LeafMap {
    Pair apply(Int shape, Int stride);
  }

  private static Pair map(IntTuple shape, IntTuple stride, LeafMap f) {
    if (shape instanceof Int s) {
      return f.apply(s, (Int) stride);
    }
    List<Pair> modes = new ArrayList<>(shape.rank());
    for (int i = 0; i < shape.rank(); i++) {
      modes.add(map(shape.get(i), stride.get(i), f));
    }
    return Pair.concat(modes);
  }
}
