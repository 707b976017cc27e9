package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

/**
 * cuBLAS ({@code libcublas.so}) through hand-written downcalls: the reference and the peer of the
 * samples' GEMMs, {@code cublasGemmEx} with FP32 accumulation.
 *
 * <pre>{@code
 * try (Cublas blas = Cublas.create(cuda, stream)) {
 *   blas.gemmRowMajorNT(m, n, k, a, lda, b, ldb, c, ldc, false);   // C = A·Bᵀ
 * }
 * }</pre>
 */
public final class Cublas implements AutoCloseable {
  private static final int OP_N = 0;
  private static final int OP_T = 1;
  private static final int CUDA_R_32F = 0;
  private static final int CUDA_R_16BF = 14;
  private static final int COMPUTE_32F = 68;
  private static final int COMPUTE_32F_PEDANTIC = 69;
  private static final int COMPUTE_32F_FAST_TF32 = 77;
  private static final int GEMM_DEFAULT = -1;
  private static MethodHandle create;
  private static MethodHandle destroy;
  private static MethodHandle setStream;
  private static MethodHandle gemmEx;
  private final MemorySegment handle;
  private final Arena scalars = Arena.ofShared();
  private final MemorySegment one = scalars.allocateFrom(JAVA_FLOAT, 1f);
  private final MemorySegment zero = scalars.allocateFrom(JAVA_FLOAT, 0f);

  private Cublas(MemorySegment handle) {
    this.handle = handle;
  }

  private static synchronized void bind() {
    if (gemmEx == null) {
      NativeLibrary blas = NativeLibrary.find("cuBLAS", "libcublas.so", "libcublas.so.13",
          "libcublas.so.12").orElseThrow(() -> new CudaUnavailableException("no cuBLAS: "
              + "libcublas.so was not found (install the CUDA toolkit's cuBLAS, or set CUDA_HOME)"));
      create = blas.function("cublasCreate_v2", FunctionDescriptor.of(JAVA_INT, ADDRESS));
      destroy = blas.function("cublasDestroy_v2", FunctionDescriptor.of(JAVA_INT, ADDRESS));
      setStream = blas.function("cublasSetStream_v2",
          FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
      gemmEx = blas.function("cublasGemmEx", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT,
          JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS,
          JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT));
    }
  }

  /**
   * A cuBLAS handle queuing on {@code stream}.
   *
   * @param cuda the context (current on this thread)
   * @param stream the stream
   * @return the handle; close it to destroy it
   */
  public static Cublas create(Cuda cuda, Stream stream) {
    bind();
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment h = arena.allocate(ADDRESS);
      check("cublasCreate_v2", Driver.invoke(() -> (int) create.invokeExact(h)));
      Cublas blas = new Cublas(h.get(ADDRESS, 0));
      check("cublasSetStream_v2", Driver.invoke(() -> (int) setStream.invokeExact(blas.handle,
          stream.handle())));
      return blas;
    }
  }

  /**
   * {@code C(m,n) = Σ_k A(m,k)·B(n,k)} with A (m×k), B (n×k) and C (m×n) row-major with leading
   * dimensions, as the samples' GEMMs compute it; FP32 accumulation.
   *
   * @param m rows of A and C
   * @param n rows of B, columns of C
   * @param k the reduction
   * @param a A, BF16 or FP32 (read as TF32 when {@code tf32})
   * @param lda A's leading dimension
   * @param b B, the type of A
   * @param ldb B's leading dimension
   * @param c C, FP32 or BF16
   * @param ldc C's leading dimension
   * @param tf32 FP32 operands multiplied as TF32 ({@code CUBLAS_COMPUTE_32F_FAST_TF32})
   */
  public void gemmRowMajorNT(int m, int n, int k, DeviceTensor a, int lda, DeviceTensor b, int ldb,
      DeviceTensor c, int ldc, boolean tf32) {
    int ab = a.type() == ElementType.BF16 ? CUDA_R_16BF : CUDA_R_32F;
    int ct = c.type() == ElementType.BF16 ? CUDA_R_16BF : CUDA_R_32F;
    int compute = tf32 ? COMPUTE_32F_FAST_TF32 : COMPUTE_32F;
    MemorySegment pa = MemorySegment.ofAddress(a.buffer().address());
    MemorySegment pb = MemorySegment.ofAddress(b.buffer().address());
    MemorySegment pc = MemorySegment.ofAddress(c.buffer().address());
    // row-major C (m×n) is column-major Cᵀ (n×m) = B (n×k) · Aᵀ: B transposed from its k×n view
    check("cublasGemmEx", Driver.invoke(() -> (int) gemmEx.invokeExact(handle, OP_T, OP_N, n, m, k, one,
        pb, ab, ldb, pa, ab, lda, zero, pc, ct, ldc, compute, GEMM_DEFAULT)));
  }

  /**
   * {@code C(m,n) = Σ_k A(m,k)·B(n,k)} in FP32 with no TF32 ({@code CUBLAS_COMPUTE_32F_PEDANTIC}),
   * A (m×k), B (n×k) and C (m×n) column-major and compact, as the SIMT SGEMM sample computes it.
   *
   * <pre>{@code blas.sgemmColumnMajorNT(m, n, k, a, b, c);}</pre>
   *
   * @param m rows of A and C
   * @param n rows of B, columns of C
   * @param k the reduction
   * @param a A, FP32
   * @param b B, FP32
   * @param c C, FP32
   */
  public void sgemmColumnMajorNT(int m, int n, int k, DeviceTensor a, DeviceTensor b,
      DeviceTensor c) {
    MemorySegment pa = MemorySegment.ofAddress(a.buffer().address());
    MemorySegment pb = MemorySegment.ofAddress(b.buffer().address());
    MemorySegment pc = MemorySegment.ofAddress(c.buffer().address());
    check("cublasGemmEx", Driver.invoke(() -> (int) gemmEx.invokeExact(handle, OP_N, OP_T, m, n, k, one,
        pa, CUDA_R_32F, m, pb, CUDA_R_32F, n, zero, pc, CUDA_R_32F, m, COMPUTE_32F_PEDANTIC,
        GEMM_DEFAULT)));
  }


  private static void check(String call, int status) {
    if (status != 0) {
      throw new CudaException(call, status, statusName(status), "");
    }
  }

  static String statusName(int status) {
    return switch (status) {
      case 1 -> "CUBLAS_STATUS_NOT_INITIALIZED";
      case 3 -> "CUBLAS_STATUS_ALLOC_FAILED";
      case 7 -> "CUBLAS_STATUS_INVALID_VALUE";
      case 8 -> "CUBLAS_STATUS_ARCH_MISMATCH";
      case 11 -> "CUBLAS_STATUS_MAPPING_ERROR";
      case 13 -> "CUBLAS_STATUS_EXECUTION_FAILED";
      case 14 -> "CUBLAS_STATUS_INTERNAL_ERROR";
      case 15 -> "CUBLAS_STATUS_NOT_SUPPORTED";
      case 16 -> "CUBLAS_STATUS_LICENSE_ERROR";
      default -> "cuBLAS status " + status;
    };
  }

  /** Destroys the handle. */
  @Override
  public void close() {
    check("cublasDestroy_v2", Driver.invoke(() -> (int) destroy.invokeExact(handle)));
    scalars.close();
  }
}
