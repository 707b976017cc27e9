package dev.strided.benchmarks;

import java.util.Objects;
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
 * Loop forms around {@link ViewBenchmark}'s views that tell where their cost comes from (same
 * panel, arrays, values and {@code DONT_INLINE}; run in one JMH invocation with it). {@code
 * NonNull}: the view's null check taken before the loops ({@code Objects.requireNonNull}), so the
 * generated {@code get}/{@code set} read its fields under a check that dominates the loop nest
 * instead of one C2 must first hoist out of it. {@code staticHandAxpyApart}: the static tile's
 * hand-written axpy with one offset per array, as two views hold them. {@code Locals}: the loop
 * over the views' arrays with their state in locals and one index for both arrays, the form C2's
 * SuperWord vectorizes where two views share their offset. Example:
 * {@code java -jar benchmarks.jar 'ViewBenchmark\.viewScale$|ViewLoopFormsBenchmark'}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@CompilerControl(CompilerControl.Mode.DONT_INLINE)
public class ViewLoopFormsBenchmark extends ViewArrays {
  /** {@link ViewBenchmark#viewScale}, the view checked for null before the loops. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void viewScaleNonNull() {
    RowPanel.FloatView v = Objects.requireNonNull(viewY);
    float a = this.flip;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        v.set(i, j, a * v.get(i, j));
      }
    }
  }

  /** {@link ViewBenchmark#viewAxpy}, both views checked for null before the loops. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void viewAxpyNonNull() {
    RowPanel.FloatView vx = Objects.requireNonNull(viewX);
    RowPanel.FloatView vy = Objects.requireNonNull(viewY);
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        vy.set(i, j, a * vx.get(i, j) + vy.get(i, j));
      }
    }
  }

  /** {@link ViewBenchmark#staticViewAxpy}, both views checked for null before the loops. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void staticViewAxpyNonNull() {
    RowTile.FloatView vx = Objects.requireNonNull(tileViewX);
    RowTile.FloatView vy = Objects.requireNonNull(tileViewY);
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        vy.set(i, j, a * vx.get(i, j) + vy.get(i, j));
      }
    }
  }

  /**
   * {@link ViewBenchmark#viewScale} as a loop over the view's array with its state in locals: the
   * array, the offset and the name {@code ld} read once, the index the generated static
   * {@code RowPanel.indexOf(M, N, ld, i, j)}.
   */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void viewScaleLocals() {
    float[] ys = viewY.data();
    int off = viewY.offset();
    int ld = this.ld;
    float a = this.flip;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        int p = off + RowPanel.indexOf(M, N, ld, i, j);
        ys[p] = a * ys[p];
      }
    }
  }

  /**
   * {@link ViewBenchmark#viewAxpy} for two views at one offset, as a loop over their arrays with
   * one offset local: both accesses share the index {@code p}, so SuperWord sees they are the same
   * element of two arrays.
   */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void viewAxpyLocals() {
    float[] xs = viewX.data();
    float[] ys = viewY.data();
    int off = viewY.offset();
    int ld = this.ld;
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        int p = off + RowPanel.indexOf(M, N, ld, i, j);
        ys[p] = a * xs[p] + ys[p];
      }
    }
  }

  /** {@link ViewBenchmark#staticViewAxpy} in the same form, the index {@code RowTile.index(i, j)}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void staticViewAxpyLocals() {
    float[] xs = tileViewX.data();
    float[] ys = tileViewY.data();
    int off = tileViewY.offset();
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        int p = off + RowTile.index(i, j);
        ys[p] = a * xs[p] + ys[p];
      }
    }
  }

  /** {@code ys[offY + i * 64 + j] = a * xs[off + i * 64 + j] + ys[offY + i * 64 + j]}. */
  @Benchmark
  @OperationsPerInvocation(ELEMENTS)
  public void staticHandAxpyApart() {
    float[] xs = tileX;
    float[] ys = tileY;
    int off = this.off;
    int offY = this.offY;
    float a = this.a;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        ys[offY + i * 64 + j] = a * xs[off + i * 64 + j] + ys[offY + i * 64 + j];
      }
    }
  }
}
