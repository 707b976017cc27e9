package dev.strided.benchmarks;

import dev.strided.Layout;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link ProposedIndex} (the suggested runtime {@code index(int...)}) on the coordinates of
 * {@link IndexBenchmark} (same seeds): {@code <layout>Proposed} is comparable with
 * {@code IndexBenchmark.<layout>Runtime} and {@code <layout>Generated} when run in the same JMH
 * invocation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ProposedIndexBenchmark {
  private static final int N = IndexCoordinates.COUNT;
  private final IndexCoordinates rowMajor = IndexCoordinates.draw(N, 64, 64, 1);
  private final IndexCoordinates nested = IndexCoordinates.draw(N, 2, 12, 2);
  private final IndexCoordinates gemmTile = IndexCoordinates.draw(N, 32, 16, 3);
  private final IndexCoordinates nz = IndexCoordinates.draw(N, 32, 64, 4);
  private final ProposedIndex rowMajorLayout = new ProposedIndex(Layout.parse("(64,64):(64,1)"));
  private final ProposedIndex nestedLayout = new ProposedIndex(Layout.parse("(2,(3,4)):(1,(2,6))"));
  private final ProposedIndex gemmTileLayout =
      new ProposedIndex(Layout.parse("((8,4),(8,2)):((1,64),(8,512))"));
  private final ProposedIndex nzLayout =
      new ProposedIndex(Layout.parse("((16,2),(16,4)):((16,256),(1,512))"));

  private static void run(ProposedIndex layout, IndexCoordinates c, Blackhole bh) {
    int[] c0 = c.c0();
    int[] c1 = c.c1();
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c0[i], c1[i]));
    }
  }

  /**
   * Row-major {@code (64,64):(64,1)}.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void rowMajorProposed(Blackhole bh) {
    run(rowMajorLayout, rowMajor, bh);
  }

  /**
   * Nested {@code (2,(3,4)):(1,(2,6))}.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nestedProposed(Blackhole bh) {
    run(nestedLayout, nested, bh);
  }

  /**
   * GEMM tile {@code ((8,4),(8,2)):((1,64),(8,512))}.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void gemmTileProposed(Blackhole bh) {
    run(gemmTileLayout, gemmTile, bh);
  }

  /**
   * NZ fractal {@code ((16,2),(16,4)):((16,256),(1,512))}.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzProposed(Blackhole bh) {
    run(nzLayout, nz, bh);
  }
}
