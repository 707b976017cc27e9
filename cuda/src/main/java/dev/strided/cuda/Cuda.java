package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * One GPU's primary context, current on the thread that opened it: the entry point of
 * {@code strided-cuda}. Device memory, modules, streams and events come from it; closing it releases
 * the context (close what came from it first, or let try-with-resources do it in order).
 *
 * <pre>{@code
 * try (Cuda cuda = Cuda.open()) {
 *   System.out.println(cuda.name() + " sm_" + cuda.computeCapability() + ", " + cuda.multiprocessors() + " SMs");
 *   try (DeviceBuffer x = cuda.allocate(1 << 20)) { x.clear(); }
 * }
 * }</pre>
 */
public final class Cuda implements AutoCloseable {
  private final Driver driver;
  private final int device;
  private final MemorySegment context;
  private boolean closed;

  private Cuda(Driver driver, int device, MemorySegment context) {
    this.driver = driver;
    this.device = device;
    this.context = context;
  }

  /**
   * The first GPU's primary context, made current on this thread.
   *
   * @return the context
   * @throws CudaUnavailableException without a driver or a GPU
   */
  public static Cuda open() {
    return open(0);
  }

  /**
   * GPU {@code ordinal}'s primary context, made current on this thread.
   *
   * <pre>{@code try (Cuda second = Cuda.open(1)) { ... }}</pre>
   *
   * @param ordinal the device's number, from 0
   * @return the context
   * @throws CudaUnavailableException without a driver or a GPU
   * @throws IllegalArgumentException if there is no such device
   */
  public static Cuda open(int ordinal) {
    Driver driver = Driver.get();
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment count = arena.allocate(JAVA_INT);
      driver.call("cuDeviceGetCount", () -> (int) driver.cuDeviceGetCount.invokeExact(count));
      int devices = count.get(JAVA_INT, 0);
      if (ordinal < 0 || ordinal >= devices) {
        throw new IllegalArgumentException("no GPU " + ordinal + ": the driver sees " + devices
            + " (numbered from 0)");
      }
      MemorySegment device = arena.allocate(JAVA_INT);
      driver.call("cuDeviceGet", () -> (int) driver.cuDeviceGet.invokeExact(device, ordinal));
      int handle = device.get(JAVA_INT, 0);
      MemorySegment context = arena.allocate(ADDRESS);
      driver.call("cuDevicePrimaryCtxRetain",
          () -> (int) driver.cuDevicePrimaryCtxRetain.invokeExact(context, handle));
      MemorySegment ctx = context.get(ADDRESS, 0);
      driver.call("cuCtxSetCurrent", () -> (int) driver.cuCtxSetCurrent.invokeExact(ctx));
      return new Cuda(driver, handle, ctx);
    }
  }

  Driver driver() {
    return driver;
  }

  /** Makes this context current on the calling thread (a thread other than the opener's). */
  public void makeCurrent() {
    driver.call("cuCtxSetCurrent", () -> (int) driver.cuCtxSetCurrent.invokeExact(context));
  }

  /** @return the GPU's name, e.g. {@code NVIDIA H100 80GB HBM3} */
  public String name() {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment name = arena.allocate(256);
      driver.call("cuDeviceGetName", () -> (int) driver.cuDeviceGetName.invokeExact(name, 256, device));
      return name.getString(0);
    }
  }

  /** @return the compute capability as CUDA's arch number: 90 for sm_90 */
  public int computeCapability() {
    return 10 * attribute(Driver.ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
        + attribute(Driver.ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
  }

  /** @return the number of streaming multiprocessors (the grid of a persistent kernel) */
  public int multiprocessors() {
    return attribute(Driver.ATTRIBUTE_MULTIPROCESSOR_COUNT);
  }

  /** @return the most dynamic shared memory one block may opt into, in bytes */
  public int maxSharedMemoryPerBlock() {
    return attribute(Driver.ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
  }

  /** @return the driver's CUDA version, e.g. 13000 for 13.0 */
  public int driverVersion() {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment v = arena.allocate(JAVA_INT);
      driver.call("cuDriverGetVersion", () -> (int) driver.cuDriverGetVersion.invokeExact(v));
      return v.get(JAVA_INT, 0);
    }
  }

  private int attribute(int attribute) {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment v = arena.allocate(JAVA_INT);
      driver.call("cuDeviceGetAttribute",
          () -> (int) driver.cuDeviceGetAttribute.invokeExact(v, attribute, device));
      return v.get(JAVA_INT, 0);
    }
  }

  /** @return free device memory in bytes, as {@code cuMemGetInfo} reports it */
  public long freeMemory() {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment free = arena.allocate(JAVA_LONG);
      MemorySegment total = arena.allocate(JAVA_LONG);
      driver.call("cuMemGetInfo_v2", () -> (int) driver.cuMemGetInfo.invokeExact(free, total));
      return free.get(JAVA_LONG, 0);
    }
  }

  /**
   * Device memory, uninitialized.
   *
   * <pre>{@code try (DeviceBuffer b = cuda.allocate(4096)) { b.bytes(); }  // 4096}</pre>
   *
   * @param bytes its size, at least 1
   * @return the buffer; close it to free it
   */
  public DeviceBuffer allocate(long bytes) {
    if (bytes < 1) {
      throw new IllegalArgumentException("a device buffer needs at least 1 byte, not " + bytes);
    }
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment pointer = arena.allocate(JAVA_LONG);
      driver.call("cuMemAlloc_v2", () -> (int) driver.cuMemAlloc.invokeExact(pointer, bytes));
      return new DeviceBuffer(this, pointer.get(JAVA_LONG, 0), bytes);
    }
  }

  /**
   * Loads a compiled module (cubin, fatbin or PTX, as {@code cuModuleLoadData} takes them).
   *
   * <pre>{@code try (CudaModule m = cuda.load(cubin)) { Kernel k = m.kernel("gemm"); }}</pre>
   *
   * @param image the module's bytes (PTX must end in a NUL byte; one is added if missing)
   * @return the module; close it to unload it
   */
  public CudaModule load(byte[] image) {
    return CudaModule.load(this, image);
  }

  /** @return a new stream; close it to destroy it */
  public Stream stream() {
    return Stream.create(this);
  }

  /** Waits for every stream of this context. */
  public void synchronize() {
    driver.call("cuCtxSynchronize", () -> (int) driver.cuCtxSynchronize.invokeExact());
  }

  /** Releases the primary context (once). */
  @Override
  public void close() {
    if (!closed) {
      closed = true;
      driver.call("cuDevicePrimaryCtxRelease_v2",
          () -> (int) driver.cuDevicePrimaryCtxRelease.invokeExact(device));
    }
  }
}
