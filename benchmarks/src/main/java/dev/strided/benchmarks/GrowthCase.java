package dev.strided.benchmarks;

import dev.strided.Layout;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * One layout of {@link GrowthLayouts} for {@link GrowthIndexBenchmark} and
 * {@link GrowthIndex1DBenchmark}: its coordinates, the runtime layout and the generated functions
 * (a rank-1 layout's per-mode form takes {@code c0} only). Example:
 * {@code GrowthCase.of(3).generated().applyAsInt(3, 9) == 3 + 1 * 5 + 2 * 25}.
 *
 * @param coordinates coordinates drawn with the seed {@code leaves}
 * @param runtime the runtime layout
 * @param generated {@code index(c0, c1)} (rank 1: {@code index(c0)})
 * @param generated1D {@code index(c)}
 */
record GrowthCase(IndexCoordinates coordinates, Layout runtime, IntBinaryOperator generated,
    IntUnaryOperator generated1D) {
  /**
   * The layout with this many leaves.
   *
   * @param leaves 1 to 6
   * @return its functions and coordinates
   * @throws IllegalArgumentException for another count
   */
  static GrowthCase of(int leaves) {
    int n = IndexCoordinates.COUNT;
    return switch (leaves) {
      case 1 -> new GrowthCase(IndexCoordinates.draw(n, 4, 1, 1), Layout.parse("(4):(5)"),
          (c0, c1) -> Leaves1.index(c0), Leaves1::index);
      case 2 -> new GrowthCase(IndexCoordinates.draw(n, 4, 4, 2), Layout.parse("(4,4):(1,5)"),
          Leaves2::index, Leaves2::index);
      case 3 -> new GrowthCase(IndexCoordinates.draw(n, 4, 16, 3),
          Layout.parse("(4,(4,4)):(1,(5,25))"), Leaves3::index, Leaves3::index);
      case 4 -> new GrowthCase(IndexCoordinates.draw(n, 16, 16, 4),
          Layout.parse("((4,4),(4,4)):((1,5),(25,125))"), Leaves4::index, Leaves4::index);
      case 5 -> new GrowthCase(IndexCoordinates.draw(n, 16, 64, 5),
          Layout.parse("((4,4),(4,(4,4))):((1,5),(25,(125,625)))"), Leaves5::index,
          Leaves5::index);
      case 6 -> new GrowthCase(IndexCoordinates.draw(n, 64, 64, 6),
          Layout.parse("((4,(4,4)),(4,(4,4))):((1,(5,25)),(125,(625,3125)))"), Leaves6::index,
          Leaves6::index);
      default -> throw new IllegalArgumentException("no growth layout with " + leaves + " leaves");
    };
  }
}
