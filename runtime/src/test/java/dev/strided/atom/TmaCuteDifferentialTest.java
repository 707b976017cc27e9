package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.tensor.TensorCxx;
import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link TmaBox} against CuTe C++ (g++, host only). What is compared: the pieces of
 * {@code make_tma_copy} that run on the host — {@code detail::construct_tma_gbasis} (the box shape
 * and which global modes each TMA mode walks, printed), {@code detail::fill_tma_gmem_shape_stride}
 * (the tensor map's global extents and strides, here in bytes) and the box extents — and, where
 * CuTe's descriptor asserts would fire ({@code make_tma_copy_desc}: extents over 2^32, a first
 * stride not 1, strides not multiples of 16 bytes, a box mode over 256), which one fires first,
 * computed in C++ from those same arrays with CuTe's conditions in its order. What is not compared:
 * the encoded {@code CUtensorMap} itself (g++ compiles CuTe's encode call out; it needs the CUDA
 * driver) and the swizzle mode. Cases whose smem cannot be tiled at all (CuTe's static asserts) do
 * not compile in C++; their messages are in {@code TmaBoxTest}. A fixed seed and one per run
 * ({@code -Dstrided.tma.seed=N} replays it), both printed.
 */
class TmaCuteDifferentialTest {
  private static final long FIXED_SEED = 20261202L;
  private static final int CASES_PER_SEED = Integer.getInteger("strided.tma.cases", 40);

  private record Case(Layout gmem, Layout smem, int bits) {
    String java() {
      try {
        TmaBox box = TmaBox.of(gmem, smem, bits);
        StringBuilder out = new StringBuilder(box.toString()).append('\n');
        long[] extents = box.gmemExtents();
        long[] strides = box.gmemStrideBytes();
        for (int m = 0; m < extents.length; m++) {
          out.append(' ').append(extents[m]).append(':').append(strides[m]);
        }
        out.append("\nbox");
        for (int e : box.boxExtents()) {
          out.append(' ').append(e);
        }
        return out.append(" bytes ").append(box.bytes()).append('\n').toString();
      } catch (IllegalArgumentException e) {
        String m = e.getMessage();
        return m.contains("majorness") ? "refused major\n"
            : m.contains("multiples of 16 bytes") ? "refused stride\n"
            : m.contains("at most 256") ? "refused box\n"
            : m.contains("at most 2^32") ? "refused extent\n"
            : "not compiled: " + m;
      }
    }

    String cxx() {
      return "  tma<" + AtomCxx.valueType(bits) + ">(" + TensorCxx.layout(gmem) + ", "
          + TensorCxx.layout(smem) + ");\n";
    }
  }

  private static final String HELPER = String.join("\n",
      "#include <cute/tensor.hpp>",
      "#include <cute/atom/copy_traits_sm90_tma.hpp>",
      "#include <cstdio>",
      "using namespace cute;",
      "template <class T, class G, class S> void tma(G const& gl, S const& s) {",
      "  auto g = make_tensor(make_gmem_ptr((T*) nullptr), gl);",
      "  auto v = make_identity_layout(shape(g)).compose(product_each(shape(s)));",
      "  auto b = detail::construct_tma_gbasis<T>(g, s, v);",
      "  constexpr int R = decltype(rank(b))::value;",
      "  cute::array<uint64_t, 5> sh = {1, 1, 1, 1, 1}; cute::array<uint64_t, 5> st = {0, 0, 0, 0, 0};",
      "  detail::fill_tma_gmem_shape_stride(g, stride(b), sh, st);",
      "  int box[5] = {1, 1, 1, 1, 1};",
      "  for_each(make_seq<R>{}, [&](auto i) { box[i] = int(size<i>(b)); });",
      "  char const* refused = nullptr;  // CuTe's asserts in make_tma_copy_desc, in its order",
      "  for (int i = 0; i < 5; ++i) if (sh[i] > (uint64_t(1) << 32)) refused = refused ? refused : \"extent\";",
      "  if (!refused && st[0] != 1) refused = \"major\";",
      "  for (int i = 1; i < 5 && !refused; ++i) {",
      "    uint64_t bytes = st[i] * sizeof_bits_v<T> / 8;",
      "    if (bytes >= (uint64_t(1) << 40) || (bytes & 15) != 0) refused = \"stride\"; }",
      "  for (int i = 0; i < 5 && !refused; ++i) if (box[i] > 256) refused = \"box\";",
      "  if (refused) { printf(\"refused %s\\n\", refused); return; }",
      "  print(b); printf(\"\\n\");",
      "  for (int i = 0; i < R; ++i) printf(\" %llu:%llu\", (unsigned long long) sh[i],",
      "      (unsigned long long) (st[i] * sizeof_bits_v<T> / 8));",
      "  printf(\"\\nbox\"); for (int i = 0; i < R; ++i) printf(\" %d\", box[i]);",
      "  printf(\" bytes %d\\n\", int(size(b) * sizeof_bits_v<T> / 8)); }",
      "");

  @Test
  void boxesAgreeWithCuteCxx() throws Exception {
    long varying = Long.getLong("strided.tma.seed", System.nanoTime());
    System.out.println("TMA differential test: seeds " + FIXED_SEED + " (fixed) and " + varying
        + " (this run; replay with -Dstrided.tma.seed=" + varying + ")");
    List<Case> cases = new ArrayList<>(fixedCases());
    for (long seed : new long[] {FIXED_SEED, varying}) {
      Random r = new Random(seed);
      for (int i = 0; i < CASES_PER_SEED; i++) {
        cases.add(random(r));
      }
    }
    List<Case> compiled = cases.stream().filter(c -> !c.java().startsWith("not compiled")).toList();
    StringBuilder program = new StringBuilder(HELPER).append("int main() {\n");
    for (int k = 0; k < compiled.size(); k++) {
      program.append("  printf(\"@@").append(k).append("\\n\");\n").append(compiled.get(k).cxx());
    }
    program.append("  printf(\"@@end\\n\");\n}\n");
    String output;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      output = gpp.outputsOf(List.of(program.toString()), List.of()).get(0);
    }
    String[] printed = output.split("@@", -1);
    List<String> failures = new ArrayList<>();
    int accepted = 0;
    for (int k = 0; k < compiled.size(); k++) {
      Case c = compiled.get(k);
      String cxx = printed[k + 1].substring(printed[k + 1].indexOf('\n') + 1);
      String java = c.java();
      accepted += java.startsWith("refused") ? 0 : 1;
      if (!java.equals(cxx)) {
        failures.add("TmaBox.of(" + c.gmem() + ", " + c.smem() + ", " + c.bits() + ")\n  Strided: "
            + java + "  CuTe C++: " + cxx);
      }
    }
    System.out.printf("TMA differential test: %d cases, %d compiled in C++, %d boxes built%n",
        cases.size(), compiled.size(), accepted);
    assertTrue(failures.isEmpty(), failures.size() + " disagreements with CuTe C++ (seeds "
        + FIXED_SEED + ", " + varying + "):\n" + String.join("\n", failures.subList(0,
            Math.min(5, failures.size()))));
    assertTrue(accepted >= cases.size() / 5, "too few boxes built: " + accepted);
  }

  /** CuTe's own examples of {@code make_tma_copy}, a GMMA tile, five and six global modes. */
  private static List<Case> fixedCases() {
    return List.of(
        new Case(Layout.parse("(1024,256):(256,_1)"), Layout.parse("(_64,_32):(_32,_1)"), 32),
        new Case(Layout.parse("(1024,256):(_1,1024)"), Layout.parse("(_64,_32)"), 16),
        new Case(Layout.parse("(1024,32,512):(64,_1,65536)"),
            Layout.parse("(_16,_8,_2):(_16,_1,_8)"), 32),
        new Case(Layout.parse("(1024,256):(_1,1024)"),
            Atoms.gmmaLayout("GMMA::Layout_MN_SW128_Atom<half_t>").layout().tileToShape(
                IntTuple.parse("(_128,_64)")), 16),
        new Case(Layout.parse("(_8,_8,256):(_1,_8,_64)"), Layout.parse("(_8,_8,_4)"), 16),
        new Case(Layout.parse("(1024,256,8,4,2)"), Layout.parse("(_64,_32)"), 16),
        new Case(Layout.parse("(1024,256,8,4,2,3)"), Layout.parse("(_64,_32)"), 16),
        new Case(Layout.parse("(1024,256)"), Layout.parse("(_512,_2)"), 16),
        new Case(Layout.parse("(1000,256):(_1,1000)"), Layout.parse("(_64,_32)"), 16));
  }

  /**
   * A global tensor of 1 to 4 modes (sometimes up to 6, the last ones outside the tile), compact in
   * a random order with its outer strides sometimes padded, static or dynamic; a tile of powers of two laid
   * out in a random order (mostly starting with the global stride-1 mode), its first mode
   * sometimes split in two.
   */
  private static Case random(Random r) {
    int rank = 1 + r.nextInt(4);
    int bits = 8 << r.nextInt(4);
    int[] tile = new int[rank];
    int[] extent = new int[rank];
    for (int i = 0; i < rank; i++) {
      tile[i] = 1 << r.nextInt(new int[] {10, 8, 6, 5}[rank - 1]);
      extent[i] = tile[i] * (1 + r.nextInt(3)) + (r.nextInt(6) == 0 ? r.nextInt(8) : 0);
    }
    int[] order = permutation(r, rank);
    boolean isStatic = r.nextInt(5) == 0;
    int[] stride = new int[rank];
    long next = 1;
    for (int o : order) {
      stride[o] = (int) next;
      next *= extent[o] + (next > 1 || r.nextInt(3) > 0 ? 0 : r.nextInt(3) * 8);
    }
    // sometimes gmem modes beyond the tile (a batch): up to 6 modes, smem keeps its rank
    int extra = rank >= 2 && r.nextInt(4) == 0 ? 1 + r.nextInt(2) : 0;
    IntTuple[] gShape = new IntTuple[rank + extra];
    IntTuple[] gStride = new IntTuple[rank + extra];
    for (int i = 0; i < rank + extra; i++) {
      int e = i < rank ? extent[i] : 1 + r.nextInt(3);
      int d = i < rank ? stride[i] : (int) next;
      next *= i < rank ? 1 : e;
      gShape[i] = isStatic ? IntTuple.ofStatic(e) : IntTuple.of(e);
      gStride[i] = isStatic || d == 1 ? IntTuple.ofStatic(d) : IntTuple.of(d);
    }
    int[] smemOrder = r.nextInt(5) > 0 ? order : permutation(r, rank);
    IntTuple[] sShape = new IntTuple[rank];
    IntTuple[] sOrder = new IntTuple[rank];
    for (int i = 0; i < rank; i++) {
      int position = indexOf(smemOrder, i);
      if (i == 0 && tile[0] >= 4 && r.nextInt(3) == 0) {
        sShape[0] = IntTuple.of(IntTuple.ofStatic(2), IntTuple.ofStatic(tile[0] / 2));
        sOrder[0] = IntTuple.of(IntTuple.ofStatic(2 * position), IntTuple.ofStatic(2 * rank));
      } else {
        sShape[i] = IntTuple.ofStatic(tile[i]);
        sOrder[i] = IntTuple.ofStatic(2 * position);
      }
    }
    Layout gmem = Layout.of(IntTuple.of(gShape), IntTuple.of(gStride));
    return new Case(gmem, Layout.ordered(IntTuple.of(sShape), IntTuple.of(sOrder)), bits);
  }

  private static int[] permutation(Random r, int n) {
    List<Integer> items = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      items.add(i);
    }
    java.util.Collections.shuffle(items, r);
    return items.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int indexOf(int[] a, int x) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == x) {
        return i;
      }
    }
    return -1;
  }
}
