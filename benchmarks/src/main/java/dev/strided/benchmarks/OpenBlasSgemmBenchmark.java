package dev.strided.benchmarks;

import java.util.Random;
import java.util.concurrent.TimeUnit;
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
 * numpy's OpenBLAS ({@link OpenBlas}) on {@link SgemmBenchmark}'s problem, {@code C += A·Bᵀ} with
 * A, B and C n×n row-major and the same random A and B, in JMH beside it. Run the JMH command with
 * {@code OPENBLAS_CORETYPE} unset ({@code env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE java -jar
 * ...}) so that OpenBLAS runs the kernel it picks for the CPU; each fork prints that kernel. Where
 * no OpenBLAS is found the setup fails with a message and JMH goes on with the next benchmark.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules=jdk.incubator.foreign",
    "--enable-native-access=ALL-UNNAMED"})
public class OpenBlasSgemmBenchmark {

  /** The operands, on OpenBLAS set to {@link #threads()} threads. */
  @State(Scope.Thread)
  public abstract static class Operands {
    @Param({"256", "512", "1024", "2048"})
    public int n;

    OpenBlas blas;
    OpenBlas.Operands m;

    abstract int threads();

    /** Loads OpenBLAS, sets its threads and copies SgemmBenchmark's A and B to native memory. */
    @Setup
    public void setUp() {
      blas = OpenBlas.find().orElseThrow(() -> new IllegalStateException(
          "no OpenBLAS: give -Dstrided.openblas=PATH or install numpy for python3"));
      blas.threads(threads());
      Random random = new Random(5);
      float[] a = SgemmBenchmark.random(n * n, random);
      float[] b = SgemmBenchmark.random(n * n, random);
      m = blas.operands(a, b, n);
      System.out.println("OpenBLAS kernel: " + blas.kernel() + ", threads: " + threads());
    }
  }

  /** One thread. */
  @State(Scope.Thread)
  public static class OneThread extends Operands {
    @Override
    int threads() {
      return 1;
    }
  }

  /** Two threads. */
  @State(Scope.Thread)
  public static class TwoThreads extends Operands {
    @Override
    int threads() {
      return 2;
    }
  }

  /** OpenBLAS on one thread. @param s the operands @return C's segment */
  @Benchmark
  public Object openBlas(OneThread s) {
    s.blas.sgemmTransB(s.m);
    return s.m.c();
  }

  /** OpenBLAS on two threads. @param s the operands @return C's segment */
  @Benchmark
  public Object openBlasTwoThreads(TwoThreads s) {
    s.blas.sgemmTransB(s.m);
    return s.m.c();
  }
}
