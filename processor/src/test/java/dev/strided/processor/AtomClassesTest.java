package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The classes of {@code @TiledMma} and {@code @TiledCopy}: their runtime values are the ones the
 * runtime builds from the same arguments, and their folded index functions ({@code a}, {@code b},
 * {@code c}, {@code src}, {@code dst}) equal the runtime's thread-value layouts (which the runtime's
 * differential test holds to CuTe C++) on every thread and value; the functions allocate nothing,
 * read no field and call nothing.
 */
class AtomClassesTest {
  private static Compilation compilation;
  private static GeneratedClasses loader;

  @BeforeAll
  static void compile() throws Exception {
    compilation = Compile.withProcessor(JavaFileObjects.forSourceLines("gpu.Gemm",
        "package gpu;",
        "import dev.strided.annotations.TiledCopy;",
        "import dev.strided.annotations.TiledMma;",
        "@TiledMma(name = \"Mma\", atom = \"SM80_16x8x8_F32TF32TF32F32_TN\", atoms = \"(2,2,1)\","
            + " permutation = \"(32,32,8)\")",
        "@TiledMma(name = \"Half\", atom = \"SM80_16x8x16_F32F16F16F32_TN\", atoms = \"(2,2)\","
            + " permutation = \"(32,32,16)\")",
        "@TiledMma(name = \"Gmma\", atom = "
            + "\"SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>\", atoms = \"(2,1,1)\")",
        "@TiledMma(name = \"Fma\", atom = \"UniversalFMA<float>\", atoms = \"(16,8)\")",
        "@TiledCopy(name = \"CopyA\", atom = \"SM80_CP_ASYNC_CACHEALWAYS<uint128_t>\","
            + " type = float.class, threads = \"(32,8):(8,1)\", values = \"(4,1)\")",
        "@TiledCopy(name = \"LdsmA\", atom = \"SM75_U32x4_LDSM_N\", type = float.class,"
            + " forA = \"Mma\")",
        "@TiledCopy(name = \"LdsmB\", atom = \"SM75_U32x2_LDSM_N\", type = char.class,"
            + " forB = \"Half\")",
        "@TiledCopy(name = \"StoreC\", atom = \"UniversalCopy<uint32_t>\", type = float.class,"
            + " forC = \"Fma\")",
        "final class Gemm {}"));
    assertThat(compilation).succeeded();
    loader = new GeneratedClasses(compilation);
  }

  @Test
  void mmaClassesGiveTheRuntimeValueAndItsThreadValueLayouts() throws Exception {
    Map<String, TiledMma> expected = Map.of(
        "Mma", TiledMma.of(MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN"), Layout.parse("(_2,_2,_1)"),
            Tiler.parse("(_32,_32,_8)")),
        "Half", TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"),
            Tiler.parse("(_32,_32,_16)")),
        "Gmma", TiledMma.of(MmaAtom.of("SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,"
            + "GMMA::Major::K>"), Layout.parse("(_2,_1,_1)")),
        "Fma", TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_16,_8)")));
    int compared = 0;
    for (Map.Entry<String, TiledMma> e : expected.entrySet()) {
      Class<?> type = loader.loadClass("gpu." + e.getKey());
      TiledMma value = (TiledMma) type.getMethod("tiledMma").invoke(null);
      assertEquals(e.getValue().toString(), value.toString(), e.getKey());
      assertEquals(e.getValue().size(), type.getField("THREADS").getInt(null));
      compared += sameEverywhere(type, "a", e.getValue().tvLayoutA());
      compared += sameEverywhere(type, "b", e.getValue().tvLayoutB());
      compared += sameEverywhere(type, "c", e.getValue().tvLayoutC());
    }
    System.out.println("AtomClassesTest: " + compared + " (thread, value) pairs of MMAs compared");
  }

  @Test
  void copyClassesGiveTheRuntimeValueAndItsThreadValueLayouts() throws Exception {
    TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN"),
        Layout.parse("(_2,_2,_1)"), Tiler.parse("(_32,_32,_8)"));
    TiledMma half = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"),
        Layout.parse("(_2,_2)"), Tiler.parse("(_32,_32,_16)"));
    TiledMma fma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_16,_8)"));
    Map<String, TiledCopy> expected = Map.of(
        "CopyA", TiledCopy.of(CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 32),
            Layout.parse("(_32,_8):(_8,_1)"), Layout.parse("(_4,_1)")),
        "LdsmA", TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 32), mma),
        "LdsmB", TiledCopy.forB(CopyAtom.of("SM75_U32x2_LDSM_N", 16), half),
        "StoreC", TiledCopy.forC(CopyAtom.of("UniversalCopy<uint32_t>", 32), fma));
    int compared = 0;
    for (Map.Entry<String, TiledCopy> e : expected.entrySet()) {
      Class<?> type = loader.loadClass("gpu." + e.getKey());
      TiledCopy value = (TiledCopy) type.getMethod("tiledCopy").invoke(null);
      assertEquals(e.getValue().toString(), value.toString(), e.getKey());
      compared += sameEverywhere(type, "src", e.getValue().tvLayoutS());
      compared += sameEverywhere(type, "dst", e.getValue().tvLayoutD());
    }
    System.out.println("AtomClassesTest: " + compared + " (thread, value) pairs of copies compared");
  }

  /** Worked by hand from SM80's TF32 A layout, ((4,8),(2,2)):((16,1),(8,64)), tiled 2x2. */
  @Test
  void theSpecExampleByHand() throws Exception {
    Method a = loader.loadClass("gpu.Mma").getMethod("a", int.class, int.class);
    // thread 5 is lane (1,1) of the first atom: A(1,1) of the 32x8 tile, 1 + 1*32
    assertEquals(33, a.invoke(null, 5, 0));
    // value 1 moves 8 rows down
    assertEquals(41, a.invoke(null, 5, 1));
    // thread 32 is the second atom along M: 16 rows down
    assertEquals(16, a.invoke(null, 32, 0));
    // threads (32,8):(8,1) are row-major: thread 1 is column 1 of the 128x8 tile, four rows deep
    Method src = loader.loadClass("gpu.CopyA").getMethod("src", int.class, int.class);
    assertEquals(128, src.invoke(null, 1, 0));
    assertEquals(131, src.invoke(null, 1, 3));
    assertEquals(4, src.invoke(null, 8, 0));
  }

  @Test
  void indexFunctionsAllocateNothingReadNoInstanceFieldAndCallNothing() throws Exception {
    int checked = 0;
    for (Map.Entry<String, byte[]> e :
        KernelBytecode.classFiles(compilation, ".*/gpu/[A-Z]\\w*[.]class").entrySet()) {
      String name = e.getKey().replace(".class", "");
      if (name.equals("Gemm")) {
        continue;
      }
      Class<?> type = loader.loadClass("gpu." + name);
      checked += KernelBytecode.assertKernelSafe(type, e.getValue(), header ->
          header.contains(" static int ") && List.of(" a(", " b(", " c(", " src(", " dst(")
              .stream().anyMatch(header::contains));
    }
    assertEquals(4 * 3 + 4 * 2, checked);
  }

  /** A constant of a class another processor writes in its second round is waited for. */
  @Test
  void aConstantGeneratedInALaterRoundIsWaitedFor() throws Exception {
    Compilation c = com.google.testing.compile.Compiler.javac()
        .withProcessors(new LateSourceProcessor(), new LayoutProcessor())
        .withOptions("--release", "17", "-Xlint:all,-processing", "-Werror")
        .compile(JavaFileObjects.forSourceLines("com.acme.Fmas", "package com.acme;",
            "import dev.strided.annotations.TiledMma;",
            "@TiledMma(name = \"Fma\", atom = \"UniversalFMA<float>\",",
            "    atoms = \"(\" + Sizes.ROWS + \",1)\")", "final class Fmas {}"));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(6, new GeneratedClasses(c).loadClass("com.acme.Fma").getField("THREADS")
        .get(null));
  }

  private static int sameEverywhere(Class<?> type, String method, Layout tv) throws Exception {
    Method m = type.getMethod(method, int.class, int.class);
    int threads = tv.size(0);
    int values = tv.size(1);
    for (int t = 0; t < threads; t++) {
      for (int v = 0; v < values; v++) {
        assertEquals(tv.index(t, v), (int) m.invoke(null, t, v),
            type.getSimpleName() + "." + method + "(" + t + ", " + v + ") of " + tv);
      }
    }
    return threads * values;
  }
}
