package dev.strided.samples.cuda;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledMma;
import dev.strided.cuda.CompiledKernel;
import dev.strided.cuda.Cublas;
import dev.strided.cuda.Cuda;
import dev.strided.cuda.CudaModule;
import dev.strided.cuda.CudaUnavailableException;
import dev.strided.cuda.DeviceTensor;
import dev.strided.cuda.ElementType;
import dev.strided.cuda.Kernel;
import dev.strided.cuda.KernelArguments;
import dev.strided.cuda.KernelCompiler;
import dev.strided.cuda.LaunchShape;
import dev.strided.cuda.SharedMemoryPlan;
import dev.strided.cuda.Stream;
import dev.strided.cuda.TensorMap;
import dev.strided.tensor.FloatTensor;
import java.lang.foreign.Arena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The Hopper GEMM of {@code samples/cuda} run from Java: every number of its host half comes from the
 * same descriptors as {@code Sm90GemmLayouts.java} — the TMA maps from the global layouts and one
 * stage of the GMMA smem layouts (the swizzle mode from the layout's swizzle), the threads from the
 * tiled MMA (plus one producer warp group), the shared memory from the smem layouts' cosizes and the
 * pipeline's barriers, the grid from the SM count. Each C is checked against cuBLAS (called from
 * Java) and the TFLOP/s of both are printed; {@code simt M N K iterations} runs the SIMT SGEMM of
 * the same module likewise; then 10^4 launches of an empty kernel time the host's launch cost.
 *
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp strided-cuda.jar:strided-runtime.jar:strided-core.jar \
 *     samples/cuda/java/Sm90GemmFromJava.java MODULE [precision M N K iterations]...
 * </pre>
 * MODULE is a cubin of {@code sm90_gemm_java.cu} built by nvcc, or {@code nvrtc:INCLUDES} to compile
 * it with NVRTC (INCLUDES: the emitted headers, {@code samples/cuda}, CUTLASS's and CUDA's include
 * folders, separated by {@code :}; cached under {@code ~/.cache/strided}).
 */
public final class Sm90GemmFromJava {
  private static final int PRODUCER_THREADS = 128;
  private static final int STAGES = 4;

  private enum Precision {
    BF16("strided_sm90_gemm_bf16", ElementType.BF16, ElementType.FP32, 64, 1e-4),
    BF16OUT("strided_sm90_gemm_bf16out", ElementType.BF16, ElementType.BF16, 64, 4e-3),
    TF32("strided_sm90_gemm_tf32", ElementType.TF32, ElementType.FP32, 32, 2e-3);

    final String kernel;
    final ElementType ab;
    final ElementType c;
    final int tileK;
    final double tolerance;

    Precision(String kernel, ElementType ab, ElementType c, int tileK, double tolerance) {
      this.kernel = kernel;
      this.ab = ab;
      this.c = c;
      this.tileK = tileK;
      this.tolerance = tolerance;
    }

    /** The GMMA smem layout of {@code rows} x tileK, {@code stages} deep, as the descriptor derives it. */
    SwizzledLayout smem(int rows, int stages) {
      String shape = stages == 1 ? "(_" + rows + ",_" + tileK + ")"
          : "(_" + rows + ",_" + tileK + ",_" + stages + ")";
      return SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<" + ab.cuteName()
          + ">, " + shape + ")");
    }

    TiledMma mma() {
      String atom = this == TF32 ? "SM90_64x256x8_F32TF32TF32_SS_TN"
          : "SM90_64x256x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>";
      return TiledMma.of(MmaAtom.of(atom), Layout.parse("(_2,_1,_1)"),
          Tiler.parse(this == TF32 ? "(_128,_256,_8)" : "(_128,_256,_16)"));
    }
  }

  public static void main(String[] args) throws Exception {
    try {
      run(args);
    } catch (CudaUnavailableException e) {
      System.out.println(e.getMessage());
      System.exit(3);
    }
  }

  private static void run(String[] args) throws Exception {
    List<String> runs = new ArrayList<>(Arrays.asList(args).subList(1, args.length));
    try (Cuda cuda = Cuda.open()) {
      System.out.println(cuda.name() + ", sm_" + cuda.computeCapability() + ", "
          + cuda.multiprocessors() + " SMs, driver " + cuda.driverVersion());
      boolean ok = true;
      try (Stream stream = cuda.stream(); Cublas blas = Cublas.create(cuda, stream);
          CudaModule module = load(cuda, args[0])) {
        // cuBLAS allocates a workspace at the first call of each kind of GEMM and keeps it
        gemm(cuda, stream, blas, module, Precision.BF16, 1, 1, 1, 1);
        sgemm(stream, blas, module, cuda, 1, 1, 1, 1);
        long free = cuda.freeMemory();
        for (int i = 0; i + 4 < runs.size(); i += 5) {
          int m = Integer.parseInt(runs.get(i + 1));
          int n = Integer.parseInt(runs.get(i + 2));
          int k = Integer.parseInt(runs.get(i + 3));
          int iterations = Integer.parseInt(runs.get(i + 4));
          ok &= runs.get(i).equals("simt") ? sgemm(stream, blas, module, cuda, m, n, k, iterations)
              : gemm(cuda, stream, blas, module, Precision.valueOf(runs.get(i).toUpperCase()), m, n,
                  k, iterations);
        }
        long after = cuda.freeMemory();
        System.out.printf("free device memory: %d bytes before the GEMMs' tensors, %d after they "
            + "were closed: %s%n", free, after, free == after ? "nothing leaked" : "LEAKED");
        ok &= free == after;
        launchOverhead(module.kernel("strided_empty"), stream);
      }
      System.exit(ok ? 0 : 1);
    }
  }

  private static CudaModule load(Cuda cuda, String module) throws Exception {
    if (!module.startsWith("nvrtc:")) {
      return cuda.load(Files.readAllBytes(Path.of(module)));
    }
    KernelCompiler nvrtc = KernelCompiler.forArch(90, true).option("-DNDEBUG").option("-default-device")
        .cacheIn(Path.of(System.getProperty("user.home"), ".cache", "strided"));
    String[] includes = module.substring("nvrtc:".length()).split(":");
    for (String include : includes) {
      nvrtc = nvrtc.include(Path.of(include));
    }
    String source = Files.readString(Path.of(includes[1], "sm90_gemm_java.cu"));
    CompiledKernel first = nvrtc.compile("sm90_gemm_java.cu", source);
    CompiledKernel second = nvrtc.compile("sm90_gemm_java.cu", source);
    System.out.printf("NVRTC: first compile %.2f s (%s), second %.3f s (%s)%n", first.nanos() / 1e9,
        first.fromCache() ? "cache" : "compiled", second.nanos() / 1e9,
        second.fromCache() ? "cache" : "compiled");
    return second.load(cuda);
  }

  private static boolean gemm(Cuda cuda, Stream stream, Cublas blas, CudaModule module,
      Precision p, int m, int n, int k, int iterations) {
    int align = 16 / p.ab.bytes();
    int ld = (k + align - 1) / align * align;
    int ldc = (n + 7) / 8 * 8;
    Layout layoutA = Layout.parse("(" + m + "," + k + "):(" + ld + ",_1)");
    Layout layoutB = Layout.parse("(" + n + "," + k + "):(" + ld + ",_1)");
    Layout layoutC = Layout.parse("(" + m + "," + n + "):(" + ldc + ",_1)");
    TiledMma mma = p.mma();
    SharedMemoryPlan.Builder smem = SharedMemoryPlan.builder()
        .tile("A", p.smem(128, STAGES), p.ab, 1024).tile("B", p.smem(256, STAGES), p.ab, 1024);
    if (p == Precision.BF16OUT) {
      smem.tile("C", p.smem(64, STAGES), p.c, 1024);
    }
    SharedMemoryPlan plan = smem.barriers("pipeline", 2 * STAGES).build().checkFits(90);
    long tiles = (long) ((m + 127) / 128) * ((n + 255) / 256);
    LaunchShape shape = LaunchShape.persistent(tiles, cuda.multiprocessors(),
        mma.size() + PRODUCER_THREADS, plan.bytes()).checkFits(cuda.computeCapability());
    try (DeviceTensor a = DeviceTensor.allocate(cuda, p.ab, layoutA);
        DeviceTensor b = DeviceTensor.allocate(cuda, p.ab, layoutB);
        DeviceTensor c = DeviceTensor.allocate(cuda, p.c, layoutC);
        DeviceTensor ref = DeviceTensor.allocate(cuda, p.c, layoutC);
        Arena arena = Arena.ofConfined()) {
      int scale = p == Precision.TF32 ? 1024 : 128;
      upload(a, m, k, scale, 17);
      upload(b, n, k, scale, 120);
      int atomBytes = module.intConstant("strided_tma_atom_bytes");
      KernelArguments.Builder args = KernelArguments.builder().i32(m).i32(n).i32(k)
          .cuteTmaAtom(TensorMap.encode(a, p.smem(128, 1)), atomBytes)
          .cuteTmaAtom(TensorMap.encode(b, p.smem(256, 1)), atomBytes);
      if (p == Precision.BF16OUT) {
        args.cuteTmaAtom(TensorMap.encode(c, p.smem(64, 1)), atomBytes);
      }
      try (KernelArguments arguments = args.pointer(c).i32(ldc).build()) {
        Kernel kernel = module.kernel(p.kernel);
        Kernel.Launch launch = kernel.prepare(shape, stream, arguments, arena);
        Runnable java = () -> launch.run();
        Runnable library = () -> blas.gemmRowMajorNT(m, n, k, a, ld, b, ld, ref, ldc,
            p == Precision.TF32);
        Measured measured = measure(stream, java, library, c, ref, iterations);
        double error = measured.error();
        float[] ms = measured.ms();
        double flop = 2.0 * m * n * k;
        boolean ok = error <= p.tolerance;
        System.out.printf("%s M=%d N=%d K=%d | Java-launched %.2f TFLOP/s | cuBLAS %.2f TFLOP/s | "
            + "Java/cuBLAS %.3f | err vs cuBLAS %.2e | grid %d block %d smem %d | %s%n",
            p.name().toLowerCase(), m, n, k, flop / ms[0] / 1e9, flop / ms[1] / 1e9, ms[1] / ms[0],
            error,
            shape.gridX(), shape.threads(), shape.sharedMemoryBytes(), ok ? "OK" : "WRONG");
        return ok;
      }
    }
  }

  /**
   * The SIMT SGEMM of {@code sgemm_kernel.cuh} over the layouts of {@code SgemmLayouts.java}: A, B
   * and C column-major; one block of the tiled MMA's threads ({@code MmaThreads}, 16×16) per
   * 128×128 tile of C ({@code BlockC}); the masked kernel where a size is not a tile multiple.
   */
  private static boolean sgemm(Stream stream, Cublas blas, CudaModule module, Cuda cuda, int m,
      int n, int k, int iterations) {
    Layout blockC = Layout.parse("(_128,_128)");
    int threads = Layout.parse("(_16,_16,_1)").size();
    int tileM = blockC.size(0);
    int tileN = blockC.size(1);
    boolean masked = m % tileM != 0 || n % tileN != 0 || k % 8 != 0;
    LaunchShape shape = new LaunchShape((m + tileM - 1) / tileM, (n + tileN - 1) / tileN, 1,
        threads, 1, 1, 1, 1, 1, 0);
    try (DeviceTensor a = DeviceTensor.allocate(cuda, ElementType.FP32, columnMajor(m, k));
        DeviceTensor b = DeviceTensor.allocate(cuda, ElementType.FP32, columnMajor(n, k));
        DeviceTensor c = DeviceTensor.allocate(cuda, ElementType.FP32, columnMajor(m, n));
        DeviceTensor ref = DeviceTensor.allocate(cuda, ElementType.FP32, columnMajor(m, n));
        KernelArguments args = KernelArguments.builder().i32(m).i32(n).i32(k).pointer(a)
            .pointer(b).pointer(c).build();
        Arena arena = Arena.ofConfined()) {
      upload(a, m, k, 1 << 20, 3);
      upload(b, n, k, 1 << 20, 5);
      Kernel.Launch launch = module.kernel(masked ? "strided_sgemm_masked" : "strided_sgemm")
          .prepare(shape, stream, args, arena);
      Runnable java = launch::run;
      Runnable library = () -> blas.sgemmColumnMajorNT(m, n, k, a, b, ref);
      Measured measured = measure(stream, java, library, c, ref, iterations);
      double error = measured.error();
      float[] ms = measured.ms();
      double flop = 2.0 * m * n * k;
      boolean ok = error <= 1e-4;
      System.out.printf("simt%s M=%d N=%d K=%d | Java-launched %.2f TFLOP/s | cuBLAS %.2f TFLOP/s | "
          + "Java/cuBLAS %.3f | err vs cuBLAS %.2e | grid %dx%d block %d | %s%n",
          masked ? " masked" : "", m, n, k, flop / ms[0] / 1e9, flop / ms[1] / 1e9, ms[1] / ms[0],
          error, shape.gridX(),
          shape.gridY(), shape.threads(), ok ? "OK" : "WRONG");
      return ok;
    }
  }

  private static Layout columnMajor(int rows, int cols) {
    return Layout.parse("(" + rows + "," + cols + "):(_1," + rows + ")");
  }

  /** Values (h % (2 scale + 1) - scale) / scale, exact in BF16 and TF32; padding stays NaN. */
  private static void upload(DeviceTensor t, int rows, int cols, int scale, int seed) {
    float[] values = new float[rows * cols];
    for (int i = 0; i < values.length; i++) {
      int h = (i * 0x9E3779B1) ^ (seed * 0x85EBCA6B);
      h ^= h >>> 15;
      h *= 0x2C1B3C6D;
      h ^= h >>> 13;
      values[i] = (float) (Integer.remainderUnsigned(h, 2 * scale + 1) - scale) / scale;
    }
    t.buffer().fill((byte) 0xFF);
    t.upload(FloatTensor.of(values, Layout.parse("(" + rows + "," + cols + "):(" + cols + ",_1)")));
  }

  private static double maxRelativeError(FloatTensor c, FloatTensor ref) {
    double worst = 0;
    double scale = 0;
    for (int i = 0; i < ref.layout().size(); i++) {
      scale = Math.max(scale, Math.abs(ref.get(i)));
      double d = Math.abs(c.get(i) - ref.get(i));
      if (!(d <= worst)) {
        worst = d;  // a NaN sticks
      }
    }
    return scale > 0 ? worst / scale : worst;
  }


  /** A kernel's error against cuBLAS (relative to max |C|) and the milliseconds of both. */
  private record Measured(double error, float[] ms) {}

  /**
   * Runs both once on C filled with NaNs (a value the kernel does not write stays NaN and fails the
   * check), compares C with cuBLAS's, then times both ({@link #medians}).
   */
  private static Measured measure(Stream stream, Runnable java, Runnable library, DeviceTensor c,
      DeviceTensor ref, int iterations) {
    c.buffer().fill((byte) 0xFF);
    java.run();
    library.run();
    stream.synchronize();
    return new Measured(maxRelativeError(c.download(), ref.download()),
        medians(stream, java, library, iterations));
  }

  /**
   * Milliseconds per launch of the Java-launched kernel and of cuBLAS, each the median of 7 rounds
   * of {@code iterations} launches, the two in turn (the card's clock drifts alike for both).
   */
  private static float[] medians(Stream stream, Runnable java, Runnable library, int iterations) {
    float[] javaMs = new float[7];
    float[] cublasMs = new float[7];
    for (int r = 0; r < 7; r++) {
      cublasMs[r] = stream.time(() -> repeat(library, iterations)) / iterations;
      javaMs[r] = stream.time(() -> repeat(java, iterations)) / iterations;
    }
    return new float[] {median(javaMs), median(cublasMs)};
  }

  private static void repeat(Runnable r, int times) {
    for (int i = 0; i < times; i++) {
      r.run();
    }
  }

  private static float median(float[] v) {
    float[] s = v.clone();
    Arrays.sort(s);
    return s[s.length / 2];
  }

  /** 10^4 launches of an empty kernel on one stream, host wall time per launch (best of 5). */
  private static void launchOverhead(Kernel empty, Stream stream) {
    try (KernelArguments none = KernelArguments.builder().build(); Arena arena = Arena.ofConfined()) {
      Kernel.Launch launch = empty.prepare(LaunchShape.of(1, 32, 0), stream, none, arena);
      double best = Double.MAX_VALUE;
      for (int round = 0; round < 6; round++) {
        stream.synchronize();
        long start = System.nanoTime();
        for (int i = 0; i < 10_000; i++) {
          launch.run();
        }
        stream.synchronize();
        double us = (System.nanoTime() - start) / 1e3 / 10_000;
        if (round > 0) {
          best = Math.min(best, us);  // round 0 warms up the JIT
        }
      }
      System.out.printf("launch overhead: Java %.3f us per launch (10^4 empty launches, best of 5)%n",
          best);
    }
  }
}
