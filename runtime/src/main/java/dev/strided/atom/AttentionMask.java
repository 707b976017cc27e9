package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.IdentityTensor;
import java.util.List;

/**
 * Which scores of attention's S = Q·Kᵀ a kernel keeps: key columns past the key length are
 * dropped (ragged tiles), and with a causal mask so is every key after the query's position.
 * Query rows past the query length are not masked: their scores are computed and never stored,
 * and leaving them unmasked keeps their row maximum finite.
 *
 * <pre>{@code
 * AttentionMask mask = new AttentionMask(100, 300, AttentionMask.Causal.BOTTOM_RIGHT);
 * mask.keeps(0, 200);                   // true — row 0 sees keys up to 0 + 300 - 100
 * mask.keeps(0, 201);                   // false
 * mask.tile(64, 128, 0, 1);             // PARTIAL — keys 128 to 255 cross the diagonal
 * mask.tile(64, 128, 0, 0);             // FULL
 * }</pre>
 *
 * @param queryLength the query sequence length Lq, at least 1
 * @param keyLength the key and value sequence length Lk, at least 1
 * @param causal which causal mask, if any
 */
public record AttentionMask(int queryLength, int keyLength, Causal causal) {

  /** The causal alignment when the lengths differ. */
  public enum Causal {
    /** No causal mask: every key below the key length. */
    NONE,
    /** Row m keeps keys {@code n <= m} (PyTorch's {@code is_causal=True}). */
    TOP_LEFT,
    /** Row m keeps keys {@code n <= m + Lk - Lq}: the last query sees every key (FlashAttention 2.1+). */
    BOTTOM_RIGHT
  }

  /** What a tile of S needs. */
  public enum TileKind {
    /** Every score of the tile's rows below the query length is kept: no mask to apply. */
    FULL,
    /** Some are kept and some are not: apply the per-value predicate. */
    PARTIAL,
    /** None is kept (or the tile has no row below the query length): skip the tile. */
    EMPTY
  }

  /**
   * Checks the lengths.
   *
   * @throws IllegalArgumentException if a length is below 1 or {@code causal} is null
   */
  public AttentionMask {
    if (queryLength < 1 || keyLength < 1 || causal == null) {
      throw new IllegalArgumentException("an attention mask needs lengths of at least 1 and a "
          + "causal kind, got Lq = " + queryLength + ", Lk = " + keyLength + ", " + causal);
    }
  }

  /**
   * Whether the score of query row {@code m} and key column {@code n} is kept.
   *
   * <pre>{@code new AttentionMask(4, 4, AttentionMask.Causal.TOP_LEFT).keeps(1, 2);   // false}</pre>
   */
  public boolean keeps(int m, int n) {
    if (n >= keyLength) {
      return false;
    }
    return switch (causal) {
      case NONE -> true;
      case TOP_LEFT -> n <= m;
      case BOTTOM_RIGHT -> n <= m + keyLength - queryLength;
    };
  }

  /**
   * The kind of tile {@code (mBlock, nBlock)} of {@code tileM x tileN} scores; {@link #keeps}
   * grows with m and falls with n, so its corners decide.
   *
   * <pre>{@code new AttentionMask(128, 128, AttentionMask.Causal.TOP_LEFT).tile(64, 64, 0, 1);   // EMPTY}</pre>
   *
   * @throws IllegalArgumentException if a tile extent is below 1 or a block is negative
   */
  public TileKind tile(int tileM, int tileN, int mBlock, int nBlock) {
    if (tileM < 1 || tileN < 1 || mBlock < 0 || nBlock < 0) {
      throw new IllegalArgumentException("a tile needs extents of at least 1 and blocks of at "
          + "least 0, got " + tileM + "x" + tileN + " at (" + mBlock + "," + nBlock + ")");
    }
    long first = (long) mBlock * tileM;
    if (first >= queryLength) {
      return TileKind.EMPTY;
    }
    int m0 = (int) first;
    int m1 = (int) Math.min(queryLength - 1L, first + tileM - 1);
    long n0 = (long) nBlock * tileN;
    long n1 = n0 + tileN - 1;
    if (n0 >= keyLength || !keeps(m1, (int) n0)) {
      return TileKind.EMPTY;
    }
    return n1 < keyLength && keeps(m0, (int) n1) ? TileKind.FULL : TileKind.PARTIAL;
  }

  /**
   * Thread {@code thread}'s predicate per accumulator register for tile {@code (mBlock, nBlock)}
   * of S, the tile being {@code mma}'s {@code (tileSize(0), tileSize(1))}: the coordinates of
   * {@code mma.partitionC} of the local tile of the identity tensor of {@code (Lq, Lk)}, in the
   * register order of {@code partitionFragmentC}, each tested by {@link #keeps}.
   *
   * <pre>{@code
   * TiledMma s = TiledMma.of(MmaAtom.of("SM90_64x64x16_F32BF16BF16_SS", Major.K, Major.K), Layout.parse("_1"));
   * new AttentionMask(64, 60, AttentionMask.Causal.NONE).predicates(s, 0, 0, 3).get(31);   // false — key 63
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code mma} is null, a block is negative or the thread
   *     is out of range
   */
  public List<Boolean> predicates(TiledMma mma, int mBlock, int nBlock, int thread) {
    if (mma == null || mBlock < 0 || nBlock < 0 || thread < 0 || thread >= mma.size()) {
      throw new IllegalArgumentException("predicates needs a tiled MMA, blocks of at least 0 and "
          + "a thread below its size, got " + (mma == null ? null : mma.size() + " threads")
          + ", (" + mBlock + "," + nBlock + "), thread " + thread);
    }
    IntTuple tile = Registers.tile(mma.tileSize(0), mma.tileSize(1));
    IdentityTensor scores = IdentityTensor.of(IntTuple.of(IntTuple.of(queryLength),
        IntTuple.of(keyLength))).localTile(Tiler.parse(tile.toString()),
            IntTuple.of(IntTuple.of(mBlock), IntTuple.of(nBlock)));
    IdentityTensor mine = mma.partitionC(scores, thread);
    Layout registers = mma.partitionFragmentC(Layout.columnMajor(tile), thread);
    Boolean[] kept = new Boolean[registers.cosize()];
    for (int x = 0; x < registers.size(); x++) {
      List<IntTuple> mn = ((IntTuple.Tuple) mine.get(x)).elements();
      kept[registers.index(x)] = keeps(mn.get(0).size(), mn.get(1).size());
    }
    return List.of(kept);
  }
}
