package dev.strided.atom;

import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * The accumulator of one tiled MMA reused, in registers, as the A operand of a second one that
 * reads A from registers (a GMMA {@code _RS}): attention's P = softmax(S) fed to O += P·V. The
 * first MMA's {@code (M,N)} tile of C is the second's {@code (M,K)} tile of A, K-tiled by the
 * second's K. Each thread's C registers and A registers are computed element by element from
 * {@code partitionC} and {@code partitionA} of that tile, and the answer is one of:
 * <ul>
 *   <li>{@link Relabeling}: every thread holds in A exactly the elements it holds in C, by the
 *       same register map in every thread — converting the values (FP32 to the A type) and
 *       renaming the registers is all it takes (FlashAttention-3's {@code
 *       convert_layout_acc_Aregs} for 16-bit P);
 *   <li>{@link Exchange}: some A value lives in another lane of the same warp (8-bit P: a GMMA
 *       reads 4 consecutive K per lane where the accumulator gives 2); the exact source lane and
 *       C register of every A register.
 * </ul>
 * Where the tiles cannot be matched, or a value would have to cross warps, it is refused.
 *
 * <pre>{@code
 * TiledMma s = TiledMma.of(MmaAtom.of("SM90_64x128x16_F32BF16BF16_SS", Major.K, Major.K), Layout.parse("_1"));
 * TiledMma o = TiledMma.of(MmaAtom.of("SM90_64x64x16_F32BF16BF16_RS", Major.K, Major.MN), Layout.parse("_1"));
 * AccumulatorAsA.Relabeling p = (AccumulatorAsA.Relabeling) AccumulatorAsA.of(s, o);
 * p.cToA();    // _64:_1 — register v of C is register v of A
 * p.aView();   // ((_2,_2,_2),_1,_8):((_1,_2,_4),_0,_8) — A's fragment over C's registers
 * }</pre>
 */
public sealed interface AccumulatorAsA permits AccumulatorAsA.Relabeling, AccumulatorAsA.Exchange {

  /**
   * How {@code second} reads {@code first}'s accumulator as its A.
   *
   * <pre>{@code AccumulatorAsA.of(s, o) instanceof AccumulatorAsA.Relabeling;   // true, s and o of the class example}</pre>
   *
   * @param first the MMA whose accumulator ({@code (tileSize(0), tileSize(1))}) is reused
   * @param second the MMA that reads it as A, from registers
   * @return the relabeling, or the exchange where lanes must trade values
   * @throws IllegalArgumentException if an MMA is null, {@code second} reads A from shared memory,
   *     the thread counts or M tiles differ, {@code second}'s K tile does not divide
   *     {@code first}'s N tile, or a value would have to move between warps
   */
  static AccumulatorAsA of(TiledMma first, TiledMma second) {
    return AccumulatorMatch.of(first, second);
  }

  /**
   * A per-thread renaming of registers, the same in every thread.
   *
   * <pre>{@code p.cToA().index(5);   // 5 — p of the class example}</pre>
   *
   * @param cToA C-fragment index (the first MMA's {@code partitionFragmentC} shape, column-major)
   *     to A-fragment index (the second's {@code partitionFragmentA}), a bijection
   * @param aView the second MMA's A-fragment shape to the C-fragment index that holds each value:
   *     a C fragment viewed through it is the A fragment, as CUTLASS writes
   *     {@code make_tensor(acc.data(), aView)}
   */
  record Relabeling(Layout cToA, Layout aView) implements AccumulatorAsA {}

  /**
   * Lanes of a warp trade values: A register {@code j} of thread {@code t} is C register
   * {@code sourceValue(t, j)} of thread {@code sourceThread(t, j)}.
   *
   * <pre>{@code
   * TiledMma s8 = TiledMma.of(MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_SS_TN"), Layout.parse("_1"));
   * TiledMma o8 = TiledMma.of(MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_RS_TN"), Layout.parse("_1"));
   * AccumulatorAsA.Exchange x = (AccumulatorAsA.Exchange) AccumulatorAsA.of(s8, o8);
   * x.sourceThread(1, 0);   // 2 — thread 1's first A value, K = 4, is thread 2's column 4
   * x.laneXors();           // [0, 1, 2, 3]
   * }</pre>
   *
   * @param threads the threads
   * @param aValues the A registers per thread
   * @param sources per thread then A register, {@code sourceThread * cValues + sourceValue}
   * @param cValues the C registers per thread
   * @param laneXors the distinct {@code t ^ sourceThread(t, j)}, ascending
   */
  record Exchange(int threads, int aValues, List<Integer> sources, int cValues,
      List<Integer> laneXors) implements AccumulatorAsA {
    /** Copies the lists. */
    public Exchange {
      sources = List.copyOf(sources);
      laneXors = List.copyOf(laneXors);
    }

    /**
     * The lane that holds thread {@code t}'s A register {@code j} in its accumulator.
     *
     * <pre>{@code x.sourceThread(0, 4);   // 0 — x of the record example}</pre>
     *
     * @throws IllegalArgumentException if {@code t} or {@code j} is out of range
     */
    public int sourceThread(int t, int j) {
      return source(t, j) / cValues;
    }

    /**
     * The C register of {@link #sourceThread} that holds it.
     *
     * <pre>{@code x.sourceValue(1, 0);   // 0 — x of the record example}</pre>
     *
     * @throws IllegalArgumentException if {@code t} or {@code j} is out of range
     */
    public int sourceValue(int t, int j) {
      return source(t, j) % cValues;
    }

    private int source(int t, int j) {
      if (t < 0 || t >= threads || j < 0 || j >= aValues) {
        throw new IllegalArgumentException("thread " + t + ", A register " + j + " is outside the "
            + threads + " threads of " + aValues + " A registers");
      }
      return sources.get(t * aValues + j);
    }

    static List<Integer> xors(int threads, int aValues, List<Integer> sources, int cValues) {
      List<Integer> xors = new ArrayList<>();
      for (int i = 0; i < sources.size(); i++) {
        int x = (i / aValues) ^ (sources.get(i) / cValues);
        if (!xors.contains(x)) {
          xors.add(x);
        }
      }
      xors.sort(null);
      return xors;
    }
  }
}
