package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * {@code tile_to_shape(block, target, order)} by enumeration, on seeded random compact blocks
 * (every offset in {@code [0, size)} once, in a random mode order), random repeats and a random
 * order of distinct ranks: mode i of the result is the block's mode i then its repeats, and the
 * offset at block coordinate b and repeat coordinate r is {@code block(b) + size(block) · R(r)},
 * where R walks the repeats in the given order — R's stride for mode j is the product of the
 * repeats of the modes of smaller order — as CuTe's {@code blocked_product} with
 * {@code make_ordered_layout} defines it for a compact block.
 */
class TileToShapeLawTest {
  @Test
  void eachOffsetIsTheBlocksPlusItsSizeTimesTheOrderedRepeat() {
    long seed = System.nanoTime();
    Random r = new Random(seed);
    for (int trial = 0; trial < 300; trial++) {
      int blockRank = 1 + r.nextInt(3);
      int rank = blockRank + r.nextInt(2);
      int[] block = new int[rank];
      int[] repeats = new int[rank];
      for (int i = 0; i < rank; i++) {
        block[i] = i < blockRank ? 1 + r.nextInt(4) : 1;
        repeats[i] = 1 + r.nextInt(3);
      }
      int blockSize = product(block, rank);
      Layout a = compact(block, blockRank, r);
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        order.add(i + 1);
      }
      Collections.shuffle(order, r);
      String target = tuple(rank, i -> "_" + block[i] * repeats[i]);
      Layout tiled = a.tileToShape(IntTuple.parse(target), IntTuple.parse(tuple(rank,
          i -> "_" + order.get(i))));
      String id = "seed " + seed + ": tile_to_shape(" + a + ", " + target + ", " + order + ")";
      int[] repeatStride = new int[rank];
      for (int j = 0; j < rank; j++) {
        repeatStride[j] = 1;
        for (int k = 0; k < rank; k++) {
          repeatStride[j] *= order.get(k) < order.get(j) ? repeats[k] : 1;
        }
      }
      int size = blockSize * product(repeats, rank);
      assertEquals(size, tiled.size(), id);
      for (int x = 0, rest; x < size; x++) {
        rest = x;
        int blockIndex = 0;
        int blockScale = 1;
        int repeatOffset = 0;
        for (int i = 0; i < rank; i++) {  // colex over the modes, each mode (block_i, repeats_i)
          int c = rest % (block[i] * repeats[i]);
          rest /= block[i] * repeats[i];
          blockIndex += (c % block[i]) * blockScale;
          blockScale *= block[i];
          repeatOffset += (c / block[i]) * repeatStride[i];
        }
        assertEquals(a.index(blockIndex) + blockSize * repeatOffset, tiled.index(x), id + " at " + x);
      }
    }
  }

  /** A layout of the given mode extents whose strides visit [0, size) once, modes in random order. */
  private static Layout compact(int[] extents, int rank, Random r) {
    List<Integer> modes = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      modes.add(i);
    }
    Collections.shuffle(modes, r);
    int[] strides = new int[rank];
    int stride = 1;
    for (int m : modes) {
      strides[m] = stride;
      stride *= extents[m];
    }
    return Layout.parse(tuple(rank, i -> "_" + extents[i]) + ":" + tuple(rank, i -> "_" + strides[i]));
  }

  private static int product(int[] values, int rank) {
    int p = 1;
    for (int i = 0; i < rank; i++) {
      p *= values[i];
    }
    return p;
  }

  private static String tuple(int rank, IntFunction<String> entry) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      parts.add(entry.apply(i));
    }
    return "(" + String.join(",", parts) + ")";
  }
}
