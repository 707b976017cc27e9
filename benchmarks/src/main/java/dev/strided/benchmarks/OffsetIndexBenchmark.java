package dev.strided.benchmarks;

import java.util.concurrent.TimeUnit;
import java.util.function.IntBinaryOperator;
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
 * Every generated index form summed in a loop against the best hand-written form (issue 47):
 * {@code s += f(a[i] + 32, b[i] + 16)} ({@code offset}, the coordinates of a tile loop) and
 * {@code s += f(a[i], b[i])} ({@code plain}) over {@value #N} coordinates, {@code a[i] < 32},
 * {@code b[i] < 64}; scores are per call. Each {@link Form} has a {@link Variant#GENERATED} and a
 * {@link Variant#BEST} function, passed as a lambda to one loop that C2 inlines at each call
 * site with the lambda known, as a direct call would be. {@code IndexShapesBenchmark}
 * has the expression shapes alone. Example:
 * {@code java -jar benchmarks.jar 'OffsetIndexBenchmark' -p form=NESTED}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class OffsetIndexBenchmark {
  static final int N = IndexCoordinates.COUNT;

  /** The index forms of issue 47, each on its layout (the best form: see {@link #sum}). */
  public enum Form {
    /** Static {@code ((8,4),(4,8)):((1,32),(8,128))}; best: {@link BestIndex#tileBest}. */
    TILE,
    /** Static {@code ((16,2),(16,4)):((16,256),(1,512))}; best: {@link BestIndex#nzBest}. */
    NZ_STATIC,
    /** Static row-major {@code (64,64):(64,1)}; best: {@code (x << 6) + y}. */
    ROW_STATIC,
    /** Named row-major {@code (M,N):(N,1)}, M = 64, N = 80; best: {@code x * n + y}. */
    NAMED,
    /** Named {@code ((16,MB),(16,NB)):((16,256),(1,256*MB))}, MB = 2, NB = 4 (the issue's). */
    NESTED,
    /** The same layout's kernel form {@code NzDynamic.indexOf(MB, NB, x, y)}. */
    KERNEL,
    /** Swizzled {@code Sw<3,3,3> o (64,64):(64,1)}; best: the swizzle written by hand. */
    SWIZZLED,
    /** {@code inBounds} of {@code zipped_divide} of a 1000 × 1000 row-major matrix by (32,32). */
    MASKED
  }

  /** Which function of a form. */
  public enum Variant {
    /** The generated class's method. */
    GENERATED,
    /** The best hand-written form. */
    BEST,
    /**
     * What the processor generated before issue 47, typed in: {@code c0 * 16 + (c1 & 15) + ...}
     * for the two nested layouts and the kernel form, the generated method for the others.
     */
    PREVIOUS
  }

  @Param
  Form form;
  @Param
  Variant variant;
  private final IndexCoordinates coordinates = IndexCoordinates.draw(N, 32, 64, 4);
  private final int[] a = coordinates.c0();
  private final int[] b = coordinates.c1();
  private final RowMajorDynamic rowMajor = RowMajorDynamic.of(64, 80);
  private final NzDynamic nz = NzDynamic.of(2, 4);
  private final CopyTiles tiles = CopyTiles.of(1000, 1000);
  private int n = 80;
  private int mb = 2;
  private int nb = 4;
  private int ld = 512;
  private int m = 1000;
  private int mTiles = (1000 + 31) / 32;

  /** {@code s += f(a[i] + 32, b[i] + 16)}. @return the sum */
  @Benchmark
  public int offset() {
    return sum(true);
  }

  /** {@code s += f(a[i], b[i])}. @return the sum */
  @Benchmark
  public int plain() {
    return sum(false);
  }

  /**
   * The loop of the form and variant: each call site of {@link #loop} passes a lambda C2 knows
   * exactly (a constant, or allocated here), so the inlined call has no type check in the loop.
   */
  private int sum(boolean offset) {
    boolean g = variant == Variant.GENERATED;
    boolean p = variant == Variant.PREVIOUS;
    NzDynamic nz = this.nz;
    int ld = this.ld;
    return switch (form) {
      case TILE -> g || p ? loop(TileStatic::index, offset)
          : loop(BestIndex::tileBest, offset);
      case NZ_STATIC -> g ? loop(NzStatic::index, offset) : p
          ? loop((x, y) -> x * 16 + (y & 15) + (y >>> 4) * 512, offset)
          : loop(BestIndex::nzBest, offset);
      case ROW_STATIC -> g || p ? loop(RowTile::index, offset)
          : loop((x, y) -> (x << 6) + y, offset);
      case NAMED -> {
        RowMajorDynamic l = rowMajor;
        int n = this.n;
        yield g || p ? loop(l::index, offset) : loop((x, y) -> x * n + y, offset);
      }
      case NESTED -> g ? loop(nz::index, offset) : p
          ? loop((x, y) -> BestIndex.nzDynamicFolded(x, y, ld), offset)
          : loop((x, y) -> BestIndex.nzDynamicBest(x, y, ld), offset);
      case KERNEL -> {
        int mb = this.mb;
        int nb = this.nb;
        yield g ? loop((x, y) -> NzDynamic.indexOf(mb, nb, x, y), offset) : p
            ? loop((x, y) -> x * 16 + (y & 15) + (y >>> 4) * 256 * mb, offset)
            : loop((x, y) -> BestIndex.nzDynamicBest(x, y, ld), offset);
      }
      case SWIZZLED -> g || p ? loop(SwizzledTile::index, offset)
          : loop((x, y) -> swizzle((x << 6) + y), offset);
      case MASKED -> {
        CopyTiles l = tiles;
        int m = this.m;
        int t = mTiles;
        yield g || p ? loop((x, y) -> l.inBounds(x, y) ? 1 : 0, offset)
            : loop((x, y) -> (x & 31) + (y % t) * 32 < m && (x >>> 5) + (y / t) * 32 < m ? 1 : 0,
                offset);
      }
    };
  }

  private int loop(IntBinaryOperator f, boolean offset) {
    int[] a = this.a;
    int[] b = this.b;
    int s = 0;
    if (offset) {
      for (int i = 0; i < N; i++) {
        s += f.applyAsInt(a[i] + 32, b[i] + 16);
      }
    } else {
      for (int i = 0; i < N; i++) {
        s += f.applyAsInt(a[i], b[i]);
      }
    }
    return s;
  }

  /** CuTe's {@code Swizzle<3,3,3>}: bits 6–8 XORed into bits 3–5. */
  static int swizzle(int o) {
    return o ^ (o & 0x1c0) >>> 3;
  }
}
