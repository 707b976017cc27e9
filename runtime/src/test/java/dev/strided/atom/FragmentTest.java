package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.tensor.DoubleTensor;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IdentityTensor;
import dev.strided.tensor.IntTensor;
import dev.strided.tensor.LongTensor;
import org.junit.jupiter.api.Test;

/**
 * {@code partitionFragmentA/B/C} on every tensor type. The layouts expected here are worked out by
 * hand from CuTe's rule (value mode column-major, the rest ordered as the partition's strides; C
 * column-major); {@link AtomCuteDifferentialTest} compares random cases with CuTe C++ itself.
 */
class FragmentTest {
  private static final TiledMma TF32 = TiledMma.of(MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN"),
      Layout.parse("(_2,_2)"));
  /** Row-major A of two tiles in M and K: thread 5's partition is ((_2,_2),_2,_2):((_128,_4),_512,_8). */
  private static final Layout ROW_MAJOR_A = Layout.parse("(_64,_16):(_16,_1)");
  private static final Layout FRAGMENT_A = Layout.parse("((_2,_2),_2,_2):((_1,_2),_8,_4)");

  @Test
  void theFragmentOfARowMajorAKeepsItsOrderOutsideTheValueMode() {
    assertEquals(Layout.parse("((_2,_2),_2,_2):((_128,_4),_512,_8)"),
        TF32.partitionA(ROW_MAJOR_A, 5), "the partition the fragment is made like");
    assertEquals(FRAGMENT_A, TF32.partitionFragmentA(ROW_MAJOR_A, 5));
  }

  @Test
  void everyNumericTensorTypeGetsANewZeroedTensorOfItsType() {
    FloatTensor f = FloatTensor.allocate(ROW_MAJOR_A);
    f.data()[0] = 7;
    FloatTensor ff = TF32.partitionFragmentA(f, 5);
    assertEquals(FRAGMENT_A, ff.layout());
    assertNotSame(f.data(), ff.data());
    assertEquals(16, ff.data().length);
    assertEquals(0f, ff.get(0));
    assertEquals(FRAGMENT_A, TF32.partitionFragmentA(DoubleTensor.allocate(ROW_MAJOR_A), 5).layout());
    assertEquals(16, TF32.partitionFragmentA(IntTensor.allocate(ROW_MAJOR_A), 5).data().length);
    assertEquals(FRAGMENT_A, TF32.partitionFragmentA(LongTensor.allocate(ROW_MAJOR_A), 5).layout());
  }

  @Test
  void aBroadcastValueModeIsHeldOnce() {
    // UniversalFMA over (2,2) threads: thread 0 holds B's N indices 0 and 2 and both K
    TiledMma fma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"));
    assertEquals(Layout.parse("(_1,_2,_2):(_0,_4,_1)"), fma.partitionB(Layout.parse("(_4,_2):(_2,_1)"), 0));
    assertEquals(Layout.parse("(_1,_2,_2):(_0,_2,_1)"),
        fma.partitionFragmentB(Layout.parse("(_4,_2):(_2,_1)"), 0));
  }

  @Test
  void accumulatorsAreColumnMajorWhateverTheOrderOfC() {
    TiledMma fma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"));
    FloatTensor c = fma.partitionFragmentC(FloatTensor.allocate(Layout.parse("(_4,_4):(_4,_1)")), 3);
    assertEquals(Layout.parse("(_1,_2,_2):(_0,_1,_2)"), c.layout());
  }

  @Test
  void aDynamicPartitionGetsAColumnMajorFragment() {
    assertEquals(Layout.parse("((_2,_2),2,2):((_1,_2),_4,8)"),
        TF32.partitionFragmentA(Layout.parse("(64,16):(16,_1)"), 5));
  }

  @Test
  void aGmmaOperandInSharedMemoryIsThePartitionItself() {
    TiledMma gmma = TiledMma.of(MmaAtom.of("SM90_64x8x16_F32BF16BF16_SS", Major.K, Major.K),
        Layout.parse("_1"));
    FloatTensor a = FloatTensor.allocate(Layout.parse("(_64,_16):(_16,_1)"));
    FloatTensor fragment = gmma.partitionFragmentA(a, 3);
    assertSame(a.data(), fragment.data());
    assertEquals(gmma.partitionA(a, 3).layout(), fragment.layout());
    FloatTensor c = gmma.partitionFragmentC(FloatTensor.allocate(Layout.parse("(_64,_8)")), 3);
    assertNotSame(a.data(), c.data());
    assertEquals(Layout.parse("((_2,_2,_1),_1,_1):((_1,_2,_0),_0,_0)"), c.layout());
  }

  @Test
  void anIdentityTensorHasNoRegisters() {
    String m = assertThrows(IllegalArgumentException.class, () -> TF32.partitionFragmentC(
        IdentityTensor.of(Layout.parse("(_32,_32)").shape()), 0)).getMessage();
    assertTrue(m.startsWith("partitionFragmentC: the tensor is an IdentityTensor: it holds "
        + "coordinates, not values"), m);
  }
}
