package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;

/**
 * A loaded module (cubin, fatbin or PTX) and its kernels. A cubin built for another GPU is refused
 * by the driver with {@code CUDA_ERROR_NO_BINARY_FOR_GPU}; {@link KernelCompiler} says so before
 * loading.
 *
 * <pre>{@code
 * try (CudaModule module = cuda.load(cubin)) {
 *   Kernel gemm = module.kernel("strided_sm90_gemm_bf16");
 * }
 * }</pre>
 */
public final class CudaModule implements AutoCloseable {
  private final Cuda cuda;
  private final MemorySegment handle;
  private boolean closed;

  private CudaModule(Cuda cuda, MemorySegment handle) {
    this.cuda = cuda;
    this.handle = handle;
  }

  static CudaModule load(Cuda cuda, byte[] image) {
    Driver d = cuda.driver();
    byte[] bytes = image.length > 0 && image[image.length - 1] != 0 && looksLikePtx(image)
        ? Arrays.copyOf(image, image.length + 1) : image;
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment data = arena.allocate(bytes.length, 64);
      MemorySegment.copy(MemorySegment.ofArray(bytes), 0, data, 0, bytes.length);
      MemorySegment module = arena.allocate(ADDRESS);
      d.call("cuModuleLoadData", () -> (int) d.cuModuleLoadData.invokeExact(module, data));
      return new CudaModule(cuda, module.get(ADDRESS, 0));
    }
  }

  private static boolean looksLikePtx(byte[] image) {
    return image.length > 0 && image[0] != 0x7f;  // an ELF cubin starts with 0x7f 'E' 'L' 'F'
  }

  /**
   * A kernel of this module by its symbol name ({@code extern "C"} names are their own).
   *
   * @param name the kernel's symbol
   * @return the kernel
   * @throws CudaException ({@code CUDA_ERROR_NOT_FOUND}) if the module has no such kernel
   */
  public Kernel kernel(String name) {
    Driver d = cuda.driver();
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment function = arena.allocate(ADDRESS);
      MemorySegment symbol = arena.allocateFrom(name);
      d.call("cuModuleGetFunction",
          () -> (int) d.cuModuleGetFunction.invokeExact(function, handle, symbol));
      return new Kernel(cuda, name, function.get(ADDRESS, 0));
    }
  }

  /**
   * The value of a module's {@code __device__ const int} (an {@code extern "C"} name), such as a size
   * the kernel's compiler decided.
   *
   * <pre>{@code int atomBytes = module.intConstant("strided_tma_atom_bytes");   // 256 from nvcc}</pre>
   *
   * @param name the variable's symbol
   * @return its value
   * @throws CudaException ({@code CUDA_ERROR_NOT_FOUND}) if the module has no such variable
   */
  public int intConstant(String name) {
    Driver d = cuda.driver();
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment address = arena.allocate(JAVA_LONG);
      MemorySegment bytes = arena.allocate(JAVA_LONG);
      MemorySegment symbol = arena.allocateFrom(name);
      d.call("cuModuleGetGlobal_v2",
          () -> (int) d.cuModuleGetGlobal.invokeExact(address, bytes, handle, symbol));
      if (bytes.get(JAVA_LONG, 0) != 4) {
        throw new IllegalArgumentException(name + " is " + bytes.get(JAVA_LONG, 0)
            + " bytes, not an int");
      }
      MemorySegment value = arena.allocate(JAVA_INT);
      long at = address.get(JAVA_LONG, 0);
      d.call("cuMemcpyDtoH_v2", () -> (int) d.cuMemcpyDtoH.invokeExact(value, at, 4L));
      return value.get(JAVA_INT, 0);
    }
  }

  /** Unloads the module (once). */
  @Override
  public void close() {
    if (!closed) {
      closed = true;
      Driver d = cuda.driver();
      d.call("cuModuleUnload", () -> (int) d.cuModuleUnload.invokeExact(handle));
    }
  }
}
