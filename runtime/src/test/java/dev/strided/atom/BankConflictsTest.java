package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * {@link BankConflicts} on cases whose answers are known: the textbook ones (a column of a 32 x 32
 * float tile, the same tile padded by one, 8-byte accesses, a 128-byte swizzle under
 * {@code ldmatrix}) and the shared-memory tiles of CUTLASS's {@code sgemm_sm80.cu} tutorial, each
 * expected value reasoned in its comment; then one test per refused input.
 */
class BankConflictsTest {
  private static final TiledCopy COLUMN = copy("UniversalCopy<uint32_t>", 32, "(_32,_1)", "(_1,_1)");

  @Test
  void aColumnOfA32By32FloatTileIs32Way() {
    // thread t reads (t, j) at byte 128 t + 4 j: all 32 words in bank j
    BankConflicts c = BankConflicts.of(Layout.parse("(_32,_32):(_32,_1)"), COLUMN, 0);
    assertEquals(Collections.nCopies(32, 32), c.wavefrontsPerPhase());
    assertEquals(1024, c.totalWavefronts());
    assertEquals(32, c.idealWavefronts());
    assertEquals(IntStream.range(0, 32).boxed().toList(), c.worstPhase().threads());
    assertEquals(IntStream.range(0, 32).mapToObj(t -> 128L * t).toList(),
        c.worstPhase().addresses());
    assertEquals(List.of(0L, 32L, 64L), c.worstPhase().words(0).subList(0, 3));
  }

  @Test
  void paddedByOneTheColumnIsConflictFree() {
    // byte 132 t + 4 j: word 33 t + j, bank (t + j) mod 32, one word per bank
    BankConflicts c = BankConflicts.of(Layout.parse("(_32,_32):(_33,_1)"), COLUMN, 0);
    assertEquals(Collections.nCopies(32, 1), c.wavefrontsPerPhase());
    assertEquals(c.idealWavefronts(), c.totalWavefronts());
    TiledCopy row = copy("UniversalCopy<uint32_t>", 32, "(_1,_32)", "(_1,_1)");
    assertEquals(32, BankConflicts.of(Layout.parse("(_32,_32):(_32,_1)"), row, 0).totalWavefronts());
  }

  @Test
  void eightByteValuesAreServedAsTwoHalfWarps() {
    // doubles down a column of (32,16):(16,1): thread t at byte 128 t, words 32 t and 32 t + 1;
    // each half-warp's 16 threads put 16 distinct words in each of banks 0 and 1
    TiledCopy column = copy("UniversalCopy<uint64_t>", 64, "(_32,_1)", "(_1,_1)");
    BankConflicts c = BankConflicts.of(Layout.parse("(_32,_16):(_16,_1)"), column, 0);
    assertEquals(Collections.nCopies(32, 16), c.wavefrontsPerPhase());
    assertEquals(IntStream.range(0, 16).boxed().toList(), c.worstPhase().threads());
    assertEquals(32, c.idealWavefronts());
  }

  @Test
  void a128ByteSwizzleUnderLdmatrixX4IsConflictFree() {
    TiledCopy ldsm = TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16), TiledMma.of(
        MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"),
        Tiler.parse("(_32,_32,_16)")));
    SwizzledLayout swizzled = SwizzledLayout.derive(
        "tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64))");
    for (int warp = 0; warp < 4; warp++) {
      // each warp reads half of A's 64 x 64 halves, 4096 bytes: 32 phases of 8 rows x 16 bytes
      BankConflicts c = BankConflicts.of(swizzled, ldsm, warp);
      assertEquals(Collections.nCopies(32, 1), c.wavefrontsPerPhase(), "warp " + warp);
      assertEquals(8, c.vectorWidth());
      assertEquals(8, c.worstPhase().threads().size());
      // without the swizzle a matrix's 8 rows lie 128 bytes apart, all in the same 4 banks
      BankConflicts plain = BankConflicts.of(Layout.parse("(_64,_64):(_64,_1)"), ldsm, warp);
      assertEquals(Collections.nCopies(32, 8), plain.wavefrontsPerPhase(), "warp " + warp);
    }
  }

  @Test
  void theHalfPrecisionTutorialsSwizzledTileIsConflictFreeForItsTwoCopies() {
    // sgemm_sm80.cu, gemm_tn for half_t: "Swizzles for LDSM and 128b k-major loads"
    SwizzledLayout sA = SwizzledLayout.derive(
        "tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_128,_64))");
    TiledCopy copyA = copy("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16, "(_16,_8):(_8,_1)",
        "(_1,_8)");
    TiledCopy s2rA = TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16), TiledMma.of(
        MmaAtom.of("SM80_16x8x16_F16F16F16F16_TN"), Layout.parse("(_2,_2)"),
        Tiler.parse("(_32,_32,_16)")));
    Layout unswizzled = Layout.derive("tile_to_shape((_8,(_8,_8)):(_8,(_1,_64)), (_128,_64))");
    for (int warp = 0; warp < 4; warp++) {
      for (TiledCopy copy : List.of(copyA, s2rA)) {
        BankConflicts c = BankConflicts.of(sA, copy, warp);
        assertEquals(1, c.worstPhase().wavefronts(), copy.atom().name() + ", warp " + warp);
        assertEquals(8, c.vectorWidth());
      }
      // unswizzled, the 8 threads writing one m's 8 chunks of k land 128 bytes apart: 8-way;
      // ldmatrix's 8 rows m = 0..7 of one chunk are 16 bytes apart: still conflict-free
      assertEquals(8, BankConflicts.of(unswizzled, copyA, warp).worstPhase().wavefronts());
      assertEquals(1, BankConflicts.of(unswizzled, s2rA, warp).worstPhase().wavefronts());
    }
  }

  @Test
  void aStageModeRepeatsEveryPhasePerStage() {
    // sgemm_sm80.cu's sA has 3 pipeline stages; the atom's 4096-element period keeps each stage's
    // banks those of stage 0
    SwizzledLayout staged = SwizzledLayout.derive(
        "tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_128,_64,_3))");
    SwizzledLayout single = SwizzledLayout.derive(
        "tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_128,_64))");
    TiledCopy copyA = copy("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16, "(_16,_8):(_8,_1)",
        "(_1,_8)");
    BankConflicts three = BankConflicts.of(staged, copyA, 2);
    BankConflicts one = BankConflicts.of(single, copyA, 2);
    assertEquals(3 * one.phases().size(), three.phases().size());
    assertEquals(3 * one.totalWavefronts(), three.totalWavefronts());
    long stage = 128 * 64 * 2;
    assertEquals(one.phases().get(5).addresses().stream().map(a -> a + 2 * stage).toList(),
        three.phases().get(2 * one.phases().size() + 5).addresses());
  }

  @Test
  void theSingleTutorialsTilesAndTheirConflicts() {
    // gemm_nt: sA (128,8) m-major, 256 threads x 4 floats along m; a warp writes 512 bytes in
    // 4 phases of 8 threads, each phase 128 consecutive bytes
    TiledCopy nt = copy("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 32, "(_32,_8)", "(_4,_1)");
    BankConflicts write = BankConflicts.of(Layout.parse("(_128,_8)"), nt, 1);
    assertEquals(Collections.nCopies(4, 1), write.wavefrontsPerPhase());
    assertEquals(4, write.vectorWidth());
    // the 16x16 UniversalFMA's tile holds one value of A per thread, A(t mod 16, 0), repeated over
    // the (128,8) tile: 16 consecutive words, the other half-warp reads the same
    TiledMma fma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_16,_16,_1)"));
    BankConflicts read = BankConflicts.ofOperand(Layout.parse("(_128,_8)"), fma, Operand.A, 32, 0);
    assertEquals(1, read.worstPhase().wavefronts());
    assertEquals(1, read.vectorWidth());
    assertEquals(1, read.fullWidth());
    assertEquals(8 * 8, read.phases().size());
    assertEquals(read.worstPhase().addresses().subList(0, 16),
        read.worstPhase().addresses().subList(16, 32));
    // gemm_tn: thread 8 m + k writes (m, k) to word m + 129 k, bank m + k: banks 3..7 four times
    TiledCopy tn = copy("SM80_CP_ASYNC_CACHEALWAYS<uint32_t>", 32, "(_32,_8):(_8,_1)", "(_1,_1)");
    assertEquals(4, BankConflicts.of(Layout.parse("(_128,_8):(_1,_129)"), tn, 0).worstPhase()
        .wavefronts());
    // without the padding, bank m: the 8 k of each m in one bank
    assertEquals(8, BankConflicts.of(Layout.parse("(_128,_8):(_1,_128)"), tn, 0).worstPhase()
        .wavefronts());
    assertEquals(1, BankConflicts.ofOperand(Layout.parse("(_128,_8):(_1,_129)"), fma, Operand.A,
        32, 3).worstPhase().wavefronts());
  }

  @Test
  void aCopyThatCannotVectorizeNarrowsItsAccesses() {
    // 8 halves along mode 1 of a column-major tile: 64 elements apart, 2-byte accesses
    TiledCopy k = copy("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16, "(_16,_8):(_8,_1)", "(_1,_8)");
    BankConflicts c = BankConflicts.of(Layout.parse("(_64,_64):(_1,_64)"), k, 0);
    assertEquals(1, c.vectorWidth());
    assertEquals(8, c.fullWidth());
    assertEquals(2, c.worstPhase().accessBytes());
    assertEquals(32, c.worstPhase().threads().size());
    // the copy's (16,64) tile 4 times over the (64,64) tile; each 8-value instruction becomes 8
    // passes of the whole warp
    assertEquals(4 * 8, c.phases().size());
  }

  @Test
  void aThreadsVectorIsTheWidestAlignedContiguousRunLength() {
    assertEquals(4, CopyAtom.vectorWidth(new int[] {8, 9, 10, 11, 32, 33, 34, 35}, 4));
    // 2 to 5 is contiguous but starts off a multiple of 4: two runs of 2
    assertEquals(2, CopyAtom.vectorWidth(new int[] {2, 3, 4, 5}, 4));
    // 3 before 2: no run of 2 is in order
    assertEquals(1, CopyAtom.vectorWidth(new int[] {0, 1, 3, 2}, 4));
    // the second instruction's run breaks the width for all
    assertEquals(2, CopyAtom.vectorWidth(new int[] {0, 1, 2, 3, 6, 7, 8, 9}, 4));
  }

  @Test
  void theSideInSharedMemoryFollowsTheInstruction() {
    for (String reads : new String[] {"SM75_U32x4_LDSM_N", "SM75_U16x8_LDSM_T",
        "UniversalCopy<uint32_t>"}) {
      CopyAtom atom = CopyAtom.of(reads, 16);
      assertTrue(atom.readsSharedMemory(), reads);
      assertEquals(atom.srcLayout(), atom.smemLayout(), reads);
    }
    for (String writes : new String[] {"SM80_CP_ASYNC_CACHEALWAYS<uint128_t>",
        "SM90_U32x4_STSM_N"}) {
      CopyAtom atom = CopyAtom.of(writes, 16);
      assertFalse(atom.readsSharedMemory(), writes);
      assertEquals(atom.dstLayout(), atom.smemLayout(), writes);
    }
    // 16 bytes of halves per thread and instruction: ldmatrix's row, cp.async's uint128_t
    assertEquals(8, CopyAtom.of("SM75_U32x4_LDSM_N", 16).smemLayout().size(1));
    assertEquals(8, CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16).smemLayout().size(1));
  }

  @Test
  void aWarpOutsideTheCopyIsRefused() {
    TiledCopy nt = copy("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 32, "(_32,_8)", "(_4,_1)");
    String m = assertThrows(IllegalArgumentException.class,
        () -> BankConflicts.of(Layout.parse("(_128,_8)"), nt, 8)).getMessage();
    assertTrue(m.contains("warp 8") && m.contains("256 threads (warps 0 to 7)"), m);
  }

  @Test
  void aTileThatDoesNotDivideTheLayoutIsRefused() {
    String m = assertThrows(IllegalArgumentException.class,
        () -> BankConflicts.of(Layout.parse("(_48,_32)"), COLUMN, 0)).getMessage();
    assertTrue(m.contains("mode 0 has 48 elements, not a multiple of 32"), m);
  }

  @Test
  void nullsAreRefused() {
    String m = assertThrows(IllegalArgumentException.class,
        () -> BankConflicts.of((Layout) null, COLUMN, 0)).getMessage();
    assertTrue(m.contains("shared-memory layout must not be null"), m);
    m = assertThrows(IllegalArgumentException.class,
        () -> BankConflicts.of(Layout.parse("(_32,_32)"), null, 0)).getMessage();
    assertTrue(m.contains("needs a shared-memory layout and a tiled copy"), m);
  }

  @Test
  void aGmmaOperandReadThroughADescriptorIsRefused() {
    TiledMma gmma = TiledMma.of(MmaAtom.of("SM90_64x64x16_F32F16F16_SS", Major.K, Major.K),
        Layout.parse("(_1,_1,_1)"));
    String m = assertThrows(IllegalArgumentException.class, () -> BankConflicts.ofOperand(
        Layout.parse("(_64,_16):(_16,_1)"), gmma, Operand.B, 16, 0)).getMessage();
    assertTrue(m.contains("reads B from shared memory through a GMMA descriptor"), m);
  }

  @Test
  void anOperandElementWidthOutsideTheTypesIsRefused() {
    TiledMma fma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_16,_16,_1)"));
    String m = assertThrows(IllegalArgumentException.class, () -> BankConflicts.ofOperand(
        Layout.parse("(_128,_8)"), fma, Operand.A, 12, 0)).getMessage();
    assertTrue(m.contains("8, 16, 32 or 64 bits, not 12"), m);
  }

  @Test
  void aPhaseWithoutOneAddressPerThreadOrWithAnOddWidthIsRefused() {
    String m = assertThrows(IllegalArgumentException.class,
        () -> new BankPhase(List.of(0, 1), List.of(0L), 4)).getMessage();
    assertTrue(m.contains("2 threads and 1 addresses"), m);
    m = assertThrows(IllegalArgumentException.class,
        () -> new BankPhase(List.of(0), List.of(0L), 3)).getMessage();
    assertTrue(m.contains("1, 2, 4, 8 or 16 bytes per thread, not 3"), m);
    m = assertThrows(IllegalArgumentException.class,
        () -> new BankPhase(List.of(0), List.of(0L), 4).words(32)).getMessage();
    assertTrue(m.contains("bank 32 is not one of the 32 banks"), m);
  }

  private static TiledCopy copy(String atom, int bits, String threads, String values) {
    return TiledCopy.of(CopyAtom.of(atom, bits), Layout.parse(threads), Layout.parse(values));
  }
}
