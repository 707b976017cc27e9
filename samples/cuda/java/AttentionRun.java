package dev.strided.samples.cuda;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.strided.Layout;
import dev.strided.cuda.Cuda;
import dev.strided.cuda.CudaModule;
import dev.strided.cuda.DeviceTensor;
import dev.strided.cuda.ElementType;
import dev.strided.cuda.Kernel;
import dev.strided.cuda.KernelArguments;
import dev.strided.cuda.LaunchShape;
import dev.strided.cuda.SharedMemoryPlan;
import dev.strided.cuda.Stream;
import dev.strided.cuda.TensorMap;
import dev.strided.samples.cuda.AttentionFromJava.Problem;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.Arrays;

/**
 * One problem of {@link AttentionFromJava}: the tensors, the Java launch, the reference check, and
 * beside the C++ launch of the same kernel (where a library is given), the bit-for-bit comparison and
 * the timing in turns.
 */
final class AttentionRun {
  private static final int CHECK_WARPS = 4;
  private static final int ROUNDS = 7;
  private final Cuda cuda;
  private final Stream stream;
  private final CudaModule module;
  private final MethodHandle cxx;
  private final Problem p;
  private final float scale;

  AttentionRun(Cuda cuda, Stream stream, CudaModule module, MethodHandle cxx, Problem p) {
    this.cuda = cuda;
    this.stream = stream;
    this.module = module;
    this.cxx = cxx;
    this.p = p;
    this.scale = (float) (1 / Math.sqrt(p.d()));
  }

  boolean run() throws Throwable {
    SharedMemoryPlan plan = p.variant().smem();
    int moduleBytes = module.intConstant(p.variant().kernel() + "_smem");
    if (plan.bytes() != moduleBytes) {
      throw new IllegalStateException("the descriptors' shared memory, " + plan.bytes()
          + " bytes, is not the kernel's shared storage, " + moduleBytes);
    }
    LaunchShape shape = AttentionFromJava.launchShape(p, plan.bytes(), cuda.multiprocessors());
    Layout lseLayout = Layout.parse("(" + p.lq() * p.heads() * p.batch() + "):(_1)");
    boolean withCxx = cxx != null;
    try (DeviceTensor q = tensor(ElementType.BF16, p.rowsMajor(p.lq(), p.heads(), p.ld()));
        DeviceTensor k = tensor(ElementType.BF16, p.rowsMajor(p.lk(), p.kvHeads(), p.ld()));
        DeviceTensor v = tensor(ElementType.BF16, p.vTransposed());
        DeviceTensor o = tensor(ElementType.BF16, p.rowsMajor(p.lq(), p.heads(), p.d()));
        DeviceTensor lse = tensor(ElementType.FP32, lseLayout);
        DeviceTensor cxxO = withCxx ? tensor(ElementType.BF16, o.layout()) : null;
        DeviceTensor cxxLse = withCxx ? tensor(ElementType.FP32, lseLayout) : null;
        DeviceTensor counters = p.variant().persistent ? counters() : null;
        KernelArguments args = arguments(q, k, v, o, lse, counters);
        Arena arena = Arena.ofConfined()) {
      Kernel.Launch launch = module.kernel(p.variant().kernel()).prepare(shape, stream, args, arena);
      Runnable java = launch::run;
      java.run();
      float[] errors = check(q, k, v, o, lse);
      boolean ok = errors[0] <= 1 && errors[2] <= 1e-4;
      StringBuilder line = new StringBuilder(p.toString());
      if (withCxx) {
        Runnable library = cxxLaunch(q, k, v, cxxO, cxxLse, arena);
        library.run();
        stream.synchronize();
        boolean same = sameBits(o, cxxO, arena) && sameBits(lse, cxxLse, arena);
        ok &= same;
        float[] ms = medians(java, library);
        line.append(String.format(" | Java-launched %.1f TFLOP/s | C++-launched %.1f | Java/C++ %.3f"
            + " | O and LSE equal C++'s bit for bit: %s", p.flop() / ms[0] / 1e9,
            p.flop() / ms[1] / 1e9, ms[1] / ms[0], same ? "yes" : "NO"));
      }
      System.out.println(line.append(String.format(" | O err %.2e (bound ratio %.3f) LSE err %.2e"
          + " | grid %dx%dx%d block %d smem %d | %s", errors[1], errors[0], errors[2], shape.gridX(),
          shape.gridY(), shape.gridZ(), shape.threads(), shape.sharedMemoryBytes(),
          ok ? "OK" : "WRONG")));
      return ok;
    }
  }

  private DeviceTensor tensor(ElementType type, Layout layout) {
    DeviceTensor t = DeviceTensor.allocate(cuda, type, layout);
    t.buffer().fill((byte) 0xFF);  // NaN: padding and anything left unwritten stay NaN
    return t;
  }

  /** The persistent kernel's tile counter and count of CTAs done, zero (the kernel leaves them so). */
  private DeviceTensor counters() {
    DeviceTensor t = DeviceTensor.allocate(cuda, ElementType.FP32, Layout.parse("(_2):(_1)"));
    t.buffer().clear();  // two ints 0: the kernel reads them as int
    return t;
  }

  /** The kernel's parameters: the problem, O and LSE, the counters if any, the TMA maps Java encodes. */
  private KernelArguments arguments(DeviceTensor q, DeviceTensor k, DeviceTensor v, DeviceTensor o,
      DeviceTensor lse, DeviceTensor counters) {
    fill(q, p.lq(), p.heads(), 1);
    fill(k, p.lk(), p.kvHeads(), 2);
    fill(v, p.lk(), p.kvHeads(), 3);
    TensorMap[] maps = AttentionFromJava.maps(p, q, k, v);
    int atomBytes = module.intConstant("strided_tma_atom_bytes");
    KernelArguments.Builder args = KernelArguments.builder().i32(p.batch()).i32(p.heads())
        .i32(p.kvHeads()).i32(p.lq()).i32(p.lk()).i32(p.causal() ? 1 : 0).f32(scale).pointer(o)
        .i32(p.d()).i32(p.lq() * p.d()).i32(p.heads() * p.lq() * p.d()).pointer(lse);
    if (counters != null) {
      args.pointer(counters);
    }
    return args.cuteTmaAtom(maps[0], atomBytes).cuteTmaAtom(maps[1], atomBytes)
        .cuteTmaAtom(maps[2], atomBytes).build();
  }

  /** Values k/16 of (rows, D, heads, batches) by strided_attention_fill; the padding stays NaN. */
  private void fill(DeviceTensor t, int rows, int heads, int seed) {
    try (KernelArguments args = KernelArguments.builder().pointer(t).i32(rows).i32(p.d()).i32(heads)
        .i32(p.batch()).i32(p.ld()).i32(rows * p.ld()).i32(heads * rows * p.ld()).i32(seed).build()) {
      module.kernel("strided_attention_fill").launch(LaunchShape.of(1024, 256, 0), stream, args);
    }
  }

  /**
   * Runs strided_attention_check over rows 0, step, 2·step, … and the last of every (batch, head)
   * (every row where B·H·Lq·Lk ≤ 2^30, else step 37, which meets every row position of a tile) and
   * returns the worst of its three errors: bound ratio, max |O − ref|, LSE's relative error.
   */
  private float[] check(DeviceTensor q, DeviceTensor k, DeviceTensor v, DeviceTensor o,
      DeviceTensor lse) {
    int step = (long) p.batch() * p.heads() * p.lq() * p.lk() <= 1L << 30 ? 1 : 37;
    int checked = (p.lq() + step - 1) / step + 1;
    int ld = p.ld();
    try (DeviceTensor err = tensor(ElementType.FP32,
            Layout.parse("(" + 3 * checked * p.heads() * p.batch() + "):(_1)"));
        KernelArguments args = KernelArguments.builder().i32(p.d()).i32(p.heads()).i32(p.kvHeads())
            .i32(p.lq()).i32(p.lk()).i32(p.causal() ? 1 : 0).f32(scale).i32(step)
            .pointer(q).i32(ld).i32(p.lq() * ld).i32(p.heads() * p.lq() * ld)
            .pointer(k).i32(ld).i32(p.lk() * ld).i32(p.kvHeads() * p.lk() * ld)
            .pointer(v).i32(ld).i32(p.lk() * ld).i32(p.kvHeads() * p.lk() * ld)
            .pointer(o).i32(p.d()).i32(p.lq() * p.d()).i32(p.heads() * p.lq() * p.d())
            .pointer(lse).f32(AttentionFromJava.V_MAX).pointer(err).build()) {
      module.kernel("strided_attention_check").launch(new LaunchShape(
          (checked + CHECK_WARPS - 1) / CHECK_WARPS, p.heads(), p.batch(), 32 * CHECK_WARPS, 1, 1, 1,
          1, 1, 0), stream, args);
      stream.synchronize();
      float[] e = err.download().data();
      float[] worst = new float[3];
      for (int i = 0; i < e.length; i++) {
        if (!(e[i] <= worst[i % 3])) {
          worst[i % 3] = Float.isNaN(e[i]) ? Float.POSITIVE_INFINITY : e[i];  // NaN: never written
        }
      }
      return worst;
    }
  }

  /** The same problem through attention_lib.cu's C entry, on this stream. */
  private Runnable cxxLaunch(DeviceTensor q, DeviceTensor k, DeviceTensor v, DeviceTensor o,
      DeviceTensor lse, Arena arena) {
    int ld = p.ld();
    MemorySegment strides = arena.allocateFrom(JAVA_INT, ld, p.lq() * ld, p.heads() * p.lq() * ld,
        ld, p.lk() * ld, p.kvHeads() * p.lk() * ld, ld, p.lk() * ld, p.kvHeads() * p.lk() * ld,
        p.d(), p.lq() * p.d(), p.heads() * p.lq() * p.d());
    MemorySegment[] pointers = Arrays.stream(new DeviceTensor[] {q, k, v, o, lse})
        .map(t -> MemorySegment.ofAddress(t.buffer().address())).toArray(MemorySegment[]::new);
    MemorySegment cxxStream = MemorySegment.ofAddress(stream.address());
    int policy = p.variant().cxxPolicy;
    return () -> {
      int status;
      try {
        status = (int) cxx.invokeExact(policy, p.d(), p.batch(), p.heads(), p.kvHeads(), p.lq(),
            p.lk(), p.causal() ? 1 : 0, scale, pointers[0], pointers[1], pointers[2], pointers[3],
            pointers[4], strides, cxxStream);
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
      if (status != 0) {
        throw new IllegalStateException("strided_attention returned cudaError " + status);
      }
    };
  }

  private static boolean sameBits(DeviceTensor a, DeviceTensor b, Arena arena) {
    MemorySegment x = arena.allocate(a.buffer().bytes(), 16);
    MemorySegment y = arena.allocate(b.buffer().bytes(), 16);
    a.buffer().copyTo(x);
    b.buffer().copyTo(y);
    return x.mismatch(y) == -1;
  }

  /** Milliseconds per launch, Java's and C++'s, each the median of 7 rounds taken in turns. */
  private float[] medians(Runnable java, Runnable library) {
    float[] javaMs = new float[ROUNDS];
    float[] cxxMs = new float[ROUNDS];
    int n = p.iterations();
    for (int r = 0; r < ROUNDS; r++) {
      cxxMs[r] = stream.time(() -> repeat(library, n)) / n;
      javaMs[r] = stream.time(() -> repeat(java, n)) / n;
    }
    Arrays.sort(javaMs);
    Arrays.sort(cxxMs);
    return new float[] {javaMs[ROUNDS / 2], cxxMs[ROUNDS / 2]};
  }

  private static void repeat(Runnable r, int times) {
    for (int i = 0; i < times; i++) {
      r.run();
    }
  }
}
