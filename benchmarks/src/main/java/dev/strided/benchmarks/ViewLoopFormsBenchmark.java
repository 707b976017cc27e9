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
 * hand-written axpy with one offset per array, as two views hold them. Example:
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
