package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.CompilerControl;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A generated typed view's {@code get}/{@code set} in a loop against the same loop on the
 * hand-written {@code data[off + i * ld + j]}, and the runtime {@link FloatTensor}'s. Two loops over
 * every element of a 64 × 64 row-major panel (leading dimension 72, offset 8): {@code sum} reads
 * ({@code s += get(i, j)}: a float sum, which C2 keeps in order and so does not vectorize),
 * {@code scale} reads and writes one array ({@code v(i, j) = -v(i, j)}), {@code axpy} two
 * ({@code y(i, j) = a * x(i, j) + y(i, j)}); both vectorizable. {@code handAxpyApart} gives each
 * array its own offset and leading dimension (same values), as two views have them. Prefixes:
 * {@code view} the generated {@link RowPanel.FloatView} (names bound at run time), {@code hand} the
 * expression typed in with the same values in locals, {@code tensor} the runtime tensor,
 * {@code staticView}/{@code staticHand} the static {@code (64,64):(64,1)} ({@link RowTile}). Scores
 * are per element.
 *
 * <p>Each method is compiled on its own ({@code DONT_INLINE}), as a kernel called many times is:
 * inlined into JMH's measurement loop, which C2 compiles on stack replacement, a loop that reads
 * its offset or leading dimension from a field (a view's, or any object's) is not vectorized,
 * because those loads land in the pre-loop and C2's SuperWord takes only invariants that dominate
 * it (BENCHMARKS.md, section 10). Example:
 * {@code java -jar benchmarks.jar 'ViewBenchmark\.(view|hand)Sum'}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@CompilerControl(CompilerControl.Mode.DONT_INLINE)
public class ViewBenchmark extends ViewArrays {
  final FloatTensor tensorX = FloatTensor.of(x, OFFSET, Layout.parse("(64,64):(72,1)"));
  final FloatTensor tensorY = FloatTensor.of(y, OFFSET, Layout.parse("(64,64):(72,1)"));

  /** {@code s += view.get(i, j)}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public float viewSum() {
    RowPanel.FloatView v = viewX;
    float s = 0;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        s += v.get(i, j);
      }
    }
    return s;
  }

  /** {@code s += data[off + i * ld + j]}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public float handSum() {
    float[] data = x;
    int off = this.off;
    int ld = this.ld;
    float s = 0;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        s += data[off + i * ld + j];
      }
    }
    return s;
  }

  /** {@code s += tensor.get(i, j)}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public float tensorSum() {
    FloatTensor t = tensorX;
    float s = 0;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        s += t.get(i, j);
      }
    }
    return s;
  }

  /** {@code y.set(i, j, a * x.get(i, j) + y.get(i, j))}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void viewAxpy() {
    RowPanel.FloatView vx = viewX;
    RowPanel.FloatView vy = viewY;
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        vy.set(i, j, a * vx.get(i, j) + vy.get(i, j));
      }
    }
  }

  /** {@code y[off + i * ld + j] = a * x[off + i * ld + j] + y[off + i * ld + j]}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void handAxpy() {
    float[] xs = x;
    float[] ys = y;
    int off = this.off;
    int ld = this.ld;
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        ys[off + i * ld + j] = a * xs[off + i * ld + j] + ys[off + i * ld + j];
      }
    }
  }

  /**
   * The axpy by hand with an offset and a leading dimension per array, as two views have: the same
   * values, held apart.
   */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void handAxpyApart() {
    float[] xs = x;
    float[] ys = y;
    int off = this.off;
    int ld = this.ld;
    int offY = this.offY;
    int ldY = this.ldY;
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        ys[offY + i * ldY + j] = a * xs[off + i * ld + j] + ys[offY + i * ldY + j];
      }
    }
  }

  /** {@code v.set(i, j, -v.get(i, j))}: one array, read and written. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void viewScale() {
    RowPanel.FloatView v = viewY;
    float a = this.flip;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        v.set(i, j, a * v.get(i, j));
      }
    }
  }

  /** {@code data[off + i * ld + j] = -data[off + i * ld + j]}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void handScale() {
    float[] data = y;
    int off = this.off;
    int ld = this.ld;
    float a = this.flip;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        data[off + i * ld + j] = a * data[off + i * ld + j];
      }
    }
  }

  /** The scale on the runtime tensor. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void tensorScale() {
    FloatTensor t = tensorY;
    float a = this.flip;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        t.set(i, j, a * t.get(i, j));
      }
    }
  }

  /** The axpy on the runtime tensors. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void tensorAxpy() {
    FloatTensor tx = tensorX;
    FloatTensor ty = tensorY;
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        ty.set(i, j, a * tx.get(i, j) + ty.get(i, j));
      }
    }
  }

  /** The axpy on the static tile's views. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void staticViewAxpy() {
    RowTile.FloatView vx = tileViewX;
    RowTile.FloatView vy = tileViewY;
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        vy.set(i, j, a * vx.get(i, j) + vy.get(i, j));
      }
    }
  }

  /** The axpy on the static tile, by hand: {@code data[off + i * 64 + j]}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void staticHandAxpy() {
    float[] xs = tileX;
    float[] ys = tileY;
    int off = this.off;
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        ys[off + i * 64 + j] = a * xs[off + i * 64 + j] + ys[off + i * 64 + j];
      }
    }
  }
}
