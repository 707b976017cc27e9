package dev.strided.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import jdk.incubator.foreign.CLinker;
import jdk.incubator.foreign.FunctionDescriptor;
import jdk.incubator.foreign.MemoryAddress;
import jdk.incubator.foreign.MemoryLayout;
import jdk.incubator.foreign.MemorySegment;
import jdk.incubator.foreign.ResourceScope;
import jdk.incubator.foreign.SymbolLookup;

/**
 * numpy's OpenBLAS called in this JVM (JDK 17's incubating foreign linker), so that the peer's
 * SGEMM runs in the same process and minutes as {@code strided-vector}'s: the single-threaded
 * ratio of {@code numpy-sgemm.sh}, measured side by side. The library is the one numpy ships
 * ({@code numpy.libs/libscipy_openblas64_*.so}, 64-bit integers, {@code scipy_} prefixes), found by
 * the system property {@code strided.openblas} or by asking {@code python3}. OpenBLAS picks its
 * kernel when it loads, from {@code OPENBLAS_CORETYPE} if set: run the JVM with that variable
 * unset to measure the kernel it picks for the CPU ({@link #kernel} names it).
 *
 * <p>The JVM needs {@code --add-modules jdk.incubator.foreign --enable-native-access=ALL-UNNAMED}.
 *
 * <pre>{@code OpenBlas blas = OpenBlas.find().orElseThrow();
 * blas.threads(1);
 * OpenBlas.Operands m = blas.operands(a, b, n);   // native copies of A and B, C zero
 * blas.sgemmTransB(m);                            // C += A·Bᵀ
 * float[] c = m.cArray();}</pre>
 */
final class OpenBlas {
  private static final int ROW_MAJOR = 101;
  private static final int COLUMN_MAJOR = 102;
  private static final int NO_TRANS = 111;
  private static final int TRANS = 112;

  private final MethodHandle sgemm;
  private final MethodHandle setThreads;
  private final String kernel;

  private OpenBlas(SymbolLookup symbols) {
    CLinker linker = CLinker.getInstance();
    MemoryLayout i64 = CLinker.C_LONG_LONG;
    sgemm = linker.downcallHandle(symbol(symbols, "scipy_cblas_sgemm64_"),
        MethodType.methodType(void.class, int.class, int.class, int.class, long.class, long.class,
            long.class, float.class, MemoryAddress.class, long.class, MemoryAddress.class,
            long.class, float.class, MemoryAddress.class, long.class),
        FunctionDescriptor.ofVoid(CLinker.C_INT, CLinker.C_INT, CLinker.C_INT, i64, i64, i64,
            CLinker.C_FLOAT, CLinker.C_POINTER, i64, CLinker.C_POINTER, i64, CLinker.C_FLOAT,
            CLinker.C_POINTER, i64));
    setThreads = linker.downcallHandle(symbol(symbols, "scipy_openblas_set_num_threads64_"),
        MethodType.methodType(void.class, int.class), FunctionDescriptor.ofVoid(CLinker.C_INT));
    MethodHandle corename = linker.downcallHandle(
        symbol(symbols, "scipy_openblas_get_corename64_"),
        MethodType.methodType(MemoryAddress.class), FunctionDescriptor.of(CLinker.C_POINTER));
    try {
      kernel = CLinker.toJavaString((MemoryAddress) corename.invokeExact());
    } catch (Throwable e) {
      throw new IllegalStateException("openblas_get_corename failed", e);
    }
  }

  private static MemoryAddress symbol(SymbolLookup symbols, String name) {
    return symbols.lookup(name).orElseThrow(() -> new IllegalStateException(
        "the OpenBLAS library has no symbol " + name + " (not numpy's scipy-openblas build?)"));
  }

  /**
   * numpy's OpenBLAS, loaded, or empty where neither {@code -Dstrided.openblas=PATH} nor
   * {@code python3}'s numpy names a library file.
   *
   * <pre>{@code OpenBlas.find().map(OpenBlas::kernel) // Optional[SkylakeX]}</pre>
   *
   * @return the loaded library, or empty
   */
  static Optional<OpenBlas> find() {
    Optional<Path> library = Optional.ofNullable(System.getProperty("strided.openblas"))
        .map(Path::of).or(OpenBlas::numpysLibrary);
    if (library.isEmpty()) {
      return Optional.empty();
    }
    System.load(library.get().toAbsolutePath().toString());
    return Optional.of(new OpenBlas(SymbolLookup.loaderLookup()));
  }

  private static Optional<Path> numpysLibrary() {
    String probe = "import glob, os, numpy; print(*glob.glob(os.path.join(os.path.dirname("
        + "numpy.__file__), os.pardir, 'numpy.libs', '*openblas*.so')), sep='\\n')";
    try {
      Process python = new ProcessBuilder("python3", "-c", probe)
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      String out;
      try (InputStream in = python.getInputStream()) {
        out = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
      }
      if (python.waitFor() != 0 || out.isEmpty()) {
        return Optional.empty();
      }
      return Optional.of(Path.of(out.lines().findFirst().orElseThrow()))
          .filter(Files::isRegularFile);
    } catch (IOException e) {
      return Optional.empty(); // no python3 on this machine
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  /**
   * {@link SgemmInterleaved}'s handle on the peer, reached by reflection so that it builds where
   * this class does not (JDKs after 17): {@code C += A·Bᵀ} on one thread, on native copies of
   * {@code a} and {@code b}; prints the kernel.
   *
   * <pre>{@code Runnable call = OpenBlas.oneThread(a, b, 1024); call.run();}</pre>
   *
   * @param a A, n·n floats
   * @param b B, n·n floats
   * @param n the side
   * @return the call, or null where no OpenBLAS is found
   */
  static Runnable oneThread(float[] a, float[] b, int n) {
    OpenBlas blas = find().orElse(null);
    if (blas == null) {
      return null;
    }
    blas.threads(1);
    Operands m = blas.operands(a, b, n);
    System.out.println("OpenBLAS kernel: " + blas.kernel());
    return () -> blas.sgemmTransB(m);
  }

  /** The kernel OpenBLAS runs (its core name, e.g. {@code SkylakeX}). @return the name */
  String kernel() {
    return kernel;
  }

  /**
   * Sets the threads OpenBLAS uses for every later call in this process.
   *
   * <pre>{@code blas.threads(2);}</pre>
   *
   * @param threads at least 1
   */
  void threads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("OpenBLAS threads must be at least 1, got " + threads);
    }
    try {
      setThreads.invokeExact(threads);
    } catch (Throwable e) {
      throw new IllegalStateException("openblas_set_num_threads failed", e);
    }
  }

  /**
   * Native copies of the row-major n×n matrices A and B and a zero C, 64-byte aligned.
   *
   * <pre>{@code OpenBlas.Operands m = blas.operands(a, b, 512);}</pre>
   *
   * @param a A, n·n floats
   * @param b B, n·n floats
   * @param n the side
   * @return the operands
   */
  Operands operands(float[] a, float[] b, int n) {
    if (a.length != n * n || b.length != n * n) {
      throw new IllegalArgumentException("A and B must hold n·n = " + n * n + " floats, got "
          + a.length + " and " + b.length);
    }
    ResourceScope scope = ResourceScope.newImplicitScope(); // freed when unreachable
    return new Operands(n, copy(a, scope), copy(b, scope),
        MemorySegment.allocateNative(4L * n * n, 64, scope));
  }

  private static MemorySegment copy(float[] x, ResourceScope scope) {
    MemorySegment segment = MemorySegment.allocateNative(4L * x.length, 64, scope);
    segment.copyFrom(MemorySegment.ofArray(x));
    return segment;
  }

  /**
   * {@code C += A·Bᵀ} by {@code cblas_sgemm} (row-major, B transposed: numpy's
   * {@code c += a @ b.T}).
   *
   * <pre>{@code blas.sgemmTransB(m);}</pre>
   *
   * @param m the operands
   */
  void sgemmTransB(Operands m) {
    long n = m.n();
    try {
      sgemm.invokeExact(ROW_MAJOR, NO_TRANS, TRANS, n, n, n, 1f, m.a().address(), n,
          m.b().address(), n, 1f, m.c().address(), n);
    } catch (Throwable e) {
      throw new IllegalStateException("cblas_sgemm failed", e);
    }
  }

  /**
   * How {@code cblas_sgemm} reads compact operands: C row- or column-major, and whether A and B are
   * transposed in that order (BLAS's {@code op(A)}, {@code op(B)}).
   *
   * <pre>{@code new OpenBlas.Orders(false, false, true)   // row-major, numpy's c += a @ b.T}</pre>
   *
   * @param columnMajor whether the call is column-major ({@code CblasColMajor})
   * @param transA whether A is transposed
   * @param transB whether B is transposed
   */
  record Orders(boolean columnMajor, boolean transA, boolean transB) {}

  /**
   * {@code C += op(A)·op(B)} by {@code cblas_sgemm} on compact native operands (each leading
   * dimension its matrix's inner extent), each at a byte offset into its segment: one product of
   * a batch.
   *
   * <pre>{@code blas.sgemm(new OpenBlas.Orders(false, false, false), 16, 16, 16, a, 0, b, 0, c, 0);
   * // numpy's c += a @ b}</pre>
   *
   * @param orders C's order and the transposes
   * @param m M
   * @param n N
   * @param k K
   * @param a A's segment
   * @param aBytes A's offset in it
   * @param b B's segment
   * @param bBytes B's offset
   * @param c C's segment
   * @param cBytes C's offset
   */
  void sgemm(Orders orders, int m, int n, int k, MemorySegment a, long aBytes, MemorySegment b,
      long bBytes, MemorySegment c, long cBytes) {
    boolean col = orders.columnMajor();
    long lda = orders.transA() != col ? m : k;
    long ldb = orders.transB() != col ? k : n;
    try {
      sgemm.invokeExact(col ? COLUMN_MAJOR : ROW_MAJOR, orders.transA() ? TRANS : NO_TRANS,
          orders.transB() ? TRANS : NO_TRANS, (long) m, (long) n, (long) k, 1f,
          a.address().addOffset(aBytes), lda, b.address().addOffset(bBytes), ldb, 1f,
          c.address().addOffset(cBytes), (long) (col ? m : n));
    } catch (Throwable e) {
      throw new IllegalStateException("cblas_sgemm failed", e);
    }
  }

  /**
   * A native copy of {@code x}, 64-byte aligned, freed when unreachable.
   *
   * <pre>{@code MemorySegment a = OpenBlas.nativeCopy(as);}</pre>
   *
   * @param x the floats
   * @return the copy
   */
  static MemorySegment nativeCopy(float[] x) {
    return copy(x, ResourceScope.newImplicitScope());
  }

  /**
   * A, B and C in native memory.
   *
   * @param n the side
   * @param a A, row-major
   * @param b B, row-major
   * @param c C, row-major
   */
  record Operands(int n, MemorySegment a, MemorySegment b, MemorySegment c) {
    /** C copied to the heap. @return C's n·n floats */
    float[] cArray() {
      return c.toFloatArray();
    }
  }
}
