package dev.strided.benchmarks;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A tiled copy kernel, {@code dst[tiles.index(r, c, tr, tc)] = src[tiles.index(r, c, tr, tc)]}
 * for every element {@code (r, c)} of every (32,32) tile {@code (tr, tc)} of a row-major matrix,
 * columns innermost (contiguous): the unmasked kernel on {@value #EXACT}×{@value #EXACT} (a
 * multiple of the tile) against the masked kernel on {@value #MASKED}×{@value #MASKED} (one above
 * it: 33×33 tiles, the last row and column of tiles one element wide in the matrix). The masked
 * kernel guards with the generated {@code inBounds}: {@code maskedPerElement} every element,
 * {@code maskedPerTile} as CUTLASS kernels do, only the tiles whose last element is outside (a
 * tile's landings grow with its coordinates, so a tile whose last element is in bounds is whole).
 * Score: µs per copy of the whole matrix.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class MaskedCopyBenchmark {
  /** The side of the exact matrix: 32 tiles of 32. */
  static final int EXACT = 1024;
  /** The side of the masked matrix: one above {@link #EXACT}. */
  static final int MASKED = EXACT + 1;
  private static final int T = 32;

  private float[] src;
  private float[] dst;
  private float[] maskedSrc;
  private float[] maskedDst;
  private CopyExactTiles exact;
  private CopyTiles masked;
  /** Tiles per mode: 32 and 32 exact, 33 and 33 masked. */
  private int exactRows;
  private int exactColumns;
  private int maskedRows;
  private int maskedColumns;

  /** Fills the sources and binds the layouts. */
  @Setup
  public void setUp() {
    Random random = new Random(5);
    src = new float[EXACT * EXACT];
    dst = new float[EXACT * EXACT];
    maskedSrc = new float[MASKED * MASKED];
    maskedDst = new float[MASKED * MASKED];
    for (int k = 0; k < src.length; k++) {
      src[k] = random.nextFloat();
    }
    for (int k = 0; k < maskedSrc.length; k++) {
      maskedSrc[k] = random.nextFloat();
    }
    exact = CopyExactTiles.of(EXACT, EXACT);
    masked = CopyTiles.of(MASKED, MASKED);
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
        for (int r = 0; r < T; r++) {
          for (int c = 0; c < T; c++) {
            int i = exact.index(r, c, tr, tc);
            dst[i] = src[i];
          }
        }
      }
    }
    return dst;
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
        guarded(tr, tc);
      }
    }
    return maskedDst;
  }

  /**
   * The masked kernel, whole tiles unguarded and the overhanging ones guarded per element.
   *
   * @return the destination
   */
  @Benchmark
  public float[] maskedPerTile() {
    for (int tr = 0; tr < maskedRows; tr++) {
      for (int tc = 0; tc < maskedColumns; tc++) {
        if (masked.inBounds(T - 1, T - 1, tr, tc)) {
          for (int r = 0; r < T; r++) {
            for (int c = 0; c < T; c++) {
              int i = masked.index(r, c, tr, tc);
              maskedDst[i] = maskedSrc[i];
            }
          }
        } else {
          guarded(tr, tc);
        }
      }
    }
    return maskedDst;
  }

  private void guarded(int tr, int tc) {
    for (int r = 0; r < T; r++) {
      for (int c = 0; c < T; c++) {
        if (masked.inBounds(r, c, tr, tc)) {
          int i = masked.index(r, c, tr, tc);
          maskedDst[i] = maskedSrc[i];
        }
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
