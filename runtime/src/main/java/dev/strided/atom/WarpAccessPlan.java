package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.util.stream.IntStream;

/**
 * Which shared-memory coordinates one warp touches, instruction by instruction, before any layout
 * maps them to addresses: the thread-value layout of the side that is in shared memory, repeated
 * over every tile of the shared-memory shape. A coordinate is the index into that shape in
 * column-major order (what {@link Layout#index(int)} takes).
 */
final class WarpAccessPlan {
  /** Threads in a warp. */
  static final int WARP = 32;
  /** Threads whose row addresses make one 8 x 16-byte matrix of {@code ldmatrix}/{@code stmatrix}. */
  static final int MATRIX_ROWS = 8;

  /** How the hardware groups a warp's accesses into phases. */
  enum Grouping {
    /** Each thread moves its own vector: phases by bytes per thread. */
    THREAD_VECTORS,
    /** {@code ldmatrix}/{@code stmatrix}: one phase per matrix, its rows from 8 threads. */
    MATRIX_ROWS
  }

  final Grouping grouping;
  /** Values each thread moves per instruction (the atom's width in values). */
  final int width;
  final int elementBytes;
  /** The threads taking part (tiled thread indices), in lane order. */
  final int[] threads;
  /** Per instruction, per taking thread, its {@code width} coordinates in value order. */
  final int[][][] coordinates;

  private WarpAccessPlan(Grouping grouping, int width, int elementBytes, int[] threads,
      int[][][] coordinates) {
    this.grouping = grouping;
    this.width = width;
    this.elementBytes = elementBytes;
    this.threads = threads;
    this.coordinates = coordinates;
  }

  /** The plan of a tiled copy: the side in shared memory follows from the instruction. */
  static WarpAccessPlan ofCopy(IntTuple smemShape, TiledCopy copy, int warp) {
    CopyAtom atom = copy.atom();
    String name = atom.name();
    boolean matrices = name.contains("_LDSM_") || name.contains("_STSM_");
    Layout side = atom.smemLayout();
    Layout tv = atom.readsSharedMemory() ? copy.tvLayoutS() : copy.tvLayoutD();
    int lanes = WARP;
    if (matrices) {
      // x1 and x2 take row addresses from the first 8 or 16 threads; the rest repeat them
      lanes = (int) IntStream.range(0, side.size(0)).map(t -> side.index(t, 0))
          .distinct().count();
    }
    return of(smemShape, tv, copy.tilerMN(), side.size(1), matrices ? Grouping.MATRIX_ROWS
        : Grouping.THREAD_VECTORS, Math.max(1, atom.valueBits() / 8), warp, lanes, "the copy");
  }

  /** The plan of a warp reading its MMA operand values, up to 16 bytes per access. */
  static WarpAccessPlan ofOperand(IntTuple smemShape, Layout tv, IntTuple tile, int valueBits,
      int warp) {
    int elementBytes = Math.max(1, valueBits / 8);
    int values = tv.size(1);
    int width = 1;
    while (values % (2 * width) == 0 && 2 * width * elementBytes <= 16) {
      width *= 2;
    }
    return of(smemShape, tv, tile, width, Grouping.THREAD_VECTORS, elementBytes, warp, WARP,
        "the MMA operand");
  }

  private static WarpAccessPlan of(IntTuple smemShape, Layout tv, IntTuple tile, int width,
      Grouping grouping, int elementBytes, int warp, int lanes, String what) {
    int threadCount = tv.size(0);
    int warps = (threadCount + WARP - 1) / WARP;
    if (warp < 0 || warp >= warps) {
      throw new IllegalArgumentException("warp " + warp + " is outside " + what + "'s "
          + threadCount + " threads (warps 0 to " + (warps - 1) + ")");
    }
    int rank = smemShape.rank();
    if (tile.rank() > rank) {
      throw new IllegalArgumentException(what + "'s tile " + tile + " has more modes than the "
          + "shared-memory shape " + smemShape);
    }
    int[] tileSizes = new int[rank];
    int[] smemSizes = new int[rank];
    int repeats = 1;
    for (int i = 0; i < rank; i++) {
      smemSizes[i] = smemShape.get(i).size();
      tileSizes[i] = i < tile.rank() ? tile.get(i).size() : 1;
      if (smemSizes[i] % tileSizes[i] != 0) {
        throw new IllegalArgumentException(what + "'s tile " + tile + " does not divide the "
            + "shared-memory shape " + smemShape + ": mode " + i + " has " + smemSizes[i]
            + " elements, not a multiple of " + tileSizes[i]);
      }
      repeats = Math.multiplyExact(repeats, smemSizes[i] / tileSizes[i]);
    }
    int first = warp * WARP;
    int taking = Math.min(lanes, threadCount - first);
    int[] threads = new int[Math.max(0, taking)];
    for (int l = 0; l < threads.length; l++) {
      threads[l] = first + l;
    }
    int perTile = tv.size(1) / width;
    int[][][] coordinates = new int[repeats * perTile][threads.length][width];
    for (int r = 0; r < repeats; r++) {
      for (int l = 0; l < threads.length; l++) {
        for (int v = 0; v < tv.size(1); v++) {
          int inTile = tv.index(threads[l], v);
          int rest = r;
          int coordinate = 0;
          int scale = 1;
          for (int i = 0; i < rank; i++) {
            int blocks = smemSizes[i] / tileSizes[i];
            coordinate += ((rest % blocks) * tileSizes[i] + inTile % tileSizes[i]) * scale;
            rest /= blocks;
            inTile /= tileSizes[i];
            scale *= smemSizes[i];
          }
          coordinates[r * perTile + v / width][l][v % width] = coordinate;
        }
      }
    }
    return new WarpAccessPlan(grouping, width, elementBytes, threads, coordinates);
  }

  /** Receives each phase: its accesses' threads and byte addresses in {@code [0, count)}. */
  interface PhaseSink {
    void phase(int[] threads, long[] addresses, int count, int bytes);
  }

  /** Per instruction, per taking thread, the element offsets of its values. */
  int[][][] offsets(SwizzledLayout smem) {
    int[][][] offsets = new int[coordinates.length][][];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = new int[threads.length][width];
      for (int l = 0; l < threads.length; l++) {
        for (int v = 0; v < width; v++) {
          offsets[i][l][v] = smem.index(coordinates[i][l][v]);
        }
      }
    }
    return offsets;
  }

  /** The widest power of two up to {@link #width} whose value runs are contiguous and aligned. */
  int vectorWidth(int[][][] offsets) {
    int vector = width;
    for (int[][] instruction : offsets) {
      for (int[] values : instruction) {
        vector = CopyAtom.vectorWidth(values, vector);
        if (vector == 1) {
          return 1;
        }
      }
    }
    return vector;
  }

  /** The phases of the accesses, {@code vector} values each, in the order served. */
  void phases(int[][][] offsets, int vector, PhaseSink sink) {
    int bytes = vector * elementBytes;
    boolean matrices = grouping == Grouping.MATRIX_ROWS;
    int perPhase = matrices ? MATRIX_ROWS : BankPhase.threadsPerPhase(bytes);
    // a matrix row is one phase whatever its width; a thread's narrower accesses follow one another
    int passes = matrices ? 1 : width / vector;
    int pieces = width / vector / passes;
    int[] who = new int[perPhase * pieces];
    long[] where = new long[perPhase * pieces];
    for (int[][] instruction : offsets) {
      for (int pass = 0; pass < passes; pass++) {
        for (int from = 0; from < threads.length; from += perPhase) {
          int count = 0;
          for (int l = from; l < Math.min(from + perPhase, threads.length); l++) {
            for (int piece = 0; piece < pieces; piece++) {
              who[count] = threads[l];
              where[count++] = (long) instruction[l][(pass * pieces + piece) * vector]
                  * elementBytes;
            }
          }
          sink.phase(who, where, count, bytes);
        }
      }
    }
  }
}
