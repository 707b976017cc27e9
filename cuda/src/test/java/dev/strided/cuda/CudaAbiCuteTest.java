package dev.strided.cuda;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.SwizzledLayout;
import dev.strided.atom.TmaSwizzle;
import dev.strided.testing.CuteCompiler;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * What the bindings write by hand, against CUDA's headers compiled with nvcc (no GPU needed): the
 * {@code CUlaunchConfig} and {@code CUlaunchAttribute} layouts and the enum values
 * {@link Driver}, {@link ElementType}, {@link TmaSwizzle} and {@link TensorMapArguments} use; the
 * value conversions against {@code cuda_fp16.h}, {@code cuda_bf16.h} and {@code cuda_fp8.h}; and
 * {@link SharedMemoryPlan} against {@code sizeof} of the Hopper GEMM's {@code SharedStorage}, each tile
 * aligned by the rule javac's {@code @SharedMemory} applies too.
 * Skipped, counted, without nvcc or CuTe's headers.
 */
class CudaAbiCuteTest {
  private static final float[] VALUES = {0f, -0f, 1f, -1.00390625f, 1.00390625f, 1.01171875f, 0.3f,
      -0.3f, 3.14159f, 1e-3f, 1.9e-3f, 1e-9f, 6e-5f, 447f, 448f, 449f, 464f, 480f, 1000f, 57344f,
      61440f, 65504f, 70000f, 1e20f, Float.MIN_NORMAL, Float.POSITIVE_INFINITY,
      Float.NEGATIVE_INFINITY, 0.0078125f, 0.013671875f, 2.5f, 3.5f, -7.75e-3f};

  private static String run(String source, List<String> flags) throws Exception {
    try (CuteCompiler nvcc = CuteCompiler.openOrSkip()) {
      Optional<String> out = nvcc.nvccOutputOf(source, List.of(
          dev.strided.testing.MarkdownBlock.readme().resolveSibling("samples").resolve("cuda")), flags);
      if (out.isEmpty()) {
        System.out.println("CudaAbiCuteTest: the CUDA toolchain has no nvcc; skipped");
      }
      Assumptions.assumeTrue(out.isPresent(), "no nvcc");
      return out.get();
    }
  }

  @Test
  void theDriverStructsAndEnumsAreCudaHs() throws Exception {
    String out = run("""
        #include <cuda.h>
        #include <cstdio>
        #include <cstddef>
        int main() {
          std::printf("%zu %zu %zu %zu\\n", sizeof(CUlaunchConfig), offsetof(CUlaunchConfig, hStream),
              offsetof(CUlaunchConfig, attrs), offsetof(CUlaunchConfig, numAttrs));
          std::printf("%zu %zu\\n", sizeof(CUlaunchAttribute), offsetof(CUlaunchAttribute, value));
          std::printf("%d %d %d %d %d %d\\n", CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION,
              CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
              CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
              CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
          std::printf("%zu %d %d %d %d %d\\n", sizeof(CUtensorMap), CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
              CU_TENSOR_MAP_DATA_TYPE_TFLOAT32, CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
              CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, CU_TENSOR_MAP_DATA_TYPE_UINT8);
          std::printf("%d %d %d %d %d %d %d\\n", CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_SWIZZLE_32B,
              CU_TENSOR_MAP_SWIZZLE_64B, CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_INTERLEAVE_NONE,
              CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
          std::printf("%d %d\\n", CUDA_ERROR_NO_DEVICE, CUDA_SUCCESS);
        }
        """, List.of());
    String expected = Driver.LAUNCH_CONFIG.byteSize() + " "
        + Driver.LAUNCH_CONFIG.byteOffset(groupElement(2))
        + " " + Driver.LAUNCH_CONFIG.byteOffset(groupElement(3))
        + " " + Driver.LAUNCH_CONFIG.byteOffset(groupElement(4))
        + "\n" + Driver.LAUNCH_ATTRIBUTE.byteSize() + " 8\n"
        + Driver.LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION + " " + Driver.FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
        + " " + Driver.ATTRIBUTE_MULTIPROCESSOR_COUNT + " " + Driver.ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
        + " " + Driver.ATTRIBUTE_COMPUTE_CAPABILITY_MINOR + " "
        + Driver.ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN + "\n" + TensorMap.BYTES + " "
        + ElementType.FP32.tensorMapDataType() + " " + ElementType.TF32.tensorMapDataType() + " "
        + ElementType.FP16.tensorMapDataType() + " " + ElementType.BF16.tensorMapDataType() + " "
        + ElementType.FP8_E4M3.tensorMapDataType() + "\n" + TmaSwizzle.NONE.code() + " "
        + TmaSwizzle.B32.code() + " " + TmaSwizzle.B64.code() + " " + TmaSwizzle.B128.code() + " "
        + TensorMapArguments.INTERLEAVE_NONE + " " + TensorMapArguments.L2_PROMOTION_128B + " "
        + TensorMapArguments.OOB_FILL_ZEROS + "\n" + Driver.NO_DEVICE + " " + Driver.SUCCESS + "\n";
    assertEquals(expected, out);
  }

  @Test
  void conversionsRoundAsCudasOwn() throws Exception {
    StringBuilder cxx = new StringBuilder("""
        #include <cuda_fp16.h>
        #include <cuda_bf16.h>
        #include <cuda_fp8.h>
        #include <cstdio>
        #include <cmath>
        #include <cstring>
        static float bits(unsigned u) { float f; std::memcpy(&f, &u, 4); return f; }
        static void row(float x) {
          __half h = __float2half_rn(x);
          __nv_bfloat16 b = __float2bfloat16_rn(x);
          std::printf("%04x %04x %02x %02x\\n", *reinterpret_cast<unsigned short*>(&h),
              *reinterpret_cast<unsigned short*>(&b),
              unsigned(__nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3)),
              unsigned(__nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E5M2)));
        }
        int main() {
        """);
    StringBuilder java = new StringBuilder();
    for (float v : VALUES) {
      for (float x : new float[] {v, -v}) {
        cxx.append("  row(").append(literal(x)).append(");\n");
        java.append(String.format("%04x %04x %02x %02x%n", ElementType.FP16.encode(x),
            ElementType.BF16.encode(x), ElementType.FP8_E4M3.encode(x), ElementType.FP8_E5M2.encode(x)));
      }
    }
    assertEquals(java.toString(), run(cxx.append("}\n").toString(), List.of()));
  }

  private static String literal(float x) {
    return "bits(" + Integer.toUnsignedString(Float.floatToRawIntBits(x)) + "u)";
  }

  @Test
  void theSharedMemoryPlanIsTheKernelsSizeof() throws Exception {
    String out = run("""
        #include "hand_layouts_sm90.hpp"
        #include "sm90_gemm_kernel.cuh"
        #include <cstdio>
        int main() {
          std::printf("%zu %zu %zu\\n", sizeof(sm90::SharedStorage<hand_sm90::Bf16, float>),
              sizeof(sm90::SharedStorage<hand_sm90::Bf16, cute::bfloat16_t>),
              sizeof(sm90::SharedStorage<hand_sm90::Tf32, float>));
        }
        """, List.of("-gencode=arch=compute_90a,code=sm_90a"));
    String expected = plan("bfloat16_t", 64, false) + " " + plan("bfloat16_t", 64, true) + " "
        + plan("tfloat32_t", 32, false) + "\n";
    assertEquals(expected, out);
  }

  private static int plan(String type, int k, boolean stagedC) {
    ElementType e = type.equals("bfloat16_t") ? ElementType.BF16 : ElementType.TF32;
    SharedMemoryPlan.Builder b = SharedMemoryPlan.builder()
        .tile("A", gmma(type, 128, k), e).tile("B", gmma(type, 256, k), e);
    if (stagedC) {
      b.tile("C", gmma(type, 64, 64), ElementType.BF16);
    }
    return b.barriers("pipeline", 8).build().checkFits(90).bytes();
  }

  private static SwizzledLayout gmma(String type, int rows, int k) {
    return SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<" + type + ">, (_"
        + rows + ",_" + k + ",_4))");
  }
}
