package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.Swizzle;
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
 * contiguous beside {@code System.arraycopy} of the same 16 Mi floats; row-major to column-major
 * beside hand-written Vector API blocked transposes ({@link HandVectorTranspose}: gathers, and a
 * permute-and-blend network) and a scalar one ({@link HandTranspose}); the same transpose as 4096
 * calls on its (64,64) tiles, into a swizzled destination ({@code Sw<3,3,3>}), and as the 3-D
 * permute {@code (64,256,1024)} row-major to column-major. Each operation reads and writes 64 MiB:
 * GB/s = 2 · 4096² · 4 / (ms/op) / 10⁶.
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
  private FloatTensor swizzledCols;
  private FloatTensor cube;
  private FloatTensor cubeOut;
  private Layout tileRows;
  private Layout tileCols;

  /** The source, the destination and the three tensors over them. */
  @Setup
  public void setUp() {
    src = SgemmBenchmark.random(SIDE * SIDE, new Random(1));
    dst = new float[SIDE * SIDE];
    rows = FloatTensor.of(src, Layout.parse("(" + SIDE + "," + SIDE + "):(" + SIDE + ",1)"));
    rowsOut = FloatTensor.of(dst, Layout.parse("(" + SIDE + "," + SIDE + "):(" + SIDE + ",1)"));
    cols = FloatTensor.of(dst, Layout.parse("(" + SIDE + "," + SIDE + "):(1," + SIDE + ")"));
    swizzledCols = FloatTensor.of(dst, 0, new Swizzle(3, 3, 3).compose(cols.layout()));
    cube = FloatTensor.of(src, Layout.parse("(64,256,1024):(262144,1024,1)"));
    cubeOut = FloatTensor.of(dst, Layout.parse("(64,256,1024):(1,64,16384)"));
    tileRows = Layout.parse("(64,64):(" + SIDE + ",1)");
    tileCols = Layout.parse("(64,64):(1," + SIDE + ")");
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

  /** The same transpose as one call per (64,64) tile. @return the destination */
  @Benchmark
  public float[] copyTransposeTiles() {
    for (int i = 0; i < SIDE; i += 64) {
      for (int j = 0; j < SIDE; j += 64) {
        Copy.copy(FloatTensor.of(src, i * SIDE + j, tileRows),
            FloatTensor.of(dst, i + j * SIDE, tileCols));
      }
    }
    return dst;
  }

  /** The transpose into a swizzled column-major destination. @return the destination */
  @Benchmark
  public float[] copyTransposeSwizzled() {
    Copy.copy(rows, swizzledCols);
    return dst;
  }

  /** A 3-D permute: row-major (64,256,1024) to column-major. @return the destination */
  @Benchmark
  public float[] copyPermute3() {
    Copy.copy(cube, cubeOut);
    return dst;
  }

  /** The hand-written scalar blocked transpose. @return the destination */
  @Benchmark
  public float[] handTranspose() {
    HandTranspose.transpose(src, dst, SIDE);
    return dst;
  }

  /** The hand-written Vector API transpose by gathers. @return the destination */
  @Benchmark
  public float[] handVectorGathers() {
    HandVectorTranspose.gathers(src, dst, SIDE);
    return dst;
  }

  /** The hand-written Vector API transpose by a permute network. @return the destination */
  @Benchmark
  public float[] handVectorShuffles() {
    HandVectorTranspose.shuffles(src, dst, SIDE);
    return dst;
  }
}
