package dev.strided.atom;

/**
 * Dynamic shared memory one block may opt into, by compute capability (CUDA's programming guide,
 * "technical specifications per compute capability"): 227 KiB on sm_90 and sm_100, 163 KiB on
 * sm_80, 99 KiB on sm_86 and sm_89, 96 KiB on sm_70, 64 KiB on sm_75.
 *
 * <pre>{@code SharedMemoryLimit.bytes(90);   // 232448}</pre>
 */
public final class SharedMemoryLimit {
  private SharedMemoryLimit() {}

  /**
   * The per-block limit.
   *
   * <pre>{@code SharedMemoryLimit.bytes(80);   // 166912}</pre>
   *
   * @param arch compute capability as CUDA's arch number (90 for sm_90)
   * @return the per-block limit in bytes
   * @throws IllegalArgumentException for an architecture with no known limit
   */
  public static int bytes(int arch) {
    return switch (arch) {
      case 70, 72 -> 96 * 1024;
      case 75 -> 64 * 1024;
      case 80, 87 -> 163 * 1024;
      case 86, 89, 120, 121 -> 99 * 1024;
      case 90, 100, 101, 103 -> 227 * 1024;
      default -> throw new IllegalArgumentException("no shared-memory limit known for sm_" + arch);
    };
  }

  /**
   * Refuses {@code bytes} of shared memory over {@code arch}'s limit, naming {@code what}.
   *
   * <pre>{@code SharedMemoryLimit.check(90, 240_000, "the plan");
   * // IllegalArgumentException: the plan is 240000 bytes, over sm_90's 232448 (227 KiB) per block}</pre>
   *
   * @param arch e.g. 90
   * @param bytes the shared memory asked for
   * @param what what asks for it, the sentence's subject
   * @throws IllegalArgumentException if it is over the limit
   */
  public static void check(int arch, long bytes, String what) {
    int limit = bytes(arch);
    if (bytes > limit) {
      throw new IllegalArgumentException(what + " is " + bytes + " bytes, over sm_" + arch + "'s "
          + limit + " (" + limit / 1024 + " KiB) per block");
    }
  }
}
