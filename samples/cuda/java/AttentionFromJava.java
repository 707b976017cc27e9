package dev.strided.samples.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledMma;
import dev.strided.cuda.Cuda;
import dev.strided.cuda.CudaModule;
import dev.strided.cuda.CudaUnavailableException;
import dev.strided.cuda.DeviceTensor;
import dev.strided.cuda.ElementType;
import dev.strided.cuda.KernelArguments;
import dev.strided.cuda.LaunchShape;
import dev.strided.cuda.SharedMemoryPlan;
import dev.strided.cuda.Stream;
import dev.strided.cuda.TensorMap;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The Hopper attention kernel of {@code samples/cuda} run from Java: the host half from the same
 * descriptors as {@code AttentionLayouts.java} — Q's, K's and V's TMA maps from their four-mode global
 * layouts and one stage of the GMMA smem layouts (V as the MN-major operand), the threads from the
 * tiled MMA of S plus one producer warp group, the grid from Q's tile rows (or, for the persistent
 * kernel, the SMs), the shared memory from the tiles and the pipelines' barriers (checked equal to
 * the module's {@code sizeof}).
 *
 * <p>Each run fills Q, K and V on the GPU with values k/16 (|k| ≤ 32, exact in BF16), launches the
 * kernel, and checks O and the rows' log-sum-exp against an FP32 reference of sampled rows computed on
 * the GPU ({@code strided_attention_check}): |O − ref| ≤ 2⁻⁸·(max|V| + |ref|) + 2⁻¹⁶ per value (Q·Kᵀ of
 * such values is exact in FP32, so the kernel's only coarser rounding is P's and O's to BF16, each
 * at most 2⁻⁸ relative), and |LSE − ref| ≤ 10⁻⁴·max(1, |ref|) (FP32 exponentials and logarithms
 * only). Where {@code LIB} is the C++ build of the same kernel ({@code attention_lib.cu}), the same
 * problem is launched through its C entry too: O and LSE must be equal bit for bit, and both are
 * timed in turns on one stream.
 *
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp strided-cuda.jar:strided-runtime.jar:strided-core.jar \
 *     samples/cuda/java/AttentionFromJava.java MODULE LIB [variant B H Hkv Lq Lk causal pad iterations]...
 * </pre>
 * MODULE is a cubin of {@code attention_java.cu}; LIB is {@code libattention.so} or {@code -};
 * variant is d64, d128 or d128x176, each also with {@code _persistent}; pad adds that many elements
 * to each row of Q, K and V.
 */
public final class AttentionFromJava {
  private static final int PRODUCER_THREADS = 128;
  private static final int STAGES = 2;
  private static final int BARRIERS = 2 * 2 * STAGES;  // K's and V's full and empty
  static final float V_MAX = 2;  // the largest |value| strided_attention_fill writes
  private static final String DEFAULT_RUNS = "d128 32 16 16 1024 1024 0 0 20 d128 8 16 16 4096 4096 0 0 20 "
      + "d128 2 16 16 16384 16384 0 0 10 d128 8 16 16 4096 4096 1 0 20 d128 2 16 16 16384 16384 1 0 10 "
      + "d64 8 16 16 4096 4096 0 0 20 d64 8 16 16 4096 4096 1 0 20 d128x176 2 16 16 16384 16384 0 0 10 "
      + "d128 2 16 4 1000 777 1 24 5 d64 3 8 2 333 4099 0 8 5 d128 1 1 1 1 1 0 0 5 d64 1 2 1 129 1 1 0 5 "
      + "d128x176_persistent 8 16 16 4096 4096 0 0 20 d128x176_persistent 2 16 16 16384 16384 0 0 10 "
      + "d128_persistent 32 16 16 1024 1024 0 0 20 d128x176_persistent 2 16 4 1000 777 1 24 5 "
      + "d64_persistent 3 8 2 333 4099 0 8 5 d128_persistent 1 1 1 1 1 0 0 5";

  /**
   * A kernel of attention_java.cu and the attention_lib.cu policy of the same kernel: one CTA per
   * tile of Q rows, or persistent (one CTA per SM taking tiles from a counter).
   */
  enum Variant {
    D64(64, 128, 0, false), D128(128, 128, 0, false), D128X176(128, 176, 6, false),
    D64_PERSISTENT(64, 128, 3, true), D128_PERSISTENT(128, 128, 3, true),
    D128X176_PERSISTENT(128, 176, 14, true);

    final int headDim;
    final int blockKeys;
    final int cxxPolicy;
    final boolean persistent;

    Variant(int headDim, int blockKeys, int cxxPolicy, boolean persistent) {
      this.headDim = headDim;
      this.blockKeys = blockKeys;
      this.cxxPolicy = cxxPolicy;
      this.persistent = persistent;
    }

    String kernel() {
      return "strided_attention_" + name().toLowerCase();
    }

    SwizzledLayout q() {
      return SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (_128,_"
          + headDim + "))");
    }

    SwizzledLayout k(int stages) {
      return SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (_"
          + blockKeys + ",_" + headDim + (stages > 1 ? ",_" + stages : "") + "))");
    }

    /** V in slabs of 64 values of D, each holding every key of the block (as SmemV128's order). */
    SwizzledLayout v(int stages) {
      return SwizzledLayout.derive("tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (_"
          + headDim + ",_" + blockKeys + (stages > 1 ? ",_" + stages + "), Step<_2,_1,_3>)"
              : "), Step<_2,_1>)"));
    }

    TiledMma mmaS() {
      return TiledMma.of(MmaAtom.of("SM90_64x" + blockKeys
          + "x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>"), Layout.parse("(_2,_1,_1)"),
          Tiler.parse("(_128,_" + blockKeys + ",_16)"));
    }

    /**
     * Q, K and V, the pipelines' barriers and Q's: one (full) per tile, or full and empty plus the
     * index of the tile Q holds in the persistent kernel.
     */
    SharedMemoryPlan smem() {
      SharedMemoryPlan.Builder plan = SharedMemoryPlan.builder().tile("Q", q(), ElementType.BF16, 1024)
          .tile("K", k(STAGES), ElementType.BF16, 1024).tile("V", v(STAGES), ElementType.BF16, 1024)
          .barriers("pipelines and Q", BARRIERS + (persistent ? 2 : 1));
      return (persistent ? plan.region("tile index", Integer.BYTES, Integer.BYTES) : plan).build()
          .checkFits(90);
    }
  }

  /** One problem: B × H heads of Lq query rows over Hkv heads of Lk keys, rows padded by pad. */
  record Problem(Variant variant, int batch, int heads, int kvHeads, int lq, int lk, boolean causal,
      int pad, int iterations) {
    static Problem parse(List<String> t) {
      return new Problem(Variant.valueOf(t.get(0).toUpperCase()), Integer.parseInt(t.get(1)),
          Integer.parseInt(t.get(2)), Integer.parseInt(t.get(3)), Integer.parseInt(t.get(4)),
          Integer.parseInt(t.get(5)), t.get(6).equals("1"), Integer.parseInt(t.get(7)),
          Integer.parseInt(t.get(8)));
    }

    int d() {
      return variant.headDim;
    }

    /** Elements per row of Q, K and V. */
    int ld() {
      return d() + pad;
    }

    /** (rows, D, heads, batches), D contiguous, rows of {@code ld} values, heads and batches packed. */
    Layout rowsMajor(int rows, int headCount, int rowLength) {
      return Layout.parse("(" + rows + "," + d() + "," + headCount + "," + batch + "):(" + rowLength
          + ",_1," + rows * rowLength + "," + headCount * rows * rowLength + ")");
    }

    /** V's memory, that of K, as the MN-major B operand of P·V reads it: (D, rows, heads, batches). */
    Layout vTransposed() {
      return Layout.parse("(" + d() + "," + lk + "," + kvHeads + "," + batch + "):(_1," + ld() + ","
          + lk * ld() + "," + kvHeads * lk * ld() + ")");
    }

    double flop() {
      return 4.0 * batch * heads * lq * lk * d() / (causal ? 2 : 1);
    }

    @Override
    public String toString() {
      return variant.name().toLowerCase() + " B=" + batch + " H=" + heads + " Hkv=" + kvHeads + " Lq="
          + lq + " Lk=" + lk + " causal=" + (causal ? 1 : 0) + " pad=" + pad;
    }
  }

  public static void main(String[] args) throws Throwable {
    try {
      System.exit(run(args) ? 0 : 1);
    } catch (CudaUnavailableException e) {
      System.out.println(e.getMessage());
      System.exit(3);
    }
  }

  private static boolean run(String[] args) throws Throwable {
    List<String> tokens = args.length > 2 ? Arrays.asList(args).subList(2, args.length)
        : Arrays.asList(DEFAULT_RUNS.split(" "));
    try (Cuda cuda = Cuda.open(); Arena arena = Arena.ofShared()) {
      System.out.println(cuda.name() + ", sm_" + cuda.computeCapability() + ", "
          + cuda.multiprocessors() + " SMs, driver " + cuda.driverVersion());
      MethodHandle cxx = args[1].equals("-") ? null : cxxEntry(Path.of(args[1]), arena);
      boolean ok = true;
      try (Stream stream = cuda.stream();
          CudaModule module = cuda.load(Files.readAllBytes(Path.of(args[0])))) {
        if (cxx != null) {  // libattention.so keeps the tile counters of its first persistent launch
          System.out.print("warm-up, before counting device memory: ");
          ok &= new AttentionRun(cuda, stream, module, cxx, Problem.parse(List.of(
              "d64_persistent", "1", "1", "1", "1", "1", "0", "0", "1"))).run();
        }
        long free = cuda.freeMemory();
        for (int i = 0; i + 8 < tokens.size(); i += 9) {
          ok &= new AttentionRun(cuda, stream, module, cxx, Problem.parse(tokens.subList(i, i + 9)))
              .run();
        }
        long after = cuda.freeMemory();
        System.out.printf("free device memory: %d bytes before the runs, %d after: %s%n", free, after,
            free == after ? "nothing leaked" : "LEAKED");
        ok &= free == after;
      }
      return ok;
    }
  }

  /** {@code strided_attention} of {@code attention_lib.cu}: the kernel launched from C++. */
  @SuppressWarnings("restricted")  // a native library the user names; run with native access enabled
  private static MethodHandle cxxEntry(Path library, Arena arena) {
    MemorySegment entry = SymbolLookup.libraryLookup(library, arena).find("strided_attention")
        .orElseThrow(() -> new IllegalArgumentException(library + " has no strided_attention"));
    // (policy, head_dim, batch, heads, kv_heads, lq, lk, causal, scale, q, k, v, o, lse, strides, stream)
    FunctionDescriptor signature = FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT,
        JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_FLOAT, ADDRESS, ADDRESS, ADDRESS,
        ADDRESS, ADDRESS, ADDRESS, ADDRESS);
    return Linker.nativeLinker().downcallHandle(entry, signature);
  }

  /** The TMA maps of Q, K and V for one problem. */
  static TensorMap[] maps(Problem p, DeviceTensor q, DeviceTensor k, DeviceTensor v) {
    return new TensorMap[] {TensorMap.encode(q, p.variant.q()), TensorMap.encode(k, p.variant.k(1)),
        TensorMap.encode(v, p.variant.v(1))};
  }

  /**
   * The launch: one CTA per tile of Q rows per (head, batch), or for the persistent kernel one per SM
   * (fewer if there are fewer tiles); S's tiled MMA plus the producer.
   */
  static LaunchShape launchShape(Problem p, int sharedMemoryBytes, int multiprocessors) {
    int rows = p.variant.q().layout().size(0);
    int mBlocks = (p.lq + rows - 1) / rows;
    boolean persistent = p.variant.persistent;
    int gridX = persistent ? (int) Math.min((long) mBlocks * p.heads * p.batch, multiprocessors)
        : mBlocks;
    return new LaunchShape(gridX, persistent ? 1 : p.heads, persistent ? 1 : p.batch,
        p.variant.mmaS().size() + PRODUCER_THREADS, 1, 1, 1, 1, 1, sharedMemoryBytes).checkFits(90);
  }
}
