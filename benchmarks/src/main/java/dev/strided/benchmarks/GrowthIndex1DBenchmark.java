package dev.strided.benchmarks;

import dev.strided.Layout;
import java.util.concurrent.TimeUnit;
import java.util.function.IntUnaryOperator;
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
 * 1-D index cost as layouts grow from 1 to 6 leaves ({@link GrowthLayouts}, the {@code leaves}
 * parameter): {@code generated} {@code index(c)} against the runtime {@code Layout.index(int)},
 * {@code runtime}. Scores are per index. Example:
 * {@code java -jar benchmarks.jar 'GrowthIndex1DBenchmark' -p leaves=6}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GrowthIndex1DBenchmark {
  private static final int N = IndexCoordinates.COUNT;

  /** The number of leaves. */
  @Param({"1", "2", "3", "4", "5", "6"})
  public int leaves;

  private IndexCoordinates coordinates;
  private Layout layout;
  private IntUnaryOperator generated;

  /** Picks the layout and draws its coordinates (seed = number of leaves). */
  @Setup
  public void setUp() {
    GrowthCase g = GrowthCase.of(leaves);
    coordinates = g.coordinates();
    layout = g.runtime();
    generated = g.generated1D();
  }

  /**
   * Generated, 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated(Blackhole bh) {
    int[] c = coordinates.flat();
    IntUnaryOperator f = generated;
    for (int i = 0; i < N; i++) {
      bh.consume(f.applyAsInt(c[i]));
    }
  }

  /**
   * Runtime {@code Layout.index(int)}, 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime(Blackhole bh) {
    int[] c = coordinates.flat();
    Layout layout = this.layout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
    }
  }
}
