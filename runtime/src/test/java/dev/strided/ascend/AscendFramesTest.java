package dev.strided.ascend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Ascend C's frame formats by name in {@link Layout#derive}: the values of issue 48 and SPEC 11. */
class AscendFramesTest {
  /** The derived layout without CuTe's static marks, as the issue prints it. */
  private static String derived(String expression) {
    return Layout.derive(expression).toString().replace("_", "");
  }

  @ParameterizedTest(name = "{0} is {1}")
  @CsvSource(delimiter = '=', value = {
      "ND<half_t>(3,5) = (3,5):(5,1)",
      "DN<half_t>(3,5) = (3,5):(1,3)",
      "NDExt<float>(3,5) = ((1,3),(1,5)):((0,5),(0,1))",
      "DNExt<float>(3,5) = ((1,3),(1,5)):((0,1),(0,3))",
      "NZ<half_t>(32,64) = ((16,2),(16,4)):((16,256),(1,512))",
      "NZ<int8_t>(32,64) = ((16,2),(32,2)):((32,512),(1,1024))",
      "ZN<float>(20,20) = ((8,3),(16,2)):((1,256),(8,128))",
      "ZZ<half_t>(32,64) = ((16,2),(16,4)):((16,1024),(1,256))",
      "NN(16,32) = ((2,8),(16,2)):((1,32),(2,256))",
      "NN<fp8_e8m0_t>(16,32) = ((2,8),(16,2)):((1,32),(2,256))",
      // C0: 32 bytes over the element's size; 16 with no type; as given when given
      "NZ<bfloat16_t>(32,64) = ((16,2),(16,4)):((16,256),(1,512))",
      "NZ(32,64) = ((16,2),(16,4)):((16,256),(1,512))",
      "ZN(20,20) = ((16,2),(16,2)):((1,512),(16,256))",
      "NZ<float,16>(32,64) = ((16,2),(16,4)):((16,256),(1,512))",
      // CATLASS's names for the same layouts
      "zN<half_t>(32,64) = ((16,2),(16,4)):((16,256),(1,512))",
      "nZ<float>(20,20) = ((8,3),(16,2)):((1,256),(8,128))",
      "zZ<half_t>(32,64) = ((16,2),(16,4)):((16,1024),(1,256))",
      "nN<fp8_e8m0_t,2>(16,32) = ((2,8),(16,2)):((1,32),(2,256))",
      "L0C<float>(32,64) = ((16,2),(16,4)):((16,256),(1,512))",
      "L0C<int8_t>(32,64) = ((16,2),(16,4)):((16,256),(1,512))",
      "PaddingRowMajor(5,70,4,32) = ((4,2),(32,3)):((32,384),(1,128))",
      "PaddingColumnMajor(5,70,4,32) = ((4,2),(32,3)):((1,128),(4,256))"})
  void formatsByName(String expression, String expected) {
    assertEquals(expected, derived(expression));
  }

  @Test
  void nzHalf32x64IndicesAndCapacity() {
    Layout nz = Layout.derive("NZ<half_t>(32,64)");
    assertEquals(788, nz.index(17, 20));
    assertEquals(788, nz.index(IntTuple.parse("((1,1),(4,1))")));
    assertEquals(2048, nz.capacity());
  }

  @Test
  void nzInt8IndexAndZnFloatCapacity() {
    assertEquals(1576, Layout.derive("NZ<int8_t>(32,64)").index(17, 40));
    assertEquals(768, Layout.derive("ZN<float>(20,20)").capacity());
  }

  @Test
  void staticExtentsGiveAStaticLayoutInsideAnExpression() {
    assertEquals("((_16,_2),(_16,_4)):((_16,_256),(_1,_512))",
        Layout.derive("NZ<half_t>(_32,_64)").toString());
    assertEquals("(_16,_2):(_16,_256)",
        Layout.derive("get(NZ< half_t , 16 >( _32 , _64 ), _0)").toString());
  }

  @Test
  void raggedExtentsRoundUp() {
    // FRACTAL = 16, C0 = 16: 20 rows are 2 blocks padded to al16(20) = 32, 20 columns 2 blocks
    assertEquals("((16,2),(16,2)):((16,256),(1,512))", derived("NZ<half_t>(20,20)"));
    assertEquals("((16,2),(16,2)):((16,512),(1,256))", derived("ZZ<half_t>(20,20)"));
  }

  @Test
  void errorsNameTheLibraryAndTheInput() {
    NotationException odd = assertThrows(NotationException.class,
        () -> Layout.derive("NN(15,32)"));
    assertTrue(odd.getMessage().contains("Te's NN (C0 = 2): m = 15 is not a multiple of C0 = 2"),
        odd.getMessage());
    NotationException zero = assertThrows(NotationException.class,
        () -> Layout.derive("zN<half_t>(0,64)"));
    assertTrue(zero.getMessage().contains("CATLASS's zN<half_t> (Te's NZ, C0 = 16): the extent 0 "
        + "is not positive"), zero.getMessage());
    NotationException type = assertThrows(NotationException.class,
        () -> Layout.derive("NZ<double>(32,64)"));
    assertTrue(type.getMessage().contains("'double' is not an element type NZ knows"),
        type.getMessage());
    NotationException arity = assertThrows(NotationException.class,
        () -> Layout.derive("NZ<half_t>(32)"));
    assertTrue(arity.getMessage().contains("Te's NZ<half_t> (C0 = 16) takes 2 extents (m, n), "
        + "not 1"), arity.getMessage());
    NotationException tuple = assertThrows(NotationException.class,
        () -> Layout.derive("ND<float>((2,3),4)"));
    assertTrue(tuple.getMessage().contains("Te's ND<float> takes integers or names, not (2,3)"),
        tuple.getMessage());
  }
}
