package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import dev.strided.vector.Gemm;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * SGEMM beyond the square row-major case, {@code strided-vector}'s {@link Gemm}: M = 1000, N = 700,
 * K = 300 (no extent a multiple of a tile) with A, B and C column-major; and n = 1024 on two
 * threads beside the hand-written reference on two threads. GFLOP/s = 2·M·N·K / (ms/op) / 10⁶.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
public class SgemmShapesBenchmark {
  static final int M = 1000;
  static final int N = 700;
  static final int K = 300;
  static final int SQUARE = 1024;

  private FloatTensor colA;
  private FloatTensor colB;
  private FloatTensor colC;
  private float[] a;
  private float[] b;
  private float[] c;
  private FloatTensor ta;
  private FloatTensor tb;
  private FloatTensor tc;

  /** The column-major operands and the square row-major ones. */
  @Setup
  public void setUp() {
    Random random = new Random(9);
    colA = FloatTensor.of(SgemmBenchmark.random(M * K, random),
        Layout.parse("(" + M + "," + K + "):(1," + M + ")"));
    colB = FloatTensor.of(SgemmBenchmark.random(N * K, random),
        Layout.parse("(" + N + "," + K + "):(1," + N + ")"));
    colC = FloatTensor.of(new float[M * N], Layout.parse("(" + M + "," + N + "):(1," + M + ")"));
    a = SgemmBenchmark.random(SQUARE * SQUARE, random);
    b = SgemmBenchmark.random(SQUARE * SQUARE, random);
    c = new float[SQUARE * SQUARE];
    Layout rowMajor = Layout.parse("(" + SQUARE + "," + SQUARE + "):(" + SQUARE + ",1)");
    ta = FloatTensor.of(a, rowMajor);
    tb = FloatTensor.of(b, rowMajor);
    tc = FloatTensor.of(c, rowMajor);
  }

  /** 1000 × 700 × 300, column-major, one thread. @return C */
  @Benchmark
  public float[] columnMajor1000x700x300() {
    Gemm.gemm(colA, colB, colC);
    return colC.data();
  }

  /** n = 1024 row-major on two threads. @return C */
  @Benchmark
  public float[] stridedTwoThreads1024() {
    Gemm.gemm(ta, tb, tc, 2);
    return c;
  }

  /** The hand-written reference, n = 1024 on two threads. @return C */
  @Benchmark
  public float[] handWrittenTwoThreads1024() throws InterruptedException {
    HandVectorGemm.gemm(SQUARE, SQUARE, SQUARE, a, b, c, 2);
    return c;
  }
}
