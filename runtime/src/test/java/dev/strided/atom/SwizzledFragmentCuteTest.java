package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.tensor.FloatTensor;
import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded random swizzled shared-memory tiles against CuTe C++ (g++ against the shared headers): a
 * {@code composition(Swizzle<B,M,S>, atom)} tiled to A, B and C tiles, a random register-operand
 * TiledMMA and thread; the thread's {@code partition_fragment_A/B/C} and the {@code retile_D} of
 * A's fragment for a {@code make_tiled_copy_A} must print as CuTe's. The sgemm_sm80.cu tiles (the
 * whole pipelined sB too) run every time. A fixed seed runs every time and a second one changes per
 * run ({@code -Dstrided.swizzle.seed=N} replays it).
 */
class SwizzledFragmentCuteTest {
  private static final long FIXED_SEED = 20260444L;
  private static final int CASES_PER_SEED = Integer.getInteger("strided.swizzle.cases", 12);
  private static final String[][] ATOMS = {
      {"SM80_16x8x16_F16F16F16F16_TN", "16"}, {"SM80_16x8x16_F32F16F16F32_TN", "16"},
      {"SM80_16x8x8_F32TF32TF32F32_TN", "32"}, {"UniversalFMA<float>", "32"}};
  private static final String[] ATOM_LAYOUTS = {"(_1,_1)", "(_2,_2)", "(_2,_1)", "(_1,_2)", "(_4,_1)"};

  /** One case: the Java lines, the C++ function body that prints CuTe's. */
  private record Case(String description, List<String> java, String cxx) {}

  @Test
  void swizzledFragmentsAndRetilesAgreeWithCuteCxx() throws Exception {
    long varying = Long.getLong("strided.swizzle.seed", System.currentTimeMillis());
    System.out.println("CuTe swizzled-fragment test: seeds " + FIXED_SEED + " (fixed) and "
        + varying + " (replay with -Dstrided.swizzle.seed=" + varying + ")");
    List<Case> cases = new ArrayList<>();
    cases.add(tutorial());
    for (long seed : new long[] {FIXED_SEED, varying}) {
      Random r = new Random(seed);
      for (int i = 0; i < CASES_PER_SEED; i++) {
        cases.add(random(r));
      }
    }
    StringBuilder source = new StringBuilder(AtomCxx.INCLUDES)
        .append("static float fbuf[3 * 128 * 128]; static half_t hbuf[3 * 128 * 128];\n");
    for (int k = 0; k < cases.size(); k++) {
      source.append("static void c").append(k).append("(int t) {\n").append(cases.get(k).cxx())
          .append("}\n");
    }
    source.append("int main(int argc, char**) {\n");
    for (int k = 0; k < cases.size(); k++) {
      source.append("  printf(\"@@\\n\"); c").append(k).append("(argc - 1 + ")
          .append(thread(cases.get(k))).append(");\n");
    }
    source.append("}\n");
    String output;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      output = gpp.outputsOf(List.of(source.toString()), List.of()).get(0);
    }
    String[] printed = output.split("@@\n", -1);
    assertEquals(cases.size() + 1, printed.length, output);
    List<String> failures = new ArrayList<>();
    for (int k = 0; k < cases.size(); k++) {
      String java = String.join("\n", cases.get(k).java()) + "\n";
      if (!java.equals(printed[k + 1])) {
        failures.add(cases.get(k).description() + "\n  Strided:\n" + java + "  CuTe C++:\n"
            + printed[k + 1]);
      }
    }
    System.out.println("CuTe swizzled-fragment test: " + cases.size() + " cases, "
        + (cases.size() - failures.size()) + " equal");
    assertTrue(failures.isEmpty(), failures.size() + " disagreements (seeds " + FIXED_SEED + ", "
        + varying + "):\n" + String.join("\n", failures.subList(0, Math.min(3, failures.size()))));
  }

  private static int thread(Case c) {
    return Integer.parseInt(c.description().replaceAll(".*thread (\\d+).*", "$1"));
  }

  /** sgemm_sm80.cu: the whole (128,64,3) sB, so the pipe mode is partitioned too. */
  private static Case tutorial() {
    TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x16_F16F16F16F16_TN"), Layout.parse("(_2,_2)"),
        dev.strided.Tiler.parse("(_32,_32,_16)"));
    String atom = "Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64))";
    SwizzledLayout smem = SwizzledLayout.derive("tile_to_shape(" + atom + ", (_128,_64,_3))");
    FloatTensor sB = FloatTensor.of(new float[smem.size()], 0, smem);
    List<String> java = List.of(mma.partitionFragmentB(sB, 37).layout().toString(),
        mma.partitionFragmentB(smem, 37).toString());
    String cxx = "  auto l = tile_to_shape(composition(Swizzle<3,3,3>{}, Layout<Shape<_8,Shape<_8,_8>>,"
        + " Stride<_8,Stride<_1,_64>>>{}), make_shape(_128{}, _64{}, _3{}));\n"
        + "  auto mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2>>{},"
        + " Tile<_32,_32,_16>{});\n"
        + "  auto f = mma.get_slice(t).partition_fragment_B(make_tensor(make_smem_ptr(hbuf), l));\n"
        + "  print(f.layout()); printf(\"\\n\"); print(f.layout()); printf(\"\\n\");\n";
    return new Case("sgemm_sm80.cu's sB (128,64,3), thread 37", java, cxx);
  }

  private static Case random(Random r) {
    String[] atomAndBits = ATOMS[r.nextInt(ATOMS.length)];
    String atomLayout = ATOM_LAYOUTS[r.nextInt(ATOM_LAYOUTS.length)];
    TiledMma mma = TiledMma.of(MmaAtom.of(atomAndBits[0]), Layout.parse(atomLayout));
    int bits = Integer.parseInt(atomAndBits[1]);
    int b = 1 + r.nextInt(3);
    int m = r.nextInt(4);
    int s = b + r.nextInt(4 - b);
    int w = 8 << r.nextInt(3);
    boolean kMajor = r.nextBoolean();
    String atom = kMajor ? "(_8,_" + w + "):(_" + w + ",_1)" : "(_" + w + ",_8):(_1,_" + w + ")";
    String cxxAtom = kMajor ? "Layout<Shape<_8,Int<" + w + ">>, Stride<Int<" + w + ">,_1>>{}"
        : "Layout<Shape<Int<" + w + ">,_8>, Stride<_1,Int<" + w + ">>>{}";
    int mt = 64 << r.nextInt(2);
    int nt = 64 << r.nextInt(2);
    int kt = 32 << r.nextInt(2);
    int thread = r.nextInt(mma.size());
    TiledCopy copy = TiledCopy.forA(CopyAtom.of("UniversalCopy<uint32_t>", bits), mma);
    FloatTensor a = tensor(b, m, s, atom, mt, kt);
    FloatTensor fa = mma.partitionFragmentA(a, thread);
    List<String> java = List.of(fa.layout().toString(),
        mma.partitionFragmentB(tensor(b, m, s, atom, nt, kt), thread).layout().toString(),
        mma.partitionFragmentC(tensor(b, m, s, atom, mt, nt), thread).layout().toString(),
        copy.retileD(fa).layout().toString());
    String type = bits == 16 ? "half_t" : "float";
    String buf = bits == 16 ? "hbuf" : "fbuf";
    StringBuilder cxx = new StringBuilder("  auto sw = composition(Swizzle<" + b + "," + m + "," + s
        + ">{}, " + cxxAtom + ");\n");
    cxx.append("  auto mma = make_tiled_mma(").append(AtomCxx.mmaOp(mma.atom()))
        .append("{}, Layout<Shape<").append(atomLayout.replaceAll("[()]", "")).append(">>{});\n")
        .append("  auto thr = mma.get_slice(t);\n");
    cxx.append(tensorCxx("a", buf, mt, kt)).append(tensorCxx("b", buf, nt, kt))
        .append(tensorCxx("c", buf, mt, nt));
    cxx.append("  auto fa = thr.partition_fragment_A(a);\n")
        .append("  print(fa.layout()); printf(\"\\n\");\n")
        .append("  print(thr.partition_fragment_B(b).layout()); printf(\"\\n\");\n")
        .append("  print(thr.partition_fragment_C(c).layout()); printf(\"\\n\");\n")
        .append("  auto cp = make_tiled_copy_A(Copy_Atom<UniversalCopy<uint32_t>, ").append(type)
        .append(">{}, mma);\n")
        .append("  print(cp.get_slice(t).retile_D(fa).layout()); printf(\"\\n\");\n");
    return new Case(atomAndBits[0] + " over " + atomLayout + ", Sw<" + b + "," + m + "," + s
        + "> o " + atom + " tiled to (" + mt + "," + kt + "), (" + nt + "," + kt + "), (" + mt + ","
        + nt + "), thread " + thread, java, cxx.toString());
  }

  private static FloatTensor tensor(int b, int m, int s, String atom, int rows, int columns) {
    SwizzledLayout l = SwizzledLayout.derive("tile_to_shape(Sw<" + b + "," + m + "," + s + "> o "
        + atom + ", (_" + rows + ",_" + columns + "))");
    return FloatTensor.of(new float[l.size()], 0, l);
  }

  private static String tensorCxx(String name, String buf, int rows, int columns) {
    return "  auto " + name + " = make_tensor(make_smem_ptr(" + buf + "), tile_to_shape(sw, "
        + "make_shape(Int<" + rows + ">{}, Int<" + columns + ">{})));\n";
  }
}
