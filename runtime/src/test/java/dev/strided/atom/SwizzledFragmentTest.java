package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import org.junit.jupiter.api.Test;

/**
 * Register fragments of swizzled shared memory (issue 44): CuTe folds a {@code composition(Swizzle,
 * layout)} into the strides when it slices a thread's partition, and makes the fragment like that
 * fold. Expected layouts are CuTe's: the text and g++ runs of the tutorials' setups, and
 * seeded random swizzled tiles compiled against CuTe here.
 */
class SwizzledFragmentTest {
  private static final TiledMma SM80 = TiledMma.of(MmaAtom.of("SM80_16x8x16_F16F16F16F16_TN"),
      Layout.parse("(_2,_2)"), Tiler.parse("(_32,_32,_16)"));

  /** sgemm_sm80.cu's sA and sB: Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)) tiled to (128,64,3). */
  private static FloatTensor sgemmSm80Smem() {
    return FloatTensor.of(new float[128 * 64 * 3], 0, SwizzledLayout.derive(
        "tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_128,_64,_3))"));
  }

  @Test
  void theSm80TutorialsFragmentsAndRetilesAreCutes() {
    FloatTensor smem = sgemmSm80Smem();
    FloatTensor stage = smem.slice("(_,_,0)");
    FloatTensor a = SM80.partitionFragmentA(stage, 37);
    FloatTensor b = SM80.partitionFragmentB(stage, 37);
    assertEquals(Layout.parse("((_2,_2,_2),_4,(_2,_2)):((_1,_2,_4),_8,(_32,_64))"), a.layout());
    assertEquals(Layout.parse("((_2,_2),_8,(_2,_2)):((_1,_2),_4,(_32,_64))"), b.layout());
    CopyAtom ldsm = CopyAtom.of("SM75_U32x4_LDSM_N", 16);
    assertEquals(Layout.parse("((_8,_1),_4,_4):((_1,_0),_8,_32)"),
        TiledCopy.forA(ldsm, SM80).retileD(a).layout());
    assertEquals(Layout.parse("((_8,_1),_4,_4):((_1,_0),_8,_32)"),
        TiledCopy.forB(ldsm, SM80).retileD(b).layout());
  }

  @Test
  void theSm90TutorialsRegisterOperandFollowsWhereCuteKeepsTheSwizzle() {
    // wgmma_sm90.cu's smem with an RS atom, thread 37 (g++): CuTe's composition(Swizzle<3,3,3>, ...)
    // folds, its GMMA atom (a swizzle of the pointer) does not; the plain layout gives that one
    TiledMma rs = TiledMma.of(MmaAtom.of("SM90_64x64x16_F32F16F16_RS", Major.K, Major.K),
        Layout.parse("_1"));
    SwizzledLayout sA = SwizzledLayout.derive(
        "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_128,_64,_3))");
    FloatTensor stage = FloatTensor.of(new float[128 * 64 * 3], 0, sA).slice("(_,_,0)");
    assertEquals(Layout.parse("((_2,_2,_2),_2,(_2,_2)):((_1,_2,_4),_8,(_16,_32))"),
        rs.partitionFragmentA(stage, 37).layout());
    assertEquals(Layout.parse("((_2,_2,_2),_2,_4):((_1,_2,_4),_32,_8)"),
        rs.partitionFragmentA(stage.swizzledLayout().layout(), 37));
    assertEquals(Layout.parse("((_2,_2,_2),_2,_4):((_1,_512,_8),_4096,_16)"),
        rs.partitionA(stage, 37).swizzledLayout().layout());
  }
}
