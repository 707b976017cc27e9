package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.vector.SmallGemm;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import jdk.incubator.foreign.MemorySegment;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Small static GEMMs (issue 47): {@link SmallGemm} against numpy's OpenBLAS ({@link OpenBlas})
 * called per product in the same JVM, A, B and C in the orders {@link Form} says; one product at
 * m = n = k, and a batch of 10,000 products of 16×16×16 (each operand's products 256 floats apart)
 * against a loop of 10,000 OpenBLAS calls. ns per call; run with {@code OPENBLAS_CORETYPE} unset
 * so that OpenBLAS picks its kernel for the CPU.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules=jdk.incubator.vector,jdk.incubator.foreign",
    "--enable-native-access=ALL-UNNAMED"})
public class OpenBlasSmallGemmBenchmark {
  /** Products in the batch. */
  static final int BATCH = 10_000;

  /** The operands' orders, as numpy writes the product (C-order arrays unless said). */
  public enum Form {
    /** {@code c += a @ b}: A (M,K), B (K,N), C (M,N) row-major; our B (N,K) is column-major. */
    AB(false, false, false),
    /** {@code c += a @ b.T}: B (N,K) row-major; A and B both contiguous along K. */
    ABT(false, true, false),
    /** {@code c += a.T @ b}: A stored (K,M) row-major, i.e. A (M,K) column-major. */
    ATB(true, false, false),
    /** {@code c += a @ b} into a column-major (Fortran-order) C. */
    AB_C_COLUMN_MAJOR(false, false, true),
    /** {@code c += a @ b.T} into a column-major C. */
    ABT_C_COLUMN_MAJOR(false, true, true);

    final boolean aColumnMajor;
    /** Whether B (N,K) is row-major (numpy's {@code b.T}), not column-major. */
    final boolean bRowMajor;
    final boolean cColumnMajor;

    Form(boolean aColumnMajor, boolean bRowMajor, boolean cColumnMajor) {
      this.aColumnMajor = aColumnMajor;
      this.bRowMajor = bRowMajor;
      this.cColumnMajor = cColumnMajor;
    }

    /**
     * The same product as {@code cblas_sgemm} reads it: row-major where C is, A and B transposed
     * where their order is not C's (B (N,K) is B's transpose).
     */
    OpenBlas.Orders orders() {
      return cColumnMajor ? new OpenBlas.Orders(true, !aColumnMajor, !bRowMajor)
          : new OpenBlas.Orders(false, aColumnMajor, bRowMajor);
    }
  }

  /** The operands of {@code count} products of n×n×n, on the heap and in native memory. */
  @State(Scope.Thread)
  public abstract static class Operands {
    @Param({"AB", "ABT", "ATB", "AB_C_COLUMN_MAJOR", "ABT_C_COLUMN_MAJOR"})
    public Form form;

    OpenBlas blas;
    SmallGemm gemm;
    float[] a;
    float[] b;
    float[] c;
    MemorySegment na;
    MemorySegment nb;
    MemorySegment nc;

    abstract int side();

    abstract int count();

    /** Random A and B, zero C, their native copies, the plan. */
    @Setup
    public void setUp() {
      blas = OpenBlas.find().orElseThrow(() -> new IllegalStateException(
          "no OpenBLAS: give -Dstrided.openblas=PATH or install numpy for python3"));
      blas.threads(1);
      int n = side();
      Random random = new Random(5);
      a = SgemmBenchmark.random(n * n * count(), random);
      b = SgemmBenchmark.random(n * n * count(), random);
      c = new float[n * n * count()];
      na = OpenBlas.nativeCopy(a);
      nb = OpenBlas.nativeCopy(b);
      nc = OpenBlas.nativeCopy(c);
      String batch = count() > 1 ? "," + count() : "";
      String step = count() > 1 ? ",_" + n * n : "";
      String rowMajor = "(_" + n + ",_" + n + batch + "):(_" + n + ",_1" + step + ")";
      String columnMajor = "(_" + n + ",_" + n + batch + "):(_1,_" + n + step + ")";
      gemm = SmallGemm.of(Layout.parse(form.aColumnMajor ? columnMajor : rowMajor),
          Layout.parse(form.bRowMajor ? rowMajor : columnMajor),
          Layout.parse(form.cColumnMajor ? columnMajor : rowMajor));
      System.out.println("OpenBLAS kernel: " + blas.kernel() + "; " + gemm);
    }
  }

  /** One product of n×n×n. */
  @State(Scope.Thread)
  public static class One extends Operands {
    @Param({"8", "16", "32", "64"})
    public int n;

    @Override
    int side() {
      return n;
    }

    @Override
    int count() {
      return 1;
    }
  }

  /** {@link #BATCH} products of 16×16×16. */
  @State(Scope.Thread)
  public static class Batch extends Operands {
    @Override
    int side() {
      return 16;
    }

    @Override
    int count() {
      return BATCH;
    }
  }

  /** SmallGemm, one product. @param s the operands @return C */
  @Benchmark
  public Object small(One s) {
    s.gemm.run(s.a, 0, s.b, 0, s.c, 0);
    return s.c;
  }

  /** OpenBLAS, one product. @param s the operands @return C's segment */
  @Benchmark
  public Object openBlas(One s) {
    s.blas.sgemm(s.form.orders(), s.n, s.n, s.n, s.na, 0, s.nb, 0, s.nc, 0);
    return s.nc;
  }

  /** SmallGemm, the batch in one call. @param s the operands @return C */
  @Benchmark
  public Object smallBatch(Batch s) {
    s.gemm.run(s.a, 0, s.b, 0, s.c, 0);
    return s.c;
  }

  /** OpenBLAS, a call per product of the batch. @param s the operands @return C's segment */
  @Benchmark
  public Object openBlasBatch(Batch s) {
    OpenBlas.Orders orders = s.form.orders();
    for (long p = 0; p < BATCH; p++) {
      long bytes = p * 16 * 16 * Float.BYTES;
      s.blas.sgemm(orders, 16, 16, 16, s.na, bytes, s.nb, bytes, s.nc, bytes);
    }
    return s.nc;
  }
}
