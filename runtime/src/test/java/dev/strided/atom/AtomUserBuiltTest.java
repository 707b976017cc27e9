package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Atoms built from CuTe's trait facts ({@link MmaAtom#of(String, IntTuple, Layout, Layout, Layout,
 * Layout, ValueType, ValueType, ValueType, ValueType)}, {@link CopyAtom#of(String, Layout, Layout,
 * Layout, Layout, int)}): every catalogue atom rebuilt from its facts is the same atom, a rebuilt
 * one under another name tiles and partitions as the catalogue's for every thread, and each
 * inconsistent trait is refused with its sentence. The catalogue's facts themselves are CuTe's
 * ({@link AtomCuteDifferentialTest}).
 */
class AtomUserBuiltTest {
  private static final IntTuple MNK = IntTuple.parse("(_8,_8,_4)");
  private static final Layout QUAD_PAIR = Layout.parse("(_4,_2):(_1,_16)");
  private static final Layout COL = Layout.parse("((_4,_2),_4):((_8,_4),_1)");
  private static final Layout C32 = Layout.parse("((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))");
  private static final Layout ROWS = Layout.parse("((_8,_4),_128):((_128,_0),_1)");
  private static final Layout REGS = Layout.parse("(_32,_32):(_32,_1)");
  private static final Layout WARP = Layout.parse("_32:_1");

  private static String message(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  private static MmaAtom rebuilt(MmaAtom atom, String name) {
    MmaAtom built = MmaAtom.of(name, atom.shapeMNK(), atom.thrId(), atom.layoutA(),
        atom.layoutB(), atom.layoutC(), atom.valueTypeD(), atom.valueTypeA(), atom.valueTypeB(),
        atom.valueTypeC());
    built = atom.readsASharedMemory() ? built.withSharedMemory(Operand.A) : built;
    return atom.readsBSharedMemory() ? built.withSharedMemory(Operand.B) : built;
  }

  private static MmaAtom nt(Layout a, Layout b, Layout c) {
    return MmaAtom.of("Mine", MNK, QUAD_PAIR, a, b, c, ValueType.FLOAT, ValueType.HALF_T,
        ValueType.HALF_T, ValueType.FLOAT);
  }

  @Test
  void everyCatalogueAtomRebuiltFromItsFactsIsTheSameAtom() {
    Set<MmaAtom> atoms = new LinkedHashSet<>();
    for (String name : MmaAtom.names()) {
      GmmaCatalogue.Parsed gmma = GmmaCatalogue.parse(name);
      atoms.add(gmma != null && gmma.family().takesMajors() ? MmaAtom.of(name, Major.K, Major.K)
          : MmaAtom.of(name));
    }
    for (MmaAtom atom : atoms) {
      assertEquals(atom, rebuilt(atom, atom.name()), atom.name());
    }
    assertEquals(MmaAtom.names().size() - 2, atoms.size(), "the two UniversalFMA aliases");
  }

  /**
   * Copy atoms rebuilt from the bit layouts of CuTe's {@code Copy_Traits} (copy_traits_sm75.hpp,
   * sm80, sm90, copy_traits.hpp), written here as a user would, at every width they move whole.
   */
  @Test
  void copyAtomsRebuiltFromCuteTraitFactsAreTheCatalogues() {
    Layout u32x4 = Layout.parse("(_32,(_32,_4)):(_32,(_1,_1024))");
    Layout rows32 = Layout.parse("(_32,_128):(_128,_1)");
    Layout u16x8 = Layout.parse("((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))");
    Layout one = Layout.parse("(_1,_32):(_0,_1)");
    Layout one128 = Layout.parse("(_1,_128):(_0,_1)");
    Object[][] facts = {
        {"SM75_U32x1_LDSM_N", WARP, ROWS, REGS, REGS},
        {"SM75_U32x4_LDSM_N", WARP, rows32, u32x4, u32x4},
        {"SM75_U16x8_LDSM_T", WARP, rows32, u16x8, u16x8},
        {"SM90_U32x4_STSM_N", WARP, u32x4, rows32, u32x4},
        {"UniversalCopy<float>", Layout.parse("_1:_0"), one, one, one},
        {"SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>", Layout.parse("_1:_0"), one128, one128, one128}};
    int compared = 0;
    for (Object[] f : facts) {
      String name = (String) f[0];
      for (int bits : new int[] {8, 16, 32, 64, 128}) {
        CopyAtom catalogue;
        try {
          catalogue = CopyAtom.of(name, bits);
        } catch (IllegalArgumentException refused) {
          // a width the instruction does not move whole: refused alike
          assertEquals(refused.getMessage(), message(() -> CopyAtom.of(name, (Layout) f[1],
              (Layout) f[2], (Layout) f[3], (Layout) f[4], bits)));
          continue;
        }
        assertEquals(catalogue, CopyAtom.of(name, (Layout) f[1], (Layout) f[2], (Layout) f[3],
            (Layout) f[4], bits), name + " of " + bits + "b");
        compared++;
      }
    }
    assertEquals(3 + 3 + 2 + 3 + 3 + 5, compared, "the widths each atom moves whole");
  }

  @Test
  void aUserBuiltMmaAtomTilesAndPartitionsAsTheCatalogues() {
    for (String name : List.of("SM70_8x8x4_F32F16F16F32_NT", "SM80_16x8x32_S32U8S8S32_TN",
        "SM90_64x16x32_F16E4M3E5M2_RS_TN", "SM90_64x8x32_F32E5M2E5M2_SS_TN")) {
      MmaAtom catalogue = MmaAtom.of(name);
      MmaAtom mine = rebuilt(catalogue, "Mine");
      boolean sm90 = name.startsWith("SM90");
      Layout atoms = Layout.parse(sm90 ? "(_2,_1)" : "(_2,_2)");
      // the SM70 atom with the M permutation of CuTe's 0t_mma_atom.md
      Tiler permutation = Tiler.parse(name.startsWith("SM70") ? "((_4,_4,_2):(_1,_8,_4),_32,_4)"
          : "(_,_,_)");
      TiledMma theirs = TiledMma.of(catalogue, atoms, permutation);
      TiledMma ours = TiledMma.of(mine, atoms, permutation);
      assertEquals(theirs.tvLayoutA(), ours.tvLayoutA(), name);
      assertEquals(theirs.tvLayoutB(), ours.tvLayoutB(), name);
      assertEquals(theirs.tvLayoutC(), ours.tvLayoutC(), name);
      assertEquals(theirs.thrLayoutVMNK(), ours.thrLayoutVMNK(), name);
      Layout a = Layout.columnMajor(IntTuple.of(IntTuple.ofStatic(2 * theirs.tileSize(0)),
          IntTuple.ofStatic(2 * theirs.tileSize(2))));
      Layout b = Layout.rowMajor(IntTuple.of(IntTuple.ofStatic(theirs.tileSize(1)),
          IntTuple.ofStatic(2 * theirs.tileSize(2))));
      Layout c = Layout.columnMajor(IntTuple.of(IntTuple.ofStatic(theirs.tileSize(0)),
          IntTuple.ofStatic(theirs.tileSize(1))));
      FloatTensor ta = FloatTensor.allocate(a);
      FloatTensor tb = FloatTensor.allocate(b);
      FloatTensor tc = FloatTensor.allocate(c);
      for (int t = 0; t < theirs.size(); t++) {
        String at = name + ", thread " + t;
        assertEquals(theirs.partitionA(a, t), ours.partitionA(a, t), at);
        assertEquals(theirs.partitionB(b, t), ours.partitionB(b, t), at);
        assertEquals(theirs.partitionC(c, t), ours.partitionC(c, t), at);
        assertEquals(theirs.partitionFragmentA(ta, t).layout(),
            ours.partitionFragmentA(ta, t).layout(), at);
        assertEquals(theirs.partitionFragmentB(tb, t).layout(),
            ours.partitionFragmentB(tb, t).layout(), at);
        assertEquals(theirs.partitionFragmentC(tc, t).layout(),
            ours.partitionFragmentC(tc, t).layout(), at);
      }
      if (!sm90) {
        CopyAtom copy = CopyAtom.of("UniversalCopy<half_t>", 16);
        assertEquals(TiledCopy.forA(copy, theirs).tvLayoutS(),
            TiledCopy.forA(copy, ours).tvLayoutS(), name);
        assertEquals(TiledCopy.forC(copy, theirs).tvLayoutD(),
            TiledCopy.forC(copy, ours).tvLayoutD(), name);
      }
    }
  }

  @Test
  void aUserBuiltCopyAtomTilesAndPartitionsAsTheCatalogues() {
    CopyAtom catalogue = CopyAtom.of("SM75_U32x1_LDSM_N", 16);
    CopyAtom mine = CopyAtom.of("MyLdsm", WARP, ROWS, REGS, REGS, 16);
    TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x16_F16F16F16F16_TN"), Layout.parse("(_2,_2)"));
    TiledCopy theirs = TiledCopy.forA(catalogue, mma);
    TiledCopy ours = TiledCopy.forA(mine, mma);
    assertEquals(theirs.tvLayoutS(), ours.tvLayoutS());
    assertEquals(theirs.tvLayoutD(), ours.tvLayoutD());
    assertEquals(theirs.tilerMN(), ours.tilerMN());
    Layout smem = Layout.parse("(_32,_16):(_16,_1)");
    for (int t = 0; t < theirs.size(); t++) {
      assertEquals(theirs.partitionS(smem, t), ours.partitionS(smem, t), "thread " + t);
      assertEquals(theirs.partitionD(smem, t), ours.partitionD(smem, t), "thread " + t);
    }
  }

  @Test
  void javadocExamples() {
    assertEquals(MmaAtom.of("SM70_8x8x4_F32F16F16F32_NT"), MmaAtom.of(
        "SM70_8x8x4_F32F16F16F32_NT", MNK, QUAD_PAIR, COL, COL, C32, ValueType.FLOAT,
        ValueType.HALF_T, ValueType.HALF_T, ValueType.FLOAT));
    MmaAtom ss = MmaAtom.of("SM90_64x8x16_F16F16F16_SS", Major.K, Major.K);
    assertEquals(ss, MmaAtom.of(ss.name(), ss.shapeMNK(), ss.thrId(), ss.layoutA(), ss.layoutB(),
        ss.layoutC(), ValueType.HALF_T, ValueType.HALF_T, ValueType.HALF_T, ValueType.HALF_T)
        .withSharedMemory(Operand.A).withSharedMemory(Operand.B));
    assertEquals(ValueType.HALF_T, MmaAtom.of("SM90_64x64x16_F16F16F16_SS", Major.K, Major.K)
        .valueTypeD());
    assertEquals(ValueType.FLOAT_E4M3_T, MmaAtom.of("SM90_64x64x32_F32E4M3E5M2_SS_TN").valueTypeA());
    assertEquals(ValueType.FLOAT_E5M2_T, MmaAtom.of("SM90_64x64x32_F32E4M3E5M2_SS_TN").valueTypeB());
    assertEquals(ValueType.INT32_T, MmaAtom.of("SM80_16x8x32_S32S8S8S32_TN").valueTypeC());
    assertEquals(ValueType.INT8_T, MmaAtom.of("SM80_16x8x32_S32S8S8S32_TN").valueTypeA());
    assertEquals(8, ValueType.FLOAT_E4M3_T.bits());
    assertEquals(32, ValueType.TFLOAT32_T.bits());
    assertEquals("bfloat16_t", ValueType.BFLOAT16_T.cuteName());
    assertEquals("half_t", ValueType.HALF_T.cuteName());
    CopyAtom x1 = CopyAtom.of("SM75_U32x1_LDSM_N", WARP, ROWS, REGS, REGS, 16);
    assertEquals(CopyAtom.of("SM75_U32x1_LDSM_N", 16), x1);
    assertEquals("((_8,_4),_8):((_8,_0),_1)", x1.srcLayout().toString());
    assertTrue(CopyAtom.names().contains("UniversalCopy<half_t>"));
    assertEquals("((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))",
        GmmaCatalogue.parse("SM90_64x64x32_F16E5M2E4M3_RS_TN").family().atom(64, Major.K, Major.K)
            .layoutA().toString());
  }

  // ---- one test per refusal ----

  @Test
  void anMmaAtomWithoutANameIsRefused() {
    assertEquals("an MMA atom needs the C++ name of its instruction, such as "
        + "SM80_16x8x16_F32F16F16F32_TN", message(() -> MmaAtom.of(" ", MNK, QUAD_PAIR, COL, COL,
            C32, ValueType.FLOAT, ValueType.HALF_T, ValueType.HALF_T, ValueType.FLOAT)));
  }

  @Test
  void aMissingValueTypeIsRefused() {
    assertEquals("the value type of B of Mine is missing: give each of D, A, B and C its "
        + "ValueType, as CuTe's ValTypeD/A/B/C", message(() -> MmaAtom.of("Mine", MNK, QUAD_PAIR,
            COL, COL, C32, ValueType.FLOAT, ValueType.HALF_T, null, ValueType.FLOAT)));
  }

  @Test
  void aShapeNotOfThreeExtentsIsRefused() {
    assertEquals("the shape MNK (_8,_8) of Mine is not three positive extents (M,N,K), such as "
        + "(_16,_8,_16)", message(() -> MmaAtom.of("Mine", IntTuple.parse("(_8,_8)"), QUAD_PAIR,
            COL, COL, C32, ValueType.FLOAT, ValueType.HALF_T, ValueType.HALF_T, ValueType.FLOAT)));
  }

  @Test
  void aThreadIdThatIsNotOneToOneIsRefused() {
    assertEquals("the thread id (_4,_2):(_1,_2) of Mine is not one-to-one: each logical thread of "
        + "the atom must be its own thread index", message(() -> MmaAtom.of("Mine", MNK,
            Layout.parse("(_4,_2):(_1,_2)"), COL, COL, C32, ValueType.FLOAT, ValueType.HALF_T,
            ValueType.HALF_T, ValueType.FLOAT)));
  }

  @Test
  void aLayoutNotOfThreadAndValueIsRefused() {
    assertEquals("the A layout _32:_1 of Mine is not a (thread, value) layout of two modes",
        message(() -> nt(Layout.parse("_32:_1"), COL, C32)));
  }

  @Test
  void aLayoutOfAnotherThreadCountIsRefused() {
    assertEquals("the B layout (_16,_2):(_1,_16) of Mine has 16 threads in its mode 0, but the "
        + "thread id (_4,_2):(_1,_16) has 8", message(() -> nt(COL, Layout.parse("(_16,_2)"), C32)));
  }

  @Test
  void aLayoutOutsideItsTileIsRefused() {
    assertEquals("the A layout (_8,_4):(_1,_9) of Mine maps (thread 5, value 3) to element 32, "
        + "outside its (M,K) = (8,4) tile of 32 elements",
        message(() -> nt(Layout.parse("(_8,_4):(_1,_9)"), COL, C32)));
  }

  @Test
  void aLayoutThatMissesPartOfItsTileIsRefused() {
    assertEquals("the A layout (_8,_2):(_1,_8) of Mine never reaches element 16 of its (M,K) = "
        + "(8,4) tile of 32 elements: every element of the tile must be some thread's value",
        message(() -> MmaAtom.of("Mine", MNK, Layout.parse("_8"), Layout.parse("(_8,_2)"),
            Layout.parse("(_8,_4)"), Layout.parse("(_8,_8)"), ValueType.FLOAT, ValueType.HALF_T,
            ValueType.HALF_T, ValueType.FLOAT)));
  }

  @Test
  void anAccumulatorElementHeldTwiceIsRefused() {
    assertEquals("the C layout (_8,(_8,_2)):(_1,(_8,_0)) of Mine holds element 0 of its (M,N) "
        + "tile twice, at (thread 0, value 0) and (thread 0, value 8): each accumulator element "
        + "belongs to one thread", message(() -> nt(COL, COL, Layout.parse("(_8,(_8,_2)):(_1,(_8,_0))"))));
  }

  @Test
  void sharedMemoryIsRefusedForTheAccumulatorAndForAPartialTile() {
    MmaAtom mine = nt(COL, COL, C32);
    assertEquals("the accumulator C of Mine is held in registers: only A and B are read from "
        + "shared memory", message(() -> mine.withSharedMemory(Operand.C)));
    assertEquals("the A layout ((_4,_2),_4):((_8,_4),_1) of Mine gives a thread 4 values, not "
        + "the whole (M,K) tile of 32 elements a GMMA descriptor reads: write CuTe's "
        + "GMMA::ABLayout, (_128,(MN,K)):(_0,(_1,MN))", message(() -> mine.withSharedMemory(Operand.A)));
  }

  @Test
  void aCopyAtomWithoutANameIsRefused() {
    assertEquals("a copy atom needs the C++ name of its instruction, such as "
        + "UniversalCopy<uint32_t>", message(() -> CopyAtom.of(null, WARP, ROWS, REGS, REGS, 16)));
  }

  @Test
  void aCopyThreadIdThatIsNotOneToOneIsRefused() {
    assertEquals("the thread id _32:_0 of MyLdsm is not one-to-one: each logical thread of the "
        + "atom must be its own thread index",
        message(() -> CopyAtom.of("MyLdsm", Layout.parse("_32:_0"), ROWS, REGS, REGS, 16)));
  }

  @Test
  void aCopySideOfAnotherThreadCountIsRefused() {
    assertEquals("the destination layout (_16,_64):(_64,_1) of MyLdsm has 16 threads in its mode "
        + "0, but the thread id _32:_1 has 32", message(() -> CopyAtom.of("MyLdsm", WARP, ROWS,
            Layout.parse("(_16,_64):(_64,_1)"), REGS, 16)));
  }

  @Test
  void aCopySideOutsideTheSourceTileIsRefused() {
    assertEquals("the destination layout (_32,_64):(_64,_1) of MyLdsm maps (thread 16, value 0) "
        + "to bit 1024, outside the 1024-bit tile its source covers", message(() -> CopyAtom.of(
            "MyLdsm", WARP, ROWS, Layout.parse("(_32,_64):(_64,_1)"), REGS, 16)));
  }

  @Test
  void aCopySideThatMissesPartOfTheTileIsRefused() {
    assertEquals("the destination layout (_32,_16):(_32,_1) of MyLdsm never reaches bit 16 of "
        + "the 1024-bit tile its source covers: every bit of the tile must be some thread's value",
        message(() -> CopyAtom.of("MyLdsm", WARP, ROWS, Layout.parse("(_32,_16):(_32,_1)"), REGS,
            16)));
  }

  @Test
  void aReferenceThatIsNotOneToOneIsRefused() {
    assertEquals("the reference layout ((_8,_4),_128):((_128,_0),_1) of MyLdsm holds bit 0 of the "
        + "tile twice, at (thread 0, value 0) and (thread 8, value 0): TiledCopy inverts the "
        + "reference, so each bit must be one (thread, value)",
        message(() -> CopyAtom.of("MyLdsm", WARP, ROWS, REGS, ROWS, 16)));
  }

  @Test
  void aValueWidthACopyDoesNotTakeIsRefused() {
    assertEquals("a copy atom's values are 8, 16, 32, 64 or 128 bits wide, not 12",
        message(() -> CopyAtom.of("MyLdsm", WARP, ROWS, REGS, REGS, 12)));
    assertEquals("MyLdsm moves 32 bits per thread on its destination side, not a whole number of "
        + "64-bit values; use values of at most 32 bits, or a wider copy",
        message(() -> CopyAtom.of("MyLdsm", WARP, ROWS, REGS, REGS, 64)));
  }
}
