package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.List;

/**
 * NVRTC ({@code libnvrtc.so}) through hand-written downcalls: compiles CUDA C++ source to a cubin at
 * run time. Used by {@link KernelCompiler}, which caches its output.
 */
final class Nvrtc {
  private static Nvrtc instance;
  private final MethodHandle version;
  private final MethodHandle createProgram;
  private final MethodHandle compileProgram;
  private final MethodHandle logSize;
  private final MethodHandle log;
  private final MethodHandle cubinSize;
  private final MethodHandle cubin;
  private final MethodHandle destroyProgram;
  private final MethodHandle errorString;

  private Nvrtc(NativeLibrary nvrtc) {
    FunctionDescriptor status2 = FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS);
    version = nvrtc.function("nvrtcVersion", status2);
    createProgram = nvrtc.function("nvrtcCreateProgram", FunctionDescriptor.of(JAVA_INT, ADDRESS,
        ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
    compileProgram = nvrtc.function("nvrtcCompileProgram",
        FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS));
    logSize = nvrtc.function("nvrtcGetProgramLogSize", status2);
    log = nvrtc.function("nvrtcGetProgramLog", status2);
    cubinSize = nvrtc.function("nvrtcGetCUBINSize", status2);
    cubin = nvrtc.function("nvrtcGetCUBIN", status2);
    destroyProgram = nvrtc.function("nvrtcDestroyProgram", FunctionDescriptor.of(JAVA_INT, ADDRESS));
    errorString = nvrtc.function("nvrtcGetErrorString", FunctionDescriptor.of(ADDRESS, JAVA_INT));
  }

  static synchronized Nvrtc get() {
    if (instance == null) {
      instance = new Nvrtc(NativeLibrary.find("NVRTC", "libnvrtc.so", "libnvrtc.so.13",
          "libnvrtc.so.12").orElseThrow(() -> new CudaUnavailableException("no NVRTC: libnvrtc.so "
              + "was not found (install the CUDA toolkit's NVRTC, or set CUDA_HOME)")));
    }
    return instance;
  }

  /** @return NVRTC's version as major * 1000 + minor * 10, as CUDA writes versions */
  int version() {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment major = arena.allocate(JAVA_INT);
      MemorySegment minor = arena.allocate(JAVA_INT);
      check("nvrtcVersion", Driver.invoke(() -> (int) version.invokeExact(major, minor)), "");
      return major.get(JAVA_INT, 0) * 1000 + minor.get(JAVA_INT, 0) * 10;
    }
  }

  /**
   * Compiles {@code source} to a cubin.
   *
   * @throws NvrtcException holding the log if it does not compile
   */
  byte[] compile(String name, String source, List<String> options) {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment program = arena.allocate(ADDRESS);
      check("nvrtcCreateProgram", Driver.invoke(() -> (int) createProgram.invokeExact(program,
          arena.allocateFrom(source), arena.allocateFrom(name), 0, MemorySegment.NULL,
          MemorySegment.NULL)), "");
      MemorySegment p = program.get(ADDRESS, 0);
      try {
        MemorySegment argv = arena.allocate(ADDRESS, Math.max(1, options.size()));
        for (int i = 0; i < options.size(); i++) {
          argv.setAtIndex(ADDRESS, i, arena.allocateFrom(options.get(i)));
        }
        int status = Driver.invoke(() -> (int) compileProgram.invokeExact(p, options.size(), argv));
        String text = log(arena, p);
        if (status != 0) {
          throw new NvrtcException(name, status, errorName(status), text);
        }
        MemorySegment size = arena.allocate(JAVA_LONG);
        check("nvrtcGetCUBINSize", Driver.invoke(() -> (int) cubinSize.invokeExact(p, size)), text);
        MemorySegment bytes = arena.allocate(size.get(JAVA_LONG, 0));
        check("nvrtcGetCUBIN", Driver.invoke(() -> (int) cubin.invokeExact(p, bytes)), text);
        return bytes.toArray(JAVA_BYTE);
      } finally {
        Driver.invoke(() -> (int) destroyProgram.invokeExact(program));
      }
    }
  }

  private String log(Arena arena, MemorySegment p) {
    MemorySegment size = arena.allocate(JAVA_LONG);
    check("nvrtcGetProgramLogSize", Driver.invoke(() -> (int) logSize.invokeExact(p, size)), "");
    MemorySegment text = arena.allocate(Math.max(1, size.get(JAVA_LONG, 0)));
    check("nvrtcGetProgramLog", Driver.invoke(() -> (int) log.invokeExact(p, text)), "");
    return text.getString(0);
  }

  private void check(String call, int status, String log) {
    if (status != 0) {
      throw new NvrtcException(call, status, errorName(status), log);
    }
  }

  private String errorName(int status) {
    try {
      MemorySegment s = (MemorySegment) errorString.invokeExact(status);
      return s.reinterpret(256).getString(0);
    } catch (Throwable t) {
      return "NVRTC error " + status;
    }
  }

}
