package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

/**
 * The CUDA driver API ({@code libcuda.so.1}) through downcalls written by hand: the 30-odd functions
 * Strided calls, each under the name the library exports ({@code cuMemAlloc_v2}, as {@code cuda.h}'s
 * macros map them). jextract would generate thousands of bindings from {@code cuda.h} and is not on
 * Maven Central; these few are checked against {@code cuda.h} by {@code DriverAbiTest}.
 */
final class Driver {
  static final int SUCCESS = 0;
  static final int NO_DEVICE = 100;
  static final int ATTRIBUTE_MULTIPROCESSOR_COUNT = 16;
  static final int ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
  static final int ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;
  static final int ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97;
  static final int FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
  static final int LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4;
  /** {@code CUlaunchConfig}: grid x, y, z, block x, y, z, shared bytes, stream, attributes, count. */
  static final MemoryLayout LAUNCH_CONFIG = MemoryLayout.structLayout(
      MemoryLayout.sequenceLayout(7, JAVA_INT), MemoryLayout.paddingLayout(4), ADDRESS, ADDRESS,
      JAVA_INT, MemoryLayout.paddingLayout(4));
  /** {@code CUlaunchAttribute}: the id, padding, a 64-byte value union. */
  static final MemoryLayout LAUNCH_ATTRIBUTE = MemoryLayout.structLayout(JAVA_INT,
      MemoryLayout.paddingLayout(4), MemoryLayout.sequenceLayout(64, JAVA_BYTE));

  private static Driver instance;
  final MethodHandle cuInit;
  final MethodHandle cuDriverGetVersion;
  final MethodHandle cuGetErrorName;
  final MethodHandle cuDeviceGetCount;
  final MethodHandle cuDeviceGet;
  final MethodHandle cuDeviceGetName;
  final MethodHandle cuDeviceGetAttribute;
  final MethodHandle cuDevicePrimaryCtxRetain;
  final MethodHandle cuDevicePrimaryCtxRelease;
  final MethodHandle cuCtxSetCurrent;
  final MethodHandle cuCtxSynchronize;
  final MethodHandle cuMemAlloc;
  final MethodHandle cuMemFree;
  final MethodHandle cuMemcpyHtoD;
  final MethodHandle cuMemcpyDtoH;
  final MethodHandle cuMemsetD8;
  final MethodHandle cuMemGetInfo;
  final MethodHandle cuModuleLoadData;
  final MethodHandle cuModuleUnload;
  final MethodHandle cuModuleGetFunction;
  final MethodHandle cuModuleGetGlobal;
  final MethodHandle cuFuncSetAttribute;
  final MethodHandle cuLaunchKernelEx;
  final MethodHandle cuStreamCreate;
  final MethodHandle cuStreamSynchronize;
  final MethodHandle cuStreamDestroy;
  final MethodHandle cuEventCreate;
  final MethodHandle cuEventRecord;
  final MethodHandle cuEventSynchronize;
  final MethodHandle cuEventElapsedTime;
  final MethodHandle cuEventDestroy;
  final MethodHandle cuTensorMapEncodeTiled;

  private Driver(NativeLibrary cuda) {
    cuInit = cuda.function("cuInit", status(JAVA_INT));
    cuDriverGetVersion = cuda.function("cuDriverGetVersion", status(ADDRESS));
    cuGetErrorName = cuda.function("cuGetErrorName", status(JAVA_INT, ADDRESS));
    cuDeviceGetCount = cuda.function("cuDeviceGetCount", status(ADDRESS));
    cuDeviceGet = cuda.function("cuDeviceGet", status(ADDRESS, JAVA_INT));
    cuDeviceGetName = cuda.function("cuDeviceGetName", status(ADDRESS, JAVA_INT, JAVA_INT));
    cuDeviceGetAttribute = cuda.function("cuDeviceGetAttribute", status(ADDRESS, JAVA_INT, JAVA_INT));
    cuDevicePrimaryCtxRetain = cuda.function("cuDevicePrimaryCtxRetain", status(ADDRESS, JAVA_INT));
    cuDevicePrimaryCtxRelease = cuda.function("cuDevicePrimaryCtxRelease_v2", status(JAVA_INT));
    cuCtxSetCurrent = cuda.function("cuCtxSetCurrent", status(ADDRESS));
    cuCtxSynchronize = cuda.function("cuCtxSynchronize", status());
    cuMemAlloc = cuda.function("cuMemAlloc_v2", status(ADDRESS, JAVA_LONG));
    cuMemFree = cuda.function("cuMemFree_v2", status(JAVA_LONG));
    cuMemcpyHtoD = cuda.function("cuMemcpyHtoD_v2", status(JAVA_LONG, ADDRESS, JAVA_LONG));
    cuMemcpyDtoH = cuda.function("cuMemcpyDtoH_v2", status(ADDRESS, JAVA_LONG, JAVA_LONG));
    cuMemsetD8 = cuda.function("cuMemsetD8_v2", status(JAVA_LONG, JAVA_BYTE, JAVA_LONG));
    cuMemGetInfo = cuda.function("cuMemGetInfo_v2", status(ADDRESS, ADDRESS));
    cuModuleLoadData = cuda.function("cuModuleLoadData", status(ADDRESS, ADDRESS));
    cuModuleUnload = cuda.function("cuModuleUnload", status(ADDRESS));
    cuModuleGetFunction = cuda.function("cuModuleGetFunction", status(ADDRESS, ADDRESS, ADDRESS));
    cuModuleGetGlobal = cuda.function("cuModuleGetGlobal_v2",
        status(ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    cuFuncSetAttribute = cuda.function("cuFuncSetAttribute", status(ADDRESS, JAVA_INT, JAVA_INT));
    cuLaunchKernelEx = cuda.function("cuLaunchKernelEx", status(ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    cuStreamCreate = cuda.function("cuStreamCreate", status(ADDRESS, JAVA_INT));
    cuStreamSynchronize = cuda.function("cuStreamSynchronize", status(ADDRESS));
    cuStreamDestroy = cuda.function("cuStreamDestroy_v2", status(ADDRESS));
    cuEventCreate = cuda.function("cuEventCreate", status(ADDRESS, JAVA_INT));
    cuEventRecord = cuda.function("cuEventRecord", status(ADDRESS, ADDRESS));
    cuEventSynchronize = cuda.function("cuEventSynchronize", status(ADDRESS));
    cuEventElapsedTime = cuda.function("cuEventElapsedTime_v2", status(ADDRESS, ADDRESS, ADDRESS));
    cuEventDestroy = cuda.function("cuEventDestroy_v2", status(ADDRESS));
    cuTensorMapEncodeTiled = cuda.function("cuTensorMapEncodeTiled", status(ADDRESS, JAVA_INT,
        JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT));
  }

  private static FunctionDescriptor status(MemoryLayout... arguments) {
    return FunctionDescriptor.of(JAVA_INT, arguments);
  }

  /** The driver, loaded and initialized once; no driver is one sentence. */
  static synchronized Driver get() {
    if (instance == null) {
      NativeLibrary library = NativeLibrary.find("the CUDA driver", "libcuda.so.1", "libcuda.so")
          .orElseThrow(() -> new CudaUnavailableException("no CUDA driver: libcuda.so.1 was not "
              + "found (install NVIDIA's driver, or run on a machine with an NVIDIA GPU)"));
      Driver driver = new Driver(library);
      int status = driver.invoke(() -> (int) driver.cuInit.invokeExact(0));
      if (status == NO_DEVICE) {
        throw new CudaUnavailableException("no GPU: the CUDA driver is installed but found no "
            + "device (cuInit: CUDA_ERROR_NO_DEVICE)");
      }
      driver.check("cuInit", status);
      instance = driver;
    }
    return instance;
  }

  /** A call's status, as {@link CudaException} with CUDA's error name unless it is success. */
  void check(String call, int status) {
    if (status != SUCCESS) {
      throw new CudaException(call, status, errorName(status), "");
    }
  }

  String errorName(int status) {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment name = arena.allocate(ADDRESS);
      int s = invoke(() -> (int) cuGetErrorName.invokeExact(status, name));
      return s != SUCCESS ? "CUDA error " + status
          : name.get(ADDRESS, 0).reinterpret(256).getString(0);
    }
  }

  /**
   * Calls a downcall of the driver, NVRTC or cuBLAS, rethrowing the checked {@code Throwable} that
   * {@code invokeExact} declares (and a downcall cannot throw) as an error of the binding.
   */
  static int invoke(Call call) {
    try {
      return call.run();
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException("a downcall failed unexpectedly", t);
    }
  }

  /** Calls a downcall that returns a {@code CUresult} and checks it. */
  void call(String name, Call call) {
    check(name, invoke(call));
  }

  @FunctionalInterface
  interface Call {
    int run() throws Throwable;
  }
}
