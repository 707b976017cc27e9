package dev.strided.benchmarks;

import dev.strided.Layout;
import java.util.Random;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The runtime {@link Layout#index(int)} against the same function written by hand, over 1024 random
 * in-range coordinates per invocation (so nothing folds away). Reported per coordinate.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RuntimeIndexBenchmark {
  private static final int N = 1024;

  /** The layouts of the spec's benchmark list. */
  @Param({"(64,64):(64,1)", "(2,(3,4)):(1,(2,6))", "((8,4),(8,2)):((1,64),(8,512))",
      "((16,2),(16,4)):((16,256),(1,512))"})
  public String layout;

  private Layout runtime;
  private final int[] coords = new int[N];

  /** Parses the layout and draws the coordinates. */
  @Setup
  public void setUp() {
    runtime = Layout.parse(layout);
    Random r = new Random(42);
    for (int i = 0; i < N; i++) {
      coords[i] = r.nextInt(runtime.size());
    }
  }

  /**
   * Runtime {@code Layout.index(int)}.
   *
   * @param bh sink
   */
  @Benchmark
  @org.openjdk.jmh.annotations.OperationsPerInvocation(N)
  public void runtimeIndex(Blackhole bh) {
    Layout l = runtime;
    for (int i = 0; i < N; i++) {
      bh.consume(l.index(coords[i]));
    }
  }
}
