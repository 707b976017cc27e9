package dev.strided.benchmarks;

import java.util.concurrent.TimeUnit;
import java.util.function.IntUnaryOperator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Which one-coordinate expression shapes C2 vectorizes in a summing loop when the coordinate is
 * itself an expression with a constant ({@code a[i] + 32}, {@code offset}), as read
 * ({@code plain}), and stored instead of summed ({@code storeOffset}); {@value #N} coordinates
 * below 64, scores per call. Run again with {@code -jvmArgsAppend -XX:-UseSuperWord} for the
 * scalar times (docs/performance.md, "Index expressions C2 vectorizes"). Example:
 * {@code java -jar benchmarks.jar 'IndexShapesBenchmark' -p shape=LINEAR,SPLIT}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class IndexShapesBenchmark {
  static final int N = IndexCoordinates.COUNT;

  /** A term of one coordinate. */
  public enum Shape {
    /** {@code x}. */
    BARE,
    /** {@code x * 16} (C2 makes it {@code x << 4}). */
    LINEAR,
    /** {@code x << 4}. */
    SHIFT,
    /** {@code x * 18}, not a power of two. */
    ODD,
    /** {@code x * ld}, {@code ld} not a constant (a layout's field, or a name's local). */
    TIMES_NAME,
    /** {@code (x & 15) * 16 + (x >>> 4) * 256}: {@code x * 16} split after 16. */
    SPLIT,
    /** {@code (x & 15) + (x >>> 4) * 512}: a mode split, as every tiled mode is written. */
    MASK_SHIFT
  }

  /** How the term is used. */
  enum Use {
    OFFSET, PLAIN, STORE_OFFSET
  }

  @Param
  Shape shape;
  private final int[] a = IndexCoordinates.draw(N, 32, 64, 4).c1();
  private final int[] out = new int[N];
  private int ld = 512;

  /** {@code s += f(a[i] + 32)}. @return the sum */
  @Benchmark
  public int offset() {
    return run(Use.OFFSET);
  }

  /** {@code s += f(a[i])}. @return the sum */
  @Benchmark
  public int plain() {
    return run(Use.PLAIN);
  }

  /** {@code out[i] = f(a[i] + 32)}. @return the last */
  @Benchmark
  public int storeOffset() {
    return run(Use.STORE_OFFSET);
  }

  /** Each call site passes a lambda C2 knows exactly, as {@code OffsetIndexBenchmark} does. */
  private int run(Use use) {
    int ld = this.ld;
    return switch (shape) {
      case BARE -> loop(x -> x, use);
      case LINEAR -> loop(x -> x * 16, use);
      case SHIFT -> loop(x -> x << 4, use);
      case ODD -> loop(x -> x * 18, use);
      case TIMES_NAME -> loop(x -> x * ld, use);
      case SPLIT -> loop(x -> (x & 15) * 16 + (x >>> 4) * 256, use);
      case MASK_SHIFT -> loop(x -> (x & 15) + (x >>> 4) * 512, use);
    };
  }

  private int loop(IntUnaryOperator f, Use use) {
    int[] a = this.a;
    int s = 0;
    switch (use) {
      case OFFSET -> {
        for (int i = 0; i < N; i++) {
          s += f.applyAsInt(a[i] + 32);
        }
      }
      case PLAIN -> {
        for (int i = 0; i < N; i++) {
          s += f.applyAsInt(a[i]);
        }
      }
      default -> {
        int[] o = out;
        for (int i = 0; i < N; i++) {
          o[i] = f.applyAsInt(a[i] + 32);
        }
        s = o[N - 1];
      }
    }
    return s;
  }
}
