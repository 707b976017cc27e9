package dev.strided.cuda;

/**
 * What a program without CUDA learns in one sentence: no driver, no GPU, a missing library (NVRTC,
 * cuBLAS) or one too old, or a kernel built for another GPU.
 *
 * <pre>{@code
 * try (Cuda cuda = Cuda.open()) {
 *   ...
 * } catch (CudaUnavailableException e) {
 *   System.out.println(e.getMessage());   // e.g. no CUDA driver: libcuda.so.1 was not found ...
 * }
 * }</pre>
 */
public final class CudaUnavailableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * @param sentence what is missing and what to do about it
   */
  public CudaUnavailableException(String sentence) {
    super(sentence);
  }
}
