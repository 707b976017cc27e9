package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * The shared-memory bank conflicts of one warp's accesses to a tile: every phase the hardware
 * serves, the worst one with its threads and byte addresses, and the vector width each thread gets.
 *
 * <p>The model. Shared memory has 32 banks of 4-byte words; the word at byte {@code a} lies in bank
 * {@code (a / 4) mod 32} (CUDA C++ Programming Guide, "Shared Memory" under Compute Capabilities
 * 5.x and later). A warp instruction is served in phases: with {@code v} bytes per thread, one
 * phase of 32 threads for {@code v <= 4}, two of 16 threads for {@code v = 8}, four of 8 threads for
 * {@code v = 16} (NVIDIA's accounts of 64- and 128-bit shared accesses: a phase moves at most 128
 * bytes). {@code ldmatrix}/{@code stmatrix} {@code .x1/.x2/.x4} move one 8 x 16-byte matrix per
 * phase, its 8 row addresses given by threads 0-7, 8-15, 16-23, 24-31 (PTX ISA, "ldmatrix"). A
 * phase costs as many wavefronts as the most distinct words one bank must serve (Nsight Compute's
 * shared-memory wavefronts); threads asking for the same word share it. The ideal is one wavefront
 * per 32 distinct words.
 *
 * <p>Each thread moves, per instruction, the atom's width in values of its smem side (16 bytes for
 * {@code cp.async} of {@code uint128_t}, one 16-byte row for {@code ldmatrix}); the element size is
 * the copy's value type. When a thread's values in one instruction are not contiguous and aligned
 * in shared memory, the access narrows to the widest power of two that is ({@link #vectorWidth()},
 * by {@link CopyAtom#vectorWidth(int[], int)}),
 * and the warp makes more, narrower accesses (CuTe would refuse to vectorize such a copy). The whole
 * shared-memory tile is covered: the copy's tile repeated over it, every instruction in turn.
 *
 * <p>Left out: the 64-bit bank mode of compute capability 3.x; the Tensor Memory Accelerator's
 * writes (a TMA box is written by the async proxy, not by threads) and GMMA's descriptor reads;
 * conflicts between warps (each warp is served on its own); any merging of phases the hardware may
 * do beyond the rules above; addresses past 2^31 elements.
 *
 * <pre>{@code
 * TiledCopy column = TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32),
 *     Layout.parse("(_32,_1)"), Layout.parse("(_1,_1)"));
 * BankConflicts.of(Layout.parse("(_32,_32):(_32,_1)"), column, 0).worstPhase().wavefronts();  // 32
 * BankConflicts.of(Layout.parse("(_32,_32):(_33,_1)"), column, 0).worstPhase().wavefronts();  // 1
 * }</pre>
 */
public final class BankConflicts {
  private final List<BankPhase> phases;
  private final int vectorWidth;
  private final int fullWidth;

  private BankConflicts(List<BankPhase> phases, int vectorWidth, int fullWidth) {
    this.phases = List.copyOf(phases);
    this.vectorWidth = vectorWidth;
    this.fullWidth = fullWidth;
  }

  /**
   * Warp {@code warp}'s accesses when {@code copy} reads or writes the shared-memory tile
   * {@code smem}: the source side for {@code ldmatrix} and {@code UniversalCopy}, the destination
   * for {@code stmatrix} and {@code cp.async}.
   *
   * <pre>{@code BankConflicts.of(Layout.parse("(_32,_32):(_32,_1)"), column, 0).totalWavefronts();
   * // 1024: 32 columns, each read 32-way (column of the class example)}</pre>
   *
   * @param smem {@code (m, n, ...) -> } element offset; its modes are multiples of the copy's tile
   * @param copy the tiled copy; its value type gives the element size
   * @param warp the warp, from 0 to {@code copy.size() / 32} rounded up, less one
   * @return the warp's phases over the whole tile
   * @throws IllegalArgumentException if an argument is null, the warp is out of range or the
   *     copy's tile does not divide the layout's shape
   */
  public static BankConflicts of(Layout smem, TiledCopy copy, int warp) {
    return of(swizzled(smem), copy, warp);
  }

  /**
   * As {@link #of(Layout, TiledCopy, int)}, on a swizzled layout.
   *
   * <pre>{@code BankConflicts.of(SwizzledLayout.derive("tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64))"),
   *     TiledCopy.of(CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16),
   *         Layout.parse("(_16,_8):(_8,_1)"), Layout.parse("(_1,_8)")), 0).worstPhase().wavefronts();  // 1}</pre>
   *
   * @throws IllegalArgumentException as {@link #of(Layout, TiledCopy, int)}
   */
  public static BankConflicts of(SwizzledLayout smem, TiledCopy copy, int warp) {
    if (smem == null || copy == null) {
      throw new IllegalArgumentException("BankConflicts.of needs a shared-memory layout and a tiled"
          + " copy, got " + smem + " and " + (copy == null ? null : copy.atom().name()));
    }
    return analyse(smem, WarpAccessPlan.ofCopy(smem.shape(), copy, warp));
  }

  /**
   * Warp {@code warp}'s read of its {@code operand} values of {@code mma} from the shared-memory
   * tile {@code smem}, as CuTe's {@code copy(thr_mma.partition_A(sA), fragment)} makes it: each
   * thread's values of one MMA tile in their order, vectorized up to 16 bytes where they are
   * contiguous.
   *
   * <pre>{@code TiledMma fma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_16,_16,_1)"));
   * BankConflicts.ofOperand(Layout.parse("(_128,_8)"), fma, Operand.A, 32, 0).worstPhase().wavefronts();
   * // 1: 16 consecutive floats, the other half-warp reads the same words}</pre>
   *
   * @param smem {@code (m, k, ...)} for A, {@code (n, k, ...)} for B, {@code (m, n, ...)} for C
   * @param mma the tiled MMA
   * @param operand which operand
   * @param valueBits the bits of the operand's element type: 8, 16, 32 or 64
   * @param warp the warp
   * @return the warp's phases over the whole tile
   * @throws IllegalArgumentException if an argument is null or out of range, the operand is read
   *     by the tensor core from a GMMA descriptor, or the MMA's tile does not divide the shape
   */
  public static BankConflicts ofOperand(SwizzledLayout smem, TiledMma mma, Operand operand,
      int valueBits, int warp) {
    if (smem == null || mma == null || operand == null) {
      throw new IllegalArgumentException("BankConflicts.ofOperand needs a shared-memory layout, a "
          + "tiled MMA and an operand, got " + smem + ", " + mma + " and " + operand);
    }
    if (valueBits != 8 && valueBits != 16 && valueBits != 32 && valueBits != 64) {
      throw new IllegalArgumentException("an MMA operand's elements are 8, 16, 32 or 64 bits, not "
          + valueBits);
    }
    MmaAtom atom = mma.atom();
    if (operand == Operand.A && atom.readsASharedMemory()
        || operand == Operand.B && atom.readsBSharedMemory()) {
      throw new IllegalArgumentException(atom.name() + " reads " + operand + " from shared memory"
          + " through a GMMA descriptor, not with its threads; the bank model covers warp"
          + " accesses only");
    }
    Layout tv = switch (operand) {
      case A -> mma.tvLayoutA();
      case B -> mma.tvLayoutB();
      case C -> mma.tvLayoutC();
    };
    IntTuple tile = IntTuple.of(IntTuple.ofStatic(mma.tileSize(operand.row)),
        IntTuple.ofStatic(mma.tileSize(operand.column)));
    return analyse(smem, WarpAccessPlan.ofOperand(smem.shape(), tv, tile, valueBits, warp));
  }

  /**
   * As {@link #ofOperand(SwizzledLayout, TiledMma, Operand, int, int)}, on a plain layout.
   *
   * <pre>{@code BankConflicts.ofOperand(Layout.parse("(_128,_8)"), fma, Operand.B, 32, 1);   // fma as above}</pre>
   *
   * @throws IllegalArgumentException as the swizzled form
   */
  public static BankConflicts ofOperand(Layout smem, TiledMma mma, Operand operand, int valueBits,
      int warp) {
    return ofOperand(swizzled(smem), mma, operand, valueBits, warp);
  }

  /**
   * CuTe's {@code smem_for} idea: the shared-memory layout of shape {@code tileShape} on which every
   * copy vectorizes at its full width and that then costs the fewest wavefronts, all warps of all
   * copies summed; {@link SmemChoice} says what was tried and what decided.
   *
   * <pre>{@code
   * TiledCopy cpAsync = TiledCopy.of(CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16),
   *     Layout.parse("(_16,_8):(_8,_1)"), Layout.parse("(_1,_8)"));
   * TiledCopy ldsm = TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16), TiledMma.of(
   *     MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"), Tiler.parse("(_32,_32,_16)")));
   * SmemChoice c = BankConflicts.smemFor(IntTuple.parse("(_64,_64)"), cpAsync, ldsm);
   * c.layout();   // Sw<3,3,3> o _0 o ((_8,_8),(_64,_1)):((_64,_512),(_1,_0)), conflict-free
   * }</pre>
   *
   * @param tileShape the tile, rank 2 or more (modes past the second are stages)
   * @param copies the copies that write and read the tile, of one value type
   * @return the choice
   * @throws IllegalArgumentException if no copy is given, the copies' value types differ, or no
   *     candidate lets every copy vectorize at its full width
   */
  public static SmemChoice smemFor(IntTuple tileShape, TiledCopy... copies) {
    return SmemCandidates.choose(tileShape, copies);
  }

  static BankConflicts analyse(SwizzledLayout smem, WarpAccessPlan plan) {
    int[][][] offsets = plan.offsets(smem);
    int vector = plan.vectorWidth(offsets);
    List<BankPhase> phases = new ArrayList<>();
    plan.phases(offsets, vector, (threads, addresses, count, bytes) -> {
      List<Integer> t = new ArrayList<>();
      List<Long> a = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        t.add(threads[i]);
        a.add(addresses[i]);
      }
      phases.add(new BankPhase(t, a, bytes));
    });
    return new BankConflicts(phases, vector, plan.width);
  }

  private static SwizzledLayout swizzled(Layout smem) {
    if (smem == null) {
      throw new IllegalArgumentException("the shared-memory layout must not be null");
    }
    return new Swizzle(0, 0, 0).compose(smem);
  }

  /**
   * Every phase in the order served.
   *
   * <pre>{@code BankConflicts.of(Layout.parse("(_32,_32):(_32,_1)"), column, 0).phases().size();   // 32}</pre>
   */
  public List<BankPhase> phases() {
    return phases;
  }

  /**
   * The wavefronts of each phase, in the order served.
   *
   * <pre>{@code BankConflicts.of(Layout.parse("(_32,_32):(_33,_1)"), column, 0).wavefrontsPerPhase();
   * // 32 times 1}</pre>
   */
  public List<Integer> wavefrontsPerPhase() {
    return phases.stream().map(BankPhase::wavefronts).toList();
  }

  /**
   * The first phase with the most wavefronts: its threads and byte addresses.
   *
   * <pre>{@code BankConflicts.of(Layout.parse("(_32,_32):(_32,_1)"), column, 0).worstPhase().addresses();
   * // [0, 128, 256, ..., 3968]: all in bank 0}</pre>
   */
  public BankPhase worstPhase() {
    BankPhase worst = phases.get(0);
    for (BankPhase p : phases) {
      if (p.wavefronts() > worst.wavefronts()) {
        worst = p;
      }
    }
    return worst;
  }

  /**
   * The values each thread moves per access: the atom's width ({@link #fullWidth()}) when the
   * layout keeps every thread's values of an instruction contiguous and aligned, else less.
   *
   * <pre>{@code BankConflicts.of(Layout.parse("(_64,_64):(_1,_64)"), TiledCopy.of(
   *     CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16), Layout.parse("(_16,_8):(_8,_1)"),
   *     Layout.parse("(_1,_8)")), 0).vectorWidth();   // 1: the 8 values of a thread lie 64 apart}</pre>
   */
  public int vectorWidth() {
    return vectorWidth;
  }

  /**
   * The atom's width in values per thread and instruction.
   *
   * <pre>{@code BankConflicts.of(Layout.parse("(_64,_64):(_1,_64)"), TiledCopy.of(
   *     CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16), Layout.parse("(_16,_8):(_8,_1)"),
   *     Layout.parse("(_1,_8)")), 0).fullWidth();   // 8: 16 bytes of 16-bit values}</pre>
   */
  public int fullWidth() {
    return fullWidth;
  }

  /**
   * The wavefronts of all phases.
   *
   * <pre>{@code BankConflicts.of(Layout.parse("(_32,_32):(_32,_1)"), column, 0).totalWavefronts();   // 1024}</pre>
   */
  public int totalWavefronts() {
    return phases.stream().mapToInt(BankPhase::wavefronts).sum();
  }

  /**
   * The fewest wavefronts the same words could take: per phase, its distinct words over 32 banks.
   *
   * <pre>{@code BankConflicts.of(Layout.parse("(_32,_32):(_32,_1)"), column, 0).idealWavefronts();   // 32}</pre>
   */
  public int idealWavefronts() {
    return phases.stream().mapToInt(BankPhase::idealWavefronts).sum();
  }

  /** {@code "32-way: 1024 wavefronts (ideal 32), 1 of 1 values per access; worst phase ..."}. */
  @Override
  public String toString() {
    return worstPhase().wavefronts() + "-way: " + totalWavefronts() + " wavefronts (ideal "
        + idealWavefronts() + "), " + vectorWidth + " of " + fullWidth + " values per access; "
        + "worst phase " + worstPhase();
  }
}
