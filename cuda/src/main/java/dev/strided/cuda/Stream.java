package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A CUDA stream, and the time work on it takes measured with CUDA events.
 *
 * <pre>{@code
 * try (Stream s = cuda.stream()) {
 *   float ms = s.time(() -> launch.run());   // GPU milliseconds of one launch
 * }
 * }</pre>
 */
public final class Stream implements AutoCloseable {
  private final Cuda cuda;
  private final MemorySegment handle;
  private boolean closed;

  private Stream(Cuda cuda, MemorySegment handle) {
    this.cuda = cuda;
    this.handle = handle;
  }

  static Stream create(Cuda cuda) {
    Driver d = cuda.driver();
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment s = arena.allocate(ADDRESS);
      d.call("cuStreamCreate", () -> (int) d.cuStreamCreate.invokeExact(s, 0));
      return new Stream(cuda, s.get(ADDRESS, 0));
    }
  }

  MemorySegment handle() {
    return handle;
  }

  /**
   * The {@code CUstream} handle, for a native library that queues work on this stream (a C entry
   * taking a {@code cudaStream_t}, which is the same handle).
   *
   * <pre>{@code long s = stream.address();   // pass as a C pointer to the library's launcher}</pre>
   *
   * @return the handle's address, never 0 (this is not the legacy default stream)
   */
  public long address() {
    return handle.address();
  }

  Cuda cuda() {
    return cuda;
  }

  /** Waits until everything queued on this stream has run. */
  public void synchronize() {
    Driver d = cuda.driver();
    d.call("cuStreamSynchronize", () -> (int) d.cuStreamSynchronize.invokeExact(handle));
  }

  /**
   * Queues {@code work} between two events on this stream and returns the GPU time between them.
   *
   * <pre>{@code float ms = stream.time(() -> { for (int i = 0; i < 10; i++) launch.run(); }) / 10;}</pre>
   *
   * @param work queues work on this stream
   * @return milliseconds between the events
   */
  public float time(Runnable work) {
    Driver d = cuda.driver();
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment start = event(d, arena);
      MemorySegment stop = event(d, arena);
      try {
        d.call("cuEventRecord", () -> (int) d.cuEventRecord.invokeExact(start, handle));
        work.run();
        d.call("cuEventRecord", () -> (int) d.cuEventRecord.invokeExact(stop, handle));
        d.call("cuEventSynchronize", () -> (int) d.cuEventSynchronize.invokeExact(stop));
        MemorySegment ms = arena.allocate(JAVA_FLOAT);
        d.call("cuEventElapsedTime_v2",
            () -> (int) d.cuEventElapsedTime.invokeExact(ms, start, stop));
        return ms.get(JAVA_FLOAT, 0);
      } finally {
        d.call("cuEventDestroy_v2", () -> (int) d.cuEventDestroy.invokeExact(start));
        d.call("cuEventDestroy_v2", () -> (int) d.cuEventDestroy.invokeExact(stop));
      }
    }
  }

  private static MemorySegment event(Driver d, Arena arena) {
    MemorySegment e = arena.allocate(ADDRESS);
    d.call("cuEventCreate", () -> (int) d.cuEventCreate.invokeExact(e, 0));
    return e.get(ADDRESS, 0);
  }

  /** Destroys the stream (once). */
  @Override
  public void close() {
    if (!closed) {
      closed = true;
      Driver d = cuda.driver();
      d.call("cuStreamDestroy_v2", () -> (int) d.cuStreamDestroy.invokeExact(handle));
    }
  }
}
