package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.Tiler;
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
  private static final String[] SHAPES = {"(4)", "(4,4)", "(4,(4,4))", "((4,4),(4,4))",
      "((4,4),(4,(4,4)))", "((4,(4,4)),(4,(4,4)))"};

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
    String shape = SHAPES[k - 1];
    spread = Layout.parse(shape + ":" + strides(shape, 8, false));
    rowMajor = Layout.parse(shape + ":" + strides(shape, 4, true));
    half = Tiler.parse((spread.size() / 2) + ":2");
    two = Tiler.parse("2:1");
  }

  /** The shape text with its leaves replaced by powers of {@code base}, leftmost 1 or rightmost 1. */
  private static String strides(String shape, int base, boolean rightmostOne) {
    int leaves = (int) shape.chars().filter(ch -> ch == '4').count();
    StringBuilder out = new StringBuilder();
    int leaf = 0;
    for (char ch : shape.toCharArray()) {
      if (ch == '4') {
        int exponent = rightmostOne ? leaves - 1 - leaf : leaf;
        out.append((int) Math.pow(base, exponent));
        leaf++;
      } else {
        out.append(ch);
      }
    }
    return out.toString();
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
