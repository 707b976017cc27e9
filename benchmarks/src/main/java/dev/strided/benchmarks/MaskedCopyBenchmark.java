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
 * A tiled copy kernel, {@code dst[tiles.index(e, t)] = src[tiles.index(e, t)]} for every element
 * {@code e} of every (32,32) tile {@code t} of a row-major matrix: the unmasked kernel on
 * {@value #EXACT}×{@value #EXACT} (a multiple of the tile) against the masked kernel on
 * {@value #MASKED}×{@value #MASKED} (one above it: 33×33 tiles, the last row and column of tiles
 * one element wide in the matrix). The masked kernel guards with the generated {@code inBounds}:
 * {@code maskedPerElement} every element, {@code maskedPerTile} as CUTLASS kernels do, only the
 * tiles whose last element is outside (a tile's landings grow with its coordinates, so a tile whose
 * last element is in bounds is whole). Score: µs per copy.
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
  private static final int TILE = 32 * 32;

  private float[] src;
  private float[] dst;
  private float[] maskedSrc;
  private float[] maskedDst;
  private CopyExactTiles exact;
  private CopyTiles masked;

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
  }

  /**
   * The unmasked kernel on the multiple below.
   *
   * @return the destination
   */
  @Benchmark
  public float[] exact() {
    int tiles = exact.size() / TILE;
    for (int t = 0; t < tiles; t++) {
      for (int e = 0; e < TILE; e++) {
        int i = exact.index(e, t);
        dst[i] = src[i];
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
    int tiles = masked.size() / TILE;
    for (int t = 0; t < tiles; t++) {
      for (int e = 0; e < TILE; e++) {
        if (masked.inBounds(e, t)) {
          int i = masked.index(e, t);
          maskedDst[i] = maskedSrc[i];
        }
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
    int tiles = masked.size() / TILE;
    for (int t = 0; t < tiles; t++) {
      if (masked.inBounds(TILE - 1, t)) {
        for (int e = 0; e < TILE; e++) {
          int i = masked.index(e, t);
          maskedDst[i] = maskedSrc[i];
        }
      } else {
        for (int e = 0; e < TILE; e++) {
          if (masked.inBounds(e, t)) {
            int i = masked.index(e, t);
            maskedDst[i] = maskedSrc[i];
          }
        }
      }
    }
    return maskedDst;
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
