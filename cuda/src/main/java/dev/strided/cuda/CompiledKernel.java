package dev.strided.cuda;

/**
 * A cubin and the GPU it was built for; {@link #load} refuses, in one sentence, a GPU it cannot run on.
 *
 * <pre>{@code
 * CompiledKernel k = compiler.compile("gemm.cu", source);
 * k.fromCache();   // true on the second run
 * try (CudaModule m = k.load(cuda)) { ... }
 * }</pre>
 *
 * @param cubin the module image
 * @param arch the compute capability it targets, e.g. 90
 * @param archSpecific built for {@code sm_XXa}, which runs only on exactly that capability
 * @param fromCache whether it was read from the disk cache
 * @param nanos the time the compile (or the cache read) took
 */
public record CompiledKernel(byte[] cubin, int arch, boolean archSpecific, boolean fromCache,
    long nanos) {
  /**
   * Loads the module on {@code cuda}'s GPU.
   *
   * @param cuda the context
   * @return the module
   * @throws CudaUnavailableException if the GPU cannot run code built for this target
   */
  public CudaModule load(Cuda cuda) {
    String refusal = refusal(arch, archSpecific, cuda.computeCapability(), cuda.name());
    if (refusal != null) {
      throw new CudaUnavailableException(refusal);
    }
    return cuda.load(cubin);
  }

  /** Why a GPU of capability {@code gpu} cannot run code built for {@code arch}, or null if it can. */
  static String refusal(int arch, boolean archSpecific, int gpu, String gpuName) {
    boolean runs = archSpecific ? gpu == arch : gpu >= arch && gpu / 10 == arch / 10;
    return runs ? null : "this kernel was built for sm_" + arch
        + (archSpecific ? "a, which runs only on compute capability " + arch / 10 + "." + arch % 10
            : ", which runs on compute capability " + arch / 10 + ".x")
        + "; " + gpuName + " is sm_" + gpu;
  }
}
