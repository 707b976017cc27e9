package dev.strided.benchmarks;

import dev.strided.Layout;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * One layout of {@link IndexBenchmark} and {@link Index1DBenchmark} with each implementation of its
 * index functions: the processor's static methods, the same expressions typed in, the generated
 * {@code of(...)} instance, and the runtime {@link Layout}. Each JMH fork runs one layout, so every
 * call site below sees one function and inlines it. Example:
 * {@code IndexCase.named("rowMajor").hand().applyAsInt(3, 5) == 3 * 64 + 5}.
 *
 * @param coordinates the coordinates, drawn with the layout's seed
 * @param runtime the runtime layout
 * @param generated {@code index(c0, c1)} of the static class
 * @param hand the same function typed in
 * @param dynamic {@code index(c0, c1)} of the class with names
 * @param generated1D {@code index(c)} of the static class
 * @param hand1D the same function typed in
 * @param dynamic1D {@code index(c)} of the class with names
 */
record IndexCase(IndexCoordinates coordinates, Layout runtime, IntBinaryOperator generated,
    IntBinaryOperator hand, IntBinaryOperator dynamic, IntUnaryOperator generated1D,
    IntUnaryOperator hand1D, IntUnaryOperator dynamic1D) {
  /** The names of {@link #named}, as JMH's {@code @Param} values. */
  static final String[] NAMES = {"rowMajor", "nested", "gemmTile", "nz"};

  /**
   * A layout by its benchmark name: {@code rowMajor} {@code (64,64):(64,1)}, {@code nested}
   * {@code (2,(3,4)):(1,(2,6))}, {@code gemmTile} {@code ((8,4),(8,2)):((1,64),(8,512))}, {@code nz}
   * {@code ((16,2),(16,4)):((16,256),(1,512))}.
   *
   * @param name one of {@link #NAMES}
   * @return the layout's implementations
   * @throws IllegalArgumentException for another name
   */
  static IndexCase named(String name) {
    int n = IndexCoordinates.COUNT;
    return switch (name) {
      case "rowMajor" -> {
        RowMajorDynamic d = RowMajorDynamic.of(64, 64);
        yield new IndexCase(IndexCoordinates.draw(n, 64, 64, 1), Layout.parse("(64,64):(64,1)"),
            RowMajorStatic::index, (c0, c1) -> c0 * 64 + c1, d::index,
            RowMajorStatic::index, c -> (c % 64) * 64 + (c / 64), d::index);
      }
      case "nested" -> {
        NestedDynamic d = NestedDynamic.of(2, 3, 4);
        yield new IndexCase(IndexCoordinates.draw(n, 2, 12, 2),
            Layout.parse("(2,(3,4)):(1,(2,6))"),
            NestedStatic::index, (c0, c1) -> c0 + (c1 % 3) * 2 + (c1 / 3) * 6, d::index,
            NestedStatic::index, c -> c, d::index);
      }
      case "gemmTile" -> {
        GemmTileDynamic d = GemmTileDynamic.of(8, 4, 8, 2, 64);
        yield new IndexCase(IndexCoordinates.draw(n, 32, 16, 3),
            Layout.parse("((8,4),(8,2)):((1,64),(8,512))"), GemmTileStatic::index,
            (c0, c1) -> (c0 % 8) + (c0 / 8) * 64 + (c1 % 8) * 8 + (c1 / 8) * 512, d::index,
            GemmTileStatic::index,
            c -> (c % 8) + (c / 8 % 4) * 64 + (c / 32 % 8) * 8 + (c / 256) * 512, d::index);
      }
      case "nz" -> {
        NzDynamic d = NzDynamic.of(2, 4);
        yield new IndexCase(IndexCoordinates.draw(n, 32, 64, 4),
            Layout.parse("((16,2),(16,4)):((16,256),(1,512))"), NzStatic::index,
            (c0, c1) -> (c0 % 16) * 16 + (c0 / 16) * 256 + (c1 % 16) + (c1 / 16) * 512, d::index,
            NzStatic::index, c -> (c % 32) * 16 + (c / 32 % 16) + (c / 512) * 512, d::index);
      }
      default -> throw new IllegalArgumentException("unknown index layout " + name);
    };
  }
}
