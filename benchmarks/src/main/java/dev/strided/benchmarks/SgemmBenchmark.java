package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import dev.strided.vector.Gemm;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.ejml.data.FMatrixRMaj;
import org.ejml.dense.row.CommonOps_FDRM;
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
 * Square SGEMM {@code C += A·Bᵀ} (numpy's {@code C += A @ B.T}: A, B and C n×n row-major), one
 * thread unless a name says two: {@code strided-vector}'s {@link Gemm} on tensors, the hand-written
 * Vector API GEMM with the same blocking ({@link HandVectorGemm}), and EJML's
 * {@code CommonOps_FDRM.multAddTransB}.
 * GFLOP/s = 2·n³ / (ms/op) / 10⁶.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
public class SgemmBenchmark {
  @Param({"256", "512", "1024", "2048"})
  public int n;

  private float[] a;
  private float[] b;
  private float[] c;
  private FloatTensor ta;
  private FloatTensor tb;
  private FloatTensor tc;
  private FMatrixRMaj ea;
  private FMatrixRMaj eb;
  private FMatrixRMaj ec;

  /** Random A and B, zero C, the tensors and EJML's matrices over the same arrays. */
  @Setup
  public void setUp() {
    Random random = new Random(5);
    a = random(n * n, random);
    b = random(n * n, random);
    c = new float[n * n];
    Layout rowMajor = Layout.parse("(" + n + "," + n + "):(" + n + ",1)");
    ta = FloatTensor.of(a, rowMajor);
    tb = FloatTensor.of(b, rowMajor);
    tc = FloatTensor.of(c, rowMajor);
    ea = FMatrixRMaj.wrap(n, n, a);
    eb = FMatrixRMaj.wrap(n, n, b);
    ec = FMatrixRMaj.wrap(n, n, c);
  }

  static float[] random(int length, Random random) {
    float[] x = new float[length];
    for (int i = 0; i < length; i++) {
      x[i] = random.nextFloat() - 0.5f;
    }
    return x;
  }

  /** {@link Gemm#gemm} on the tensors. @return C */
  @Benchmark
  public float[] strided() {
    Gemm.gemm(ta, tb, tc);
    return c;
  }

  /** {@link Gemm#gemm} on two threads: the ratio to {@link #strided} is the scaling. @return C */
  @Benchmark
  public float[] stridedTwoThreads() {
    Gemm.gemm(ta, tb, tc, 2);
    return c;
  }

  /** The hand-written reference on two threads (rows of tiles). @return C */
  @Benchmark
  public float[] handWrittenTwoThreads() throws InterruptedException {
    HandVectorGemm.gemm(n, n, n, a, b, c, 2);
    return c;
  }

  /** The hand-written reference. @return C */
  @Benchmark
  public float[] handWritten() throws InterruptedException {
    HandVectorGemm.gemm(n, n, n, a, b, c, 1);
    return c;
  }

  /** EJML 0.46.1, {@code c += a·bᵀ}. @return C */
  @Benchmark
  public float[] ejml() {
    CommonOps_FDRM.multAddTransB(ea, eb, ec);
    return c;
  }
}
