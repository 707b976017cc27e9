package dev.strided.benchmarks;

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

/**
 * A tiled copy kernel, {@code dst[tiles.index(r, c, tr, tc)] = src[tiles.index(r, c, tr, tc)]}
 * for every element {@code (r, c)} of every (32,32) tile {@code (tr, tc)} of a row-major matrix,
 * columns innermost (contiguous): the unmasked kernel on n×n ({@link #n}, a multiple of the tile)
 * against the masked kernel on (n+1)×(n+1) (one above it: the last row and column of tiles one
 * element wide in the matrix). The masked kernel guards with the generated {@code inBounds}:
 * {@code maskedPerElement} every element, {@code maskedPerTile} as CUTLASS kernels do, only the
 * tiles whose last element is outside (a tile's landings grow with its coordinates, so a tile whose
 * last element is in bounds is whole), {@code maskedPerElementExit} every element as the exit test
 * of its loops. {@code exact} and {@code maskedPerTile} copy a whole tile in a method of their own,
 * so the JIT compiles the same loop for each. n = 1024 has rows of 4 KiB, which alias in the caches
 * and in the store buffer; n = 992 does not. Score: µs per copy of the whole matrix.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class MaskedCopyBenchmark {
  private static final int T = 32;

  /** The side of the exact matrix, a multiple of 32; the masked one is one more. */
  @Param({"992", "1024"})
  public int n = 992;

  private float[] src;
  private float[] dst;
  private float[] maskedSrc;
  private float[] maskedDst;
  private CopyExactTiles exact;
  private CopyTiles masked;
  /** Tiles per mode: n / 32 exact, n / 32 + 1 masked. */
  private int exactRows;
  private int exactColumns;
  private int maskedRows;
  private int maskedColumns;

  /** Fills the sources and binds the layouts. */
  @Setup
  public void setUp() {
    Random random = new Random(5);
    src = new float[n * n];
    dst = new float[n * n];
    maskedSrc = new float[(n + 1) * (n + 1)];
    maskedDst = new float[(n + 1) * (n + 1)];
    for (int k = 0; k < src.length; k++) {
      src[k] = random.nextFloat();
    }
    for (int k = 0; k < maskedSrc.length; k++) {
      maskedSrc[k] = random.nextFloat();
    }
    exact = CopyExactTiles.of(n, n);
    masked = CopyTiles.of(n + 1, n + 1);
    exactRows = exact.layout().size(1, 0);
    exactColumns = exact.layout().size(1, 1);
    maskedRows = masked.layout().size(1, 0);
    maskedColumns = masked.layout().size(1, 1);
  }

  /**
   * The unmasked kernel on the multiple below.
   *
   * @return the destination
   */
  @Benchmark
  public float[] exact() {
    for (int tr = 0; tr < exactRows; tr++) {
      for (int tc = 0; tc < exactColumns; tc++) {
        exactTile(tr, tc);
      }
    }
    return dst;
  }

  private void exactTile(int tr, int tc) {
    for (int r = 0; r < T; r++) {
      for (int c = 0; c < T; c++) {
        int i = exact.index(r, c, tr, tc);
        dst[i] = src[i];
      }
    }
  }

  /**
   * The masked kernel, every element guarded.
   *
   * @return the destination
   */
  @Benchmark
  public float[] maskedPerElement() {
    for (int tr = 0; tr < maskedRows; tr++) {
      for (int tc = 0; tc < maskedColumns; tc++) {
        for (int r = 0; r < T; r++) {
          for (int c = 0; c < T; c++) {
            if (masked.inBounds(r, c, tr, tc)) {
              int i = masked.index(r, c, tr, tc);
              maskedDst[i] = maskedSrc[i];
            }
          }
        }
      }
    }
    return maskedDst;
  }

  /**
   * The masked kernel, every element guarded by {@code inBounds} as the exit test of its row and
   * column loops rather than as a branch around the store: the same guard per element as
   * {@link #maskedPerElement}, which C2 turns into a loop limit (the landings grow with each
   * coordinate, so the first coordinate out of bounds ends its run), leaving the store
   * unconditional and the loop vectorizable.
   *
   * @return the destination
   */
  @Benchmark
  public float[] maskedPerElementExit() {
    for (int tr = 0; tr < maskedRows; tr++) {
      for (int tc = 0; tc < maskedColumns; tc++) {
        residue(tr, tc);
      }
    }
    return maskedDst;
  }

  /**
   * The masked kernel as CUTLASS kernels guard it: a whole tile (its last element in bounds) is
   * copied unguarded; in an overhanging one, the rows and each row's columns run while in bounds
   * (the landings grow with each coordinate, so the first coordinate out of bounds ends its run).
   *
   * @return the destination
   */
  @Benchmark
  public float[] maskedPerTile() {
    for (int tr = 0; tr < maskedRows; tr++) {
      for (int tc = 0; tc < maskedColumns; tc++) {
        if (masked.inBounds(T - 1, T - 1, tr, tc)) {
          maskedTile(tr, tc);
        } else {
          residue(tr, tc);
        }
      }
    }
    return maskedDst;
  }

  private void maskedTile(int tr, int tc) {
    for (int r = 0; r < T; r++) {
      for (int c = 0; c < T; c++) {
        int i = masked.index(r, c, tr, tc);
        maskedDst[i] = maskedSrc[i];
      }
    }
  }

  private void residue(int tr, int tc) {
    for (int r = 0; r < T && masked.inBounds(r, 0, tr, tc); r++) {
      for (int c = 0; c < T && masked.inBounds(r, c, tr, tc); c++) {
        int i = masked.index(r, c, tr, tc);
        maskedDst[i] = maskedSrc[i];
      }
    }
  }

  /** The masked source, for the test. */
  float[] maskedSource() {
    return maskedSrc;
  }

  /** The exact source, for the test. */
  float[] exactSource() {
    return src;
  }
}
