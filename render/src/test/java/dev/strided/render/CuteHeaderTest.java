package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The C++ text of {@link CuteHeader}; the processor's and the CLI's tests compile it with CuTe. */
class CuteHeaderTest {
  @Test
  void staticLayoutInAPackage() {
    CuteHeader h = CuteHeader.of("com.acme.Tile", Layout.parse("(_2,(_3,_4)):(_1,(_2,_6))"),
        "made by hand\n\nsecond paragraph");
    assertEquals("cute/com/acme/Tile.hpp", h.path());
    assertEquals("""
        // made by hand
        //
        // second paragraph
        #pragma once

        #include <cute/layout.hpp>

        namespace com::acme {

        CUTE_HOST_DEVICE constexpr auto Tile() {
          return cute::make_layout(
              cute::make_shape(cute::Int<2>{}, cute::make_shape(cute::Int<3>{}, cute::Int<4>{})),
              cute::make_stride(cute::Int<1>{}, cute::make_stride(cute::Int<2>{}, cute::Int<6>{})));
        }

        using Tile_t = decltype(Tile());

        }  // namespace com::acme
        """, h.text());
  }

  @Test
  void runtimeValuesAreIntLiteralsAndGetNoTypeAlias() {
    String text = CuteHeader.of("Flat", Layout.parse("8:-2"), "x").text();
    assertTrue(text.contains("CUTE_HOST_DEVICE constexpr auto Flat() {\n"
        + "  return cute::make_layout(\n      8,\n      -2);\n}\n"), text);
    assertFalse(text.contains("namespace"), text);
    assertFalse(text.contains("using"), text);
  }

  @Test
  void productsOfNamesAndWideLeaves() {
    CuteTuple shape = CuteTuple.tuple(List.of(
        CuteTuple.leaf(new CuteTuple.Int(1, List.of("M"), false, false)),
        CuteTuple.leaf(new CuteTuple.Int(2, List.of("M", "N"), false, true)),
        CuteTuple.leaf(new CuteTuple.Int(5_000_000_000L, List.of(), true, false))));
    CuteTuple stride = CuteTuple.tuple(List.of(
        CuteTuple.leaf(new CuteTuple.Int(-1, List.of("N"), false, false)),
        CuteTuple.leaf(new CuteTuple.Int(-1, List.of("N"), false, true)),
        CuteTuple.leaf(new CuteTuple.Int(Integer.MIN_VALUE, List.of(), false, false))));
    String text = new CuteHeader("k.L", List.of("M", "N"), null, shape, stride, "c").text();
    assertTrue(text.contains("auto L(int M, int N) {\n  return cute::make_layout(\n"
        + "      cute::make_shape(M, cute::int64_t(2) * M * N, "
        + "cute::C<cute::int64_t(5000000000)>{}),\n"
        + "      cute::make_stride(-N, -cute::int64_t(N), (-2147483647 - 1)));\n}\n"), text);
  }

  @Test
  void aSwizzledLayoutIsCutesComposedLayout() {
    String text = CuteHeader.of("k.Smem",
        SwizzledLayout.parse("Sw<3,4,3> o _0 o (_8,_64):(_64,_1)"), "c").text();
    assertTrue(text.contains("#include <cute/layout.hpp>\n#include <cute/swizzle_layout.hpp>\n"),
        text);
    assertTrue(text.contains("""
        CUTE_HOST_DEVICE constexpr auto Smem() {
          return cute::make_composed_layout(cute::Swizzle<3,4,3>{}, cute::Int<0>{},
              cute::make_layout(
                  cute::make_shape(cute::Int<8>{}, cute::Int<64>{}),
                  cute::make_stride(cute::Int<64>{}, cute::Int<1>{})));
        }

        using Smem_t = decltype(Smem());
        """), text);
    String dynamicOffset = CuteHeader.of("k.S", SwizzledLayout.parse("Sw<1,0,1> o 3 o _4:_1"),
        "c").text();
    assertTrue(dynamicOffset.contains("cute::Swizzle<1,0,1>{}, 3,\n"), dynamicOffset);
    assertFalse(dynamicOffset.contains("using"), dynamicOffset);
  }

  @Test
  void cppKeywordsAndCuteCannotBeNames() {
    assertTrue(CuteHeader.isReserved("union"));
    assertTrue(CuteHeader.isReserved("cute"));
    assertFalse(CuteHeader.isReserved("M"));
    CuteTuple one = CuteTuple.leaf(new CuteTuple.Int(1, List.of("auto"), false, false));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new CuteHeader("k.L", List.of("auto"), null, one, one, "c"));
    assertEquals("\"auto\" in k.L[auto] cannot be a C++ name in a CuTe header: it is a C++ "
        + "keyword or cute, CuTe's namespace", e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> CuteHeader.of("dev.cute.L", Layout.parse("_1:_0"), "c"));
    assertThrows(IllegalArgumentException.class,
        () -> CuteHeader.of("k.L", Layout.parse("_1:_0"), "a \\ b"));
    assertThrows(IllegalArgumentException.class,
        () -> new CuteTuple.Int(2, List.of("M"), true, false));
  }
}
