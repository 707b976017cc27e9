package dev.strided.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whether C2 auto-vectorizes loops over generated index functions where it vectorizes the best
 * hand-written form: {@code ((16,MB),(16,NB)):((16,256),(1,256*MB))} with MB = 2, NB = 4, summed
 * over {@value IndexCoordinates#COUNT} coordinates. A loop that reduces into an {@code int} (or
 * stores into an array) has no Blackhole call per element, so SuperWord may vectorize it; run again
 * with {@code -jvmArgsAppend -XX:-UseSuperWord} to see the scalar times. Forms: {@code Generated}
 * {@link NzDynamic#index(int, int)} ({@code (c0 & 15) * 16 + (c0 >>> 4) * 256 + (c1 & 15) +
 * (c1 >>> 4) * MB_x256} since issue 47), {@code Kernel} {@link NzDynamic#indexOf(int, int, int,
 * int)} ({@code KernelLocals}: the names read into locals first), {@code Folded} the expression
 * generated before ({@code c0 * 16 + ...}) typed in, {@code Best} masks and shifts
 * ({@link BestIndex#nzDynamicBest}). Shapes: {@code sum}
 * and {@code store} read the coordinates from arrays, {@code counters} takes them from two nested
 * loop counters (32 × 32). Scores are per call (1024 indices). Example:
 * {@code java -jar benchmarks.jar 'IndexSumBenchmark\.sum'}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class IndexSumBenchmark {
  private static final int N = IndexCoordinates.COUNT;
  private final IndexCoordinates coordinates = IndexCoordinates.draw(N, 32, 64, 4);
  private final int[] x = coordinates.c0();
  private final int[] y = coordinates.c1();
  final int[] out = new int[N];
  private final NzDynamic nz = NzDynamic.of(2, 4);
  /** The names and the stride {@code 256 * MB}, bound at run time as the layout's are. */
  private int mb = 2;
  private int nb = 4;
  private int ld = 512;

  /** {@code s += nz.index(x[i], y[i])}. */
  @Benchmark
  public int sumGenerated() {
    int s = 0;
    for (int i = 0; i < N; i++) {
      s += nz.index(x[i], y[i]);
    }
    return s;
  }

  /** {@code s += NzDynamic.indexOf(mb, nb, x[i], y[i])}. */
  @Benchmark
  public int sumKernel() {
    int s = 0;
    for (int i = 0; i < N; i++) {
      s += NzDynamic.indexOf(mb, nb, x[i], y[i]);
    }
    return s;
  }

  /** {@code s += NzDynamic.indexOf(mb, nb, x[i], y[i])}, the names read once into locals. */
  @Benchmark
  public int sumKernelLocals() {
    int mb = this.mb;
    int nb = this.nb;
    int s = 0;
    for (int i = 0; i < N; i++) {
      s += NzDynamic.indexOf(mb, nb, x[i], y[i]);
    }
    return s;
  }

  /** The generated expression typed in. */
  @Benchmark
  public int sumFolded() {
    int ld = this.ld;
    int s = 0;
    for (int i = 0; i < N; i++) {
      s += BestIndex.nzDynamicFolded(x[i], y[i], ld);
    }
    return s;
  }

  /** Masks and shifts. */
  @Benchmark
  public int sumBest() {
    int ld = this.ld;
    int s = 0;
    for (int i = 0; i < N; i++) {
      s += BestIndex.nzDynamicBest(x[i], y[i], ld);
    }
    return s;
  }

  /** {@code out[i] = nz.index(x[i], y[i])}. */
  @Benchmark
  public int storeGenerated() {
    int[] o = out;
    for (int i = 0; i < N; i++) {
      o[i] = nz.index(x[i], y[i]);
    }
    return o[N - 1];
  }

  /** {@code out[i] =} masks and shifts. */
  @Benchmark
  public int storeBest() {
    int[] o = out;
    int ld = this.ld;
    for (int i = 0; i < N; i++) {
      o[i] = BestIndex.nzDynamicBest(x[i], y[i], ld);
    }
    return o[N - 1];
  }

  /** {@code s += nz.index(a, b)} over the counters of two loops. */
  @Benchmark
  public int countersGenerated() {
    int s = 0;
    for (int b = 0; b < 32; b++) {
      for (int a = 0; a < 32; a++) {
        s += nz.index(a, b);
      }
    }
    return s;
  }

  /** Masks and shifts over the counters of two loops. */
  @Benchmark
  public int countersBest() {
    int ld = this.ld;
    int s = 0;
    for (int b = 0; b < 32; b++) {
      for (int a = 0; a < 32; a++) {
        s += BestIndex.nzDynamicBest(a, b, ld);
      }
    }
    return s;
  }
}
