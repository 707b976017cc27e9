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
 * Index of one coordinate per top-level mode, {@code index(c0, c1)}, for the four layouts of the
 * spec ({@link IndexCase}, the {@code layout} parameter): generated static, hand-written, generated
 * dynamic and runtime.
 *
 * <p>Each method computes {@value IndexCoordinates#COUNT} indices from coordinates held in arrays and
 * hands every result to the {@link Blackhole}; scores are per index. Methods: {@code generated} the
 * processor's static method, {@code hand} the same expression typed in, {@code dynamic} the
 * generated {@code of(...)} instance, {@code runtime} {@link Layout#index(int, int)}. Example:
 * {@code java -jar benchmarks.jar 'IndexBenchmark\.generated' -p layout=nz}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class IndexBenchmark {
  private static final int N = IndexCoordinates.COUNT;

  /** The layout, by {@link IndexCase#named} name. */
  @Param({"rowMajor", "nested", "gemmTile", "nz"})
  public String layout;

  private IndexCase index;

  /** Builds the layout's implementations and coordinates. */
  @Setup
  public void setUp() {
    index = IndexCase.named(layout);
  }

  private void run(IntBinaryOperator f, Blackhole bh) {
    int[] c0 = index.coordinates().c0();
    int[] c1 = index.coordinates().c1();
    for (int i = 0; i < N; i++) {
      bh.consume(f.applyAsInt(c0[i], c1[i]));
    }
  }

  /**
   * Generated static index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated(Blackhole bh) {
    run(index.generated(), bh);
  }

  /**
   * Hand-written expression.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void hand(Blackhole bh) {
    run(index.hand(), bh);
  }

  /**
   * Generated dynamic instance.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void dynamic(Blackhole bh) {
    run(index.dynamic(), bh);
  }

  /**
   * Runtime {@code Layout.index(c0, c1)}.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime(Blackhole bh) {
    int[] c0 = index.coordinates().c0();
    int[] c1 = index.coordinates().c1();
    Layout layout = index.runtime();
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c0[i], c1[i]));
    }
  }
}
