package dev.strided.cuda;

/**
 * A kernel that NVRTC did not compile, with NVRTC's log (the compiler's errors, file and line).
 *
 * <pre>{@code
 * try { compiler.compile(source); } catch (NvrtcException e) { System.err.println(e.log()); }
 * }</pre>
 */
public final class NvrtcException extends CudaException {
  private static final long serialVersionUID = 1L;
  private final String log;

  /**
   * @param call the program's name or the NVRTC call that failed
   * @param code NVRTC's status
   * @param errorName its name
   * @param log NVRTC's log
   */
  public NvrtcException(String call, int code, String errorName, String log) {
    super(call, code, errorName, log.isBlank() ? "" : "NVRTC's log:\n" + log.strip());
    this.log = log;
  }

  /** @return NVRTC's log, whole */
  public String log() {
    return log;
  }
}
