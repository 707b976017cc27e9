package dev.strided.benchmarks;

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
 * Generated index functions against the best hand-written ones ({@link BestIndex}): masks and
 * shifts for power-of-two extents, multiply-shift and unsigned division for odd ones. Same loop as
 * {@link IndexBenchmark}: {@value IndexCoordinates#COUNT} coordinates per call, scores per index.
 * Prefixes: {@code tile} {@code ((8,4),(4,8)):((1,32),(8,128))} (and {@code tile1D}, its 1-D form),
 * {@code gemmTile} and {@code nz} as in {@link IndexBenchmark}, {@code nzDynamic}
 * {@code ((16,MB),(16,NB)):((16,256),(1,256*MB))} with MB = 2, NB = 4, {@code odd}
 * {@code ((3,5),(6,7)):((1,18),(3,90))}. Suffixes: {@code Generated} the processor's method,
 * {@code Kernel} its static {@code indexOf} form, {@code Naive} {@code /} and {@code %},
 * {@code Best} masks and shifts, {@code Magic} multiply-shift, {@code Unsigned} the JDK's unsigned
 * division.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BestIndexBenchmark {
  private static final int N = IndexCoordinates.COUNT;

  private final IndexCoordinates tile = IndexCoordinates.draw(N, 32, 32, 5);
  private final IndexCoordinates gemmTile = IndexCoordinates.draw(N, 32, 16, 3);
  private final IndexCoordinates nz = IndexCoordinates.draw(N, 32, 64, 4);
  private final NzDynamic nzDynamic = NzDynamic.of(2, 4);
  private final int nzLd = 512;
  private final int nzMb = 2;
  private final int nzNb = 4;
  private final IndexCoordinates odd = IndexCoordinates.draw(N, 15, 42, 6);

  /**
   * Tile: generated.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void tileGenerated(Blackhole bh) {
    int[] c0 = tile.c0();
    int[] c1 = tile.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(TileStatic.index(a, b));
    }
  }

  /**
   * Tile: naive hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void tileNaive(Blackhole bh) {
    int[] c0 = tile.c0();
    int[] c1 = tile.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.tileNaive(a, b));
    }
  }

  /**
   * Tile: best hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void tileBest(Blackhole bh) {
    int[] c0 = tile.c0();
    int[] c1 = tile.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.tileBest(a, b));
    }
  }

  /**
   * Tile, 1-D: generated.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void tile1DGenerated(Blackhole bh) {
    int[] c = tile.flat();
    for (int i = 0; i < N; i++) {
      int a = c[i];
      bh.consume(TileStatic.index(a));
    }
  }

  /**
   * Tile, 1-D: naive hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void tile1DNaive(Blackhole bh) {
    int[] c = tile.flat();
    for (int i = 0; i < N; i++) {
      int a = c[i];
      bh.consume(BestIndex.tile1DNaive(a));
    }
  }

  /**
   * Tile, 1-D: best hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void tile1DBest(Blackhole bh) {
    int[] c = tile.flat();
    for (int i = 0; i < N; i++) {
      int a = c[i];
      bh.consume(BestIndex.tile1DBest(a));
    }
  }

  /**
   * GemmTile: best hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void gemmTileBest(Blackhole bh) {
    int[] c0 = gemmTile.c0();
    int[] c1 = gemmTile.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.gemmTileBest(a, b));
    }
  }

  /**
   * Nz: best hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzBest(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.nzBest(a, b));
    }
  }

  /**
   * NzDynamic: generated instance.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzDynamicGenerated(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    NzDynamic dyn = nzDynamic;
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(dyn.index(a, b));
    }
  }

  /**
   * NzDynamic: generated kernel form.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzDynamicKernel(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    int mb = nzMb;
    int nb = nzNb;
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(NzDynamic.indexOf(mb, nb, a, b));
    }
  }

  /**
   * NzDynamic: naive hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzDynamicNaive(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    int ld = nzLd;
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.nzDynamicNaive(a, b, ld));
    }
  }

  /**
   * NzDynamic: best hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzDynamicBest(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    int ld = nzLd;
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.nzDynamicBest(a, b, ld));
    }
  }

  /**
   * Odd: generated.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void oddGenerated(Blackhole bh) {
    int[] c0 = odd.c0();
    int[] c1 = odd.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(OddStatic.index(a, b));
    }
  }

  /**
   * Odd: naive hand-written.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void oddNaive(Blackhole bh) {
    int[] c0 = odd.c0();
    int[] c1 = odd.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.oddNaive(a, b));
    }
  }

  /**
   * Odd: multiply-shift.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void oddMagic(Blackhole bh) {
    int[] c0 = odd.c0();
    int[] c1 = odd.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.oddMagic(a, b));
    }
  }

  /**
   * Odd: unsigned division.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void oddUnsigned(Blackhole bh) {
    int[] c0 = odd.c0();
    int[] c1 = odd.c1();
    for (int i = 0; i < N; i++) {
      int a = c0[i];
      int b = c1[i];
      bh.consume(BestIndex.oddUnsigned(a, b));
    }
  }
}
