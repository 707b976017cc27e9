package dev.strided.cuda;

/**
 * A CUDA, NVRTC or cuBLAS call that failed: the call, the library's error code and its name
 * ({@code cuLaunchKernelEx failed: CUDA_ERROR_INVALID_VALUE (1)}).
 *
 * <pre>{@code
 * try { cuda.allocate(1L << 50); } catch (CudaException e) {
 *   e.call();        // "cuMemAlloc_v2"
 *   e.errorName();   // "CUDA_ERROR_OUT_OF_MEMORY"
 * }
 * }</pre>
 */
public class CudaException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final String call;
  private final int code;
  private final String errorName;

  /**
   * @param call the function that failed
   * @param code the status it returned
   * @param errorName the status's name in its library
   * @param detail more, or empty
   */
  public CudaException(String call, int code, String errorName, String detail) {
    super(call + " failed: " + errorName + " (" + code + ")" + (detail.isEmpty() ? "" : "; " + detail));
    this.call = call;
    this.code = code;
    this.errorName = errorName;
  }

  /** @return the function that failed, as the library exports it */
  public String call() {
    return call;
  }

  /** @return the status code it returned */
  public int code() {
    return code;
  }

  /** @return the status's name, e.g. {@code CUDA_ERROR_INVALID_VALUE} */
  public String errorName() {
    return errorName;
  }
}
