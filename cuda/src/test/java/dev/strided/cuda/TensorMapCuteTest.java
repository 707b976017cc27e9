package dev.strided.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@link TensorMapArguments} against CuTe's own host code: a program compiled with nvcc (no GPU
 * needed) calls {@code make_tma_atom} on the same global tensors and smem stages, and its
 * {@code cuTensorMapEncodeTiled} is a stand-in that prints every argument CuTe passes (CUTLASS's
 * direct driver call, {@code CUTLASS_ENABLE_DIRECT_CUDA_DRIVER_CALL}). Cases: the Hopper GEMM
 * sample's five maps at ragged sizes, and seeded random ones — BF16, FP16, TF32 and FP8 E4M3, K- and
 * MN-major global tensors with padded leading dimensions, every GMMA smem atom (no swizzle, 32, 64,
 * 128 bytes) tiled to random multiples. Every line must be equal. Skipped, counted, without nvcc or
 * CuTe's headers ({@code -Dstrided.cute.required=true} makes them required).
 */
class TensorMapCuteTest {
  private static final long SEED = 20261206L;
  private static final String STUB = """
      #include <cuda.h>
      #include <cstdio>
      #include <cute/tensor.hpp>
      #include <cute/atom/copy_traits_sm90_tma.hpp>
      #include <cute/atom/mma_traits_sm90_gmma.hpp>
      template <class T> static void list(const char* name, const T* v, unsigned n) {
        std::printf(" %s [", name);
        for (unsigned i = 0; i < n; ++i) std::printf(i ? ", %llu" : "%llu", (unsigned long long)v[i]);
        std::printf("]");
      }
      extern "C" CUresult CUDAAPI cuTensorMapEncodeTiled(CUtensorMap*, CUtensorMapDataType type,
          cuuint32_t rank, void*, const cuuint64_t* dim, const cuuint64_t* strides,
          const cuuint32_t* box, const cuuint32_t* element, CUtensorMapInterleave interleave,
          CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2, CUtensorMapFloatOOBfill oob) {
        std::printf("type %d rank %u", int(type), rank);
        list("dim", dim, rank); list("strides", strides, rank - 1); list("box", box, rank);
        list("elementStrides", element, rank);
        std::printf(" interleave %d swizzle %d l2 %d oob %d\\n", int(interleave), int(swizzle),
            int(l2), int(oob));
        return CUDA_SUCCESS;
      }
      template <class T, class G, class S>
      void tma(G gmem, S smem) {
        using namespace cute;
        auto g = make_tensor(make_gmem_ptr(reinterpret_cast<T const*>(256)), gmem);
        make_tma_atom(SM90_TMA_LOAD{}, g, smem, product_each(shape(smem)));
      }
      int main() {
        using namespace cute;
      """;

  private record Case(ElementType type, boolean kMajor, String atom, int rows, int cols,
      int gmemRows, int gmemCols, int ld) {
    Layout gmem() {
      return Layout.parse("(" + gmemRows + "," + gmemCols + "):"
          + (kMajor ? "(" + ld + ",_1)" : "(_1," + ld + ")"));
    }

    String smem() {
      return "tile_to_shape(GMMA::Layout_" + (kMajor ? "K" : "MN") + "_" + atom + "_Atom<"
          + type.cuteName() + ">, (_" + rows + ",_" + cols + "))";
    }

    String cxx() {
      String stride = kMajor ? "make_stride(" + ld + ", Int<1>{})" : "make_stride(Int<1>{}, " + ld + ")";
      return "  tma<" + type.cuteName() + ">(make_layout(make_shape(" + gmemRows + ", " + gmemCols
          + "), " + stride + "), tile_to_shape(GMMA::Layout_" + (kMajor ? "K" : "MN") + "_" + atom
          + "_Atom<" + type.cuteName() + ">{}, make_shape(Int<" + rows + ">{}, Int<" + cols
          + ">{})));\n";
    }

    String java() {
      return TensorMapArguments.of(gmem(), SwizzledLayout.derive(smem()), type).toString();
    }
  }

  @Test
  void theArgumentsAreCuteHostCodes() throws Exception {
    List<Case> cases = new ArrayList<>();
    for (int[] mnk : new int[][] {{4096, 4096, 4096}, {4095, 4097, 4093}, {129, 257, 64}, {1, 1, 1}}) {
      int ld16 = (mnk[2] + 7) / 8 * 8;
      int ld32 = (mnk[2] + 3) / 4 * 4;
      cases.add(new Case(ElementType.BF16, true, "SW128", 128, 64, mnk[0], mnk[2], ld16));
      cases.add(new Case(ElementType.BF16, true, "SW128", 256, 64, mnk[1], mnk[2], ld16));
      cases.add(new Case(ElementType.BF16, true, "SW128", 64, 64, mnk[0], mnk[1], (mnk[1] + 7) / 8 * 8));
      cases.add(new Case(ElementType.TF32, true, "SW128", 128, 32, mnk[0], mnk[2], ld32));
      cases.add(new Case(ElementType.TF32, true, "SW128", 256, 32, mnk[1], mnk[2], ld32));
    }
    Random random = new Random(SEED);
    ElementType[] types = {ElementType.BF16, ElementType.FP16, ElementType.TF32, ElementType.FP8_E4M3};
    String[] atoms = {"INTER", "SW32", "SW64", "SW128"};
    for (int i = 0; i < 20; i++) {
      ElementType type = types[random.nextInt(types.length)];
      boolean kMajor = type == ElementType.FP8_E4M3 || random.nextBoolean();
      int swizzle = random.nextInt(atoms.length);
      int span = 16 << swizzle;                       // bytes of one atom row
      int contiguous = span * 8 / type.bits();        // values along the contiguous mode
      int rows = 8 * (1 + random.nextInt(kMajor ? 16 : 4));
      int cols = contiguous * (1 + random.nextInt(kMajor ? 2 : 3));
      int outer = 1 + random.nextInt(5000);
      int inner = 1 + random.nextInt(3000);
      int align = 128 / type.bits();
      int ld = (inner + align - 1) / align * align + align * random.nextInt(3);
      cases.add(kMajor ? new Case(type, true, atoms[swizzle], rows, cols, outer, inner, ld)
          : new Case(type, false, atoms[swizzle], cols, rows, inner, outer, ld));
    }
    StringBuilder program = new StringBuilder(STUB);
    StringBuilder expected = new StringBuilder();
    for (Case c : cases) {
      program.append(c.cxx());
      expected.append(c.java()).append('\n');
    }
    assertCuteAgrees(program, expected, cases.size());
  }

  /**
   * The attention kernel's maps (samples/cuda/AttentionLayouts.java): Q and K of four modes
   * (rows, D, heads, batches), D contiguous, and V read as (D, rows, heads, batches), MN-major; the
   * box tiles the first two modes and TMA walks the heads and batches. D 64 and 128, blocks of 128
   * and 176 keys, contiguous and padded strides, grouped-query K/V heads.
   */
  @Test
  void theAttentionMapsAreCuteHostCodes() throws Exception {
    StringBuilder program = new StringBuilder(STUB);
    StringBuilder expected = new StringBuilder();
    int count = 0;
    for (int[] c : new int[][] {{128, 128, 4096, 16, 2, 0}, {64, 128, 1000, 4, 3, 8},
        {128, 176, 16384, 1, 2, 0}, {128, 128, 1, 1, 1, 0}, {64, 128, 777, 2, 1, 24}}) {
      int d = c[0];
      int blockKeys = c[1];
      int rows = c[2];
      int heads = c[3];
      int batches = c[4];
      int ld = d + c[5];
      int headStride = rows * ld + c[5];
      int batchStride = heads * headStride;
      String q = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (_128,_" + d + "))";
      String k = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (_" + blockKeys + ",_" + d + "))";
      // V's tile in slabs of 64 values of D that hold every key (the atom repeated along keys first)
      String v = "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (_" + d + ",_" + blockKeys
          + "), Step<_2,_1>)";
      String extents = heads + "," + batches;
      String strides = headStride + "," + batchStride;
      for (String[] map : new String[][] {
          {"(" + rows + "," + d + "," + extents + "):(" + ld + ",_1," + strides + ")", q},
          {"(" + rows + "," + d + "," + extents + "):(" + ld + ",_1," + strides + ")", k},
          {"(" + d + "," + rows + "," + extents + "):(_1," + ld + "," + strides + ")", v}}) {
        Layout gmem = Layout.parse(map[0]);
        expected.append(TensorMapArguments.of(gmem, SwizzledLayout.derive(map[1]), ElementType.BF16))
            .append('\n');
        program.append("  tma<bfloat16_t>(").append(cxxLayout(gmem)).append(", ")
            .append(map[1].replace("Atom<bfloat16_t>", "Atom<bfloat16_t>{}")
                .replaceAll("_(\\d+)", "Int<$1>{}").replace("(Int", "make_shape(Int")
                .replace("Step<Int<2>{},Int<1>{}>", "Step<_2,_1>{}"))
            .append(");\n");
        count++;
      }
    }
    assertCuteAgrees(program, expected, count);
  }

  /** A flat layout of dynamic extents, its strides static where they are, as CuTe C++ builds it. */
  private static String cxxLayout(Layout gmem) {
    List<String> shape = new ArrayList<>();
    List<String> stride = new ArrayList<>();
    for (int i = 0; i < gmem.rank(); i++) {
      shape.add(Integer.toString(gmem.size(i)));
      IntTuple.Int s = gmem.stride(i).flatten().get(0);
      stride.add(s.isStatic() ? "Int<" + s.value() + ">{}" : Integer.toString(s.value()));
    }
    return "make_layout(make_shape(" + String.join(", ", shape) + "), make_stride("
        + String.join(", ", stride) + "))";
  }

  private static void assertCuteAgrees(StringBuilder program, StringBuilder expected, int cases)
      throws Exception {
    program.append("}\n");
    try (CuteCompiler nvcc = CuteCompiler.openOrSkip()) {
      Optional<String> out = nvcc.nvccOutputOf(program.toString(), List.of(),
          List.of("-DCUTLASS_ENABLE_DIRECT_CUDA_DRIVER_CALL", "-DNDEBUG"));
      if (out.isEmpty()) {
        System.out.println("TensorMapCuteTest: the CUDA toolchain has no nvcc; skipped");
      }
      Assumptions.assumeTrue(out.isPresent(), "no nvcc");
      assertEquals(expected.toString(), out.get());
      System.out.println("TensorMapCuteTest: " + cases + " tensor maps equal CuTe's");
    }
  }
}
