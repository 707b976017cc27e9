package dev.strided.benchmarks;

import dev.strided.Layout;
import java.util.concurrent.TimeUnit;
import java.util.function.IntBinaryOperator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Index cost as layouts grow from 1 to 6 leaves ({@link GrowthLayouts}, the {@code leaves}
 * parameter), one coordinate per top-level mode (a rank-1 layout: one): {@code generated} against
 * the runtime {@code Layout.index}, {@code runtime}. Scores are per index. Example:
 * {@code java -jar benchmarks.jar 'GrowthIndexBenchmark' -p leaves=3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GrowthIndexBenchmark {
  private static final int N = IndexCoordinates.COUNT;

  /** The number of leaves. */
  @Param({"1", "2", "3", "4", "5", "6"})
  public int leaves;

  private IndexCoordinates coordinates;
  private Layout layout;
  private IntBinaryOperator generated;

  /** Picks the layout and draws its coordinates (seed = number of leaves). */
  @Setup
  public void setUp() {
    GrowthCase g = GrowthCase.of(leaves);
    coordinates = g.coordinates();
    layout = g.runtime();
    generated = g.generated();
  }

  /**
   * Generated, one coordinate per mode.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated(Blackhole bh) {
    int[] c0 = coordinates.c0();
    int[] c1 = coordinates.c1();
    IntBinaryOperator f = generated;
    for (int i = 0; i < N; i++) {
      bh.consume(f.applyAsInt(c0[i], c1[i]));
    }
  }

  /**
   * Runtime {@code Layout.index}, one coordinate per mode.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime(Blackhole bh) {
    int[] c0 = coordinates.c0();
    int[] c1 = coordinates.c1();
    Layout layout = this.layout;
    if (leaves == 1) {
      for (int i = 0; i < N; i++) {
        bh.consume(layout.index(c0[i]));
      }
    } else {
      for (int i = 0; i < N; i++) {
        bh.consume(layout.index(c0[i], c1[i]));
      }
    }
  }
}
