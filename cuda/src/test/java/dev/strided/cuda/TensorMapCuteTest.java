package dev.strided.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
    program.append("}\n");
    try (CuteCompiler nvcc = CuteCompiler.openOrSkip()) {
      Optional<String> out = nvcc.nvccOutputOf(program.toString(), List.of(),
          List.of("-DCUTLASS_ENABLE_DIRECT_CUDA_DRIVER_CALL", "-DNDEBUG"));
      if (out.isEmpty()) {
        System.out.println("TensorMapCuteTest: the CUDA toolchain has no nvcc; skipped");
      }
      Assumptions.assumeTrue(out.isPresent(), "no nvcc");
      assertEquals(expected.toString(), out.get());
      System.out.println("TensorMapCuteTest: " + cases.size() + " tensor maps equal CuTe's");
    }
  }
}
