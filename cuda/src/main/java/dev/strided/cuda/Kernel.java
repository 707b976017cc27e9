package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

/**
 * A kernel of a loaded module, launched with {@code cuLaunchKernelEx}: grid, block, cluster and
 * dynamic shared memory from a {@link LaunchShape} (above 48 KiB the kernel's limit is raised first,
 * as CUDA requires).
 *
 * <pre>{@code
 * try (KernelArguments args = KernelArguments.builder().pointer(x).i32(n).build()) {
 *   kernel.launch(LaunchShape.of(blocks, 256, 0), stream, args);
 * }
 * }</pre>
 */
public final class Kernel {
  private final Cuda cuda;
  private final String name;
  private final MemorySegment function;
  private int sharedMemoryLimit = 48 * 1024;

  Kernel(Cuda cuda, String name, MemorySegment function) {
    this.cuda = cuda;
    this.name = name;
    this.function = function;
  }

  /** @return the kernel's symbol */
  public String name() {
    return name;
  }

  /**
   * Queues one launch.
   *
   * @param shape grid, block, cluster and shared memory
   * @param stream the stream
   * @param arguments the kernel's parameters, in order
   */
  public void launch(LaunchShape shape, Stream stream, KernelArguments arguments) {
    try (Arena arena = Arena.ofConfined()) {
      new Launch(this, shape, stream, arguments, arena).run();
    }
  }

  /**
   * A launch whose configuration is built once, to queue many times with {@link Launch#run()} (the
   * per-launch cost is one downcall).
   *
   * <pre>{@code Launch l = kernel.prepare(shape, stream, args, arena); for (...) l.run();}</pre>
   *
   * @param shape grid, block, cluster and shared memory
   * @param stream the stream
   * @param arguments the kernel's parameters
   * @param arena holds the configuration; the launch is valid while it is open
   * @return the prepared launch
   */
  public Launch prepare(LaunchShape shape, Stream stream, KernelArguments arguments, Arena arena) {
    return new Launch(this, shape, stream, arguments, arena);
  }

  void raiseSharedMemoryLimit(int bytes) {
    if (bytes > sharedMemoryLimit) {
      Driver d = cuda.driver();
      d.call("cuFuncSetAttribute", () -> (int) d.cuFuncSetAttribute.invokeExact(function,
          Driver.FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes));
      sharedMemoryLimit = bytes;
    }
  }

  /** One configured launch of a kernel. */
  public static final class Launch {
    private final Driver driver;
    private final MethodHandle launch;
    private final MemorySegment config;
    private final MemorySegment function;
    private final MemorySegment parameters;

    private Launch(Kernel kernel, LaunchShape shape, Stream stream, KernelArguments arguments,
        Arena arena) {
      driver = kernel.cuda.driver();
      launch = driver.cuLaunchKernelEx;
      function = kernel.function;
      parameters = arguments.pointers();
      kernel.raiseSharedMemoryLimit(shape.sharedMemoryBytes());
      config = arena.allocate(Driver.LAUNCH_CONFIG);
      int[] dims = {shape.gridX(), shape.gridY(), shape.gridZ(), shape.blockX(), shape.blockY(),
          shape.blockZ(), shape.sharedMemoryBytes()};
      for (int i = 0; i < dims.length; i++) {
        config.set(JAVA_INT, 4L * i, dims[i]);
      }
      config.set(ADDRESS, 32, stream.handle());
      if (shape.clusterSize() > 1) {
        MemorySegment attribute = arena.allocate(Driver.LAUNCH_ATTRIBUTE);
        attribute.set(JAVA_INT, 0, Driver.LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION);
        attribute.set(JAVA_INT, 8, shape.clusterX());
        attribute.set(JAVA_INT, 12, shape.clusterY());
        attribute.set(JAVA_INT, 16, shape.clusterZ());
        config.set(ADDRESS, 40, attribute);
        config.set(JAVA_INT, 48, 1);
      }
    }

    /** Queues the launch. */
    public void run() {
      int status;
      try {
        status = (int) launch.invokeExact(config, function, parameters, MemorySegment.NULL);
      } catch (Throwable t) {
        throw new IllegalStateException("cuLaunchKernelEx's downcall failed", t);
      }
      if (status != Driver.SUCCESS) {
        driver.check("cuLaunchKernelEx", status);
      }
    }
  }
}
