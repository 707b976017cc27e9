package dev.strided.cuda;

import java.lang.foreign.MemorySegment;

/**
 * Device memory: a {@code CUdeviceptr} and its size. Copies check bounds; closing frees it (once).
 *
 * <pre>{@code
 * try (DeviceBuffer b = cuda.allocate(16)) {
 *   b.copyFrom(MemorySegment.ofArray(new float[] {1, 2, 3, 4}));
 *   float[] back = new float[4];
 *   b.copyTo(MemorySegment.ofArray(back));   // {1, 2, 3, 4}
 * }
 * }</pre>
 */
public final class DeviceBuffer implements AutoCloseable {
  private final Cuda cuda;
  private final long address;
  private final long bytes;
  private boolean closed;

  DeviceBuffer(Cuda cuda, long address, long bytes) {
    this.cuda = cuda;
    this.address = address;
    this.bytes = bytes;
  }

  /** @return the device address, as a kernel's pointer argument takes it */
  public long address() {
    open();
    return address;
  }

  /** @return the size in bytes */
  public long bytes() {
    return bytes;
  }

  /**
   * Copies host memory to the start of this buffer.
   *
   * @param host the bytes to copy, at most {@link #bytes()}
   */
  public void copyFrom(MemorySegment host) {
    long n = fits(host.byteSize());
    Driver d = cuda.driver();
    d.call("cuMemcpyHtoD_v2", () -> (int) d.cuMemcpyHtoD.invokeExact(address, host, n));
  }

  /**
   * Copies the start of this buffer to host memory.
   *
   * @param host where to copy, at most {@link #bytes()} long
   */
  public void copyTo(MemorySegment host) {
    long n = fits(host.byteSize());
    Driver d = cuda.driver();
    d.call("cuMemcpyDtoH_v2", () -> (int) d.cuMemcpyDtoH.invokeExact(host, address, n));
  }

  /** Sets every byte to {@code value} ({@code 0xFF} makes every FP32 and BF16 value a NaN). */
  public void fill(byte value) {
    open();
    Driver d = cuda.driver();
    d.call("cuMemsetD8_v2", () -> (int) d.cuMemsetD8.invokeExact(address, value, bytes));
  }

  /** Sets every byte to zero. */
  public void clear() {
    fill((byte) 0);
  }

  private long fits(long n) {
    open();
    if (n > bytes) {
      throw new IllegalArgumentException("a copy of " + n + " bytes does not fit a device buffer of "
          + bytes);
    }
    return n;
  }

  private void open() {
    if (closed) {
      throw new IllegalStateException("this device buffer was closed");
    }
  }

  /** Frees the memory (once). */
  @Override
  public void close() {
    if (!closed) {
      closed = true;
      Driver d = cuda.driver();
      d.call("cuMemFree_v2", () -> (int) d.cuMemFree.invokeExact(address));
    }
  }
}
