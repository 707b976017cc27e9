package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import dev.strided.vector.Copy;
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
 * {@code strided-vector}'s {@link Copy#copy} on a 4096 × 4096 float tensor (64 MiB): contiguous to
 * contiguous beside {@code System.arraycopy} of the same 16 Mi floats, and row-major to
 * column-major beside a hand-written blocked transpose ({@link HandTranspose}). Each operation
 * reads and writes 64 MiB: GB/s = 2 · 4096² · 4 / (ms/op) / 10⁶.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
public class VectorCopyBenchmark {
  static final int SIDE = 4096;

  private float[] src;
  private float[] dst;
  private FloatTensor rows;
  private FloatTensor rowsOut;
  private FloatTensor cols;

  /** The source, the destination and the three tensors over them. */
  @Setup
  public void setUp() {
    src = SgemmBenchmark.random(SIDE * SIDE, new Random(1));
    dst = new float[SIDE * SIDE];
    rows = FloatTensor.of(src, Layout.parse("(" + SIDE + "," + SIDE + "):(" + SIDE + ",1)"));
    rowsOut = FloatTensor.of(dst, Layout.parse("(" + SIDE + "," + SIDE + "):(" + SIDE + ",1)"));
    cols = FloatTensor.of(dst, Layout.parse("(" + SIDE + "," + SIDE + "):(1," + SIDE + ")"));
  }

  /** Contiguous to contiguous through the layouts. @return the destination */
  @Benchmark
  public float[] copyContiguous() {
    Copy.copy(rows, rowsOut);
    return dst;
  }

  /** The JVM's own copy of the same floats. @return the destination */
  @Benchmark
  public float[] arraycopy() {
    System.arraycopy(src, 0, dst, 0, src.length);
    return dst;
  }

  /** Row-major to column-major through the layouts. @return the destination */
  @Benchmark
  public float[] copyTranspose() {
    Copy.copy(rows, cols);
    return dst;
  }

  /** The hand-written blocked transpose. @return the destination */
  @Benchmark
  public float[] handTranspose() {
    HandTranspose.transpose(src, dst, SIDE);
    return dst;
  }
}
