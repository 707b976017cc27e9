package dev.strided.benchmarks;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Algebra cost as layouts grow from 1 to 6 leaves of extent 4, nested as in {@link GrowthLayouts}
 * (depth 1 to 3). {@code A_k} has strides 1, 8, 64, ... (holes, so nothing coalesces and the
 * complement is not trivial); {@code R_k} is the same shape row-major (a permutation, so the right
 * inverse has k leaves). Example, k = 2: {@code A_2 = (4,4):(1,8)}, {@code R_2 = (4,4):(4,1)}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class AlgebraGrowthBenchmark {
  private static final IntTuple FOUR = IntTuple.of(4);
  private static final IntTuple[] SHAPES = {IntTuple.of(FOUR), IntTuple.of(FOUR, FOUR),
      IntTuple.of(FOUR, IntTuple.of(FOUR, FOUR)),
      IntTuple.of(IntTuple.of(FOUR, FOUR), IntTuple.of(FOUR, FOUR)),
      IntTuple.of(IntTuple.of(FOUR, FOUR), IntTuple.of(FOUR, IntTuple.of(FOUR, FOUR))),
      IntTuple.of(IntTuple.of(FOUR, IntTuple.of(FOUR, FOUR)),
          IntTuple.of(FOUR, IntTuple.of(FOUR, FOUR)))};

  /** Number of leaves. */
  @Param({"1", "2", "3", "4", "5", "6"})
  public int k;

  private Layout spread;
  private Layout rowMajor;
  private Tiler half;
  private Tiler two;

  /** Builds {@code A_k}, {@code R_k} and the tilers. */
  @Setup
  public void setUp() {
    IntTuple shape = SHAPES[k - 1];
    int leaves = shape.flatten().size();
    spread = Layout.of(shape, powers(shape, 8, new int[] {0}, leaves, false));
    rowMajor = Layout.of(shape, powers(shape, 4, new int[] {0}, leaves, true));
    half = Layout.of(IntTuple.of(spread.size() / 2), IntTuple.of(2));
    two = Layout.of(IntTuple.of(2), IntTuple.of(1));
  }

  /**
   * The shape with its leaves replaced by powers of {@code base} in leaf order, leftmost or
   * rightmost 1; {@code next} counts the leaves visited.
   */
  private static IntTuple powers(IntTuple shape, int base, int[] next, int leaves,
      boolean rightmostOne) {
    if (shape instanceof IntTuple.Int) {
      int leaf = next[0]++;
      return IntTuple.of((int) Math.pow(base, rightmostOne ? leaves - 1 - leaf : leaf));
    }
    List<IntTuple> elements = ((IntTuple.Tuple) shape).elements();
    IntTuple[] out = new IntTuple[elements.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = powers(elements.get(i), base, next, leaves, rightmostOne);
    }
    return IntTuple.of(out);
  }

  /**
   * {@code A_k ∘ (size/2):2}.
   *
   * @return the composition
   */
  @Benchmark
  public Layout compose() {
    return spread.compose(half);
  }

  /**
   * {@code complement(A_k)}.
   *
   * @return the complement
   */
  @Benchmark
  public Layout complement() {
    return spread.complement();
  }

  /**
   * {@code logicalDivide(A_k, 2:1)}.
   *
   * @return the quotient
   */
  @Benchmark
  public Layout logicalDivide() {
    return spread.logicalDivide(two);
  }

  /**
   * {@code coalesce(A_k)}.
   *
   * @return the coalesced layout
   */
  @Benchmark
  public Layout coalesce() {
    return spread.coalesce();
  }

  /**
   * {@code rightInverse(R_k)}.
   *
   * @return the right inverse
   */
  @Benchmark
  public Layout rightInverse() {
    return rowMajor.rightInverse();
  }
}
