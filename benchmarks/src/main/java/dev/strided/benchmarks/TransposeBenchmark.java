package dev.strided.benchmarks;

import dev.strided.Layout;
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
 * A kernel: transpose an n×n float matrix, {@code dst[cols(i,j)] = src[rows(i,j)]}, with the index
 * of each element computed by generated static layouts, generated dynamic layouts
 * ({@code RowsDynamic.of(n, n)}), the same expressions by hand, and runtime {@link Layout}s.
 * Each operation moves 8·n² bytes (read and write): GB/s = 8·n² / (µs/op) / 1000.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TransposeBenchmark {
  /** Matrix side: 512 is 1 MiB per matrix, 1024 is 4 MiB. */
  @Param({"512", "1024"})
  public int n;

  private float[] src;
  private float[] dst;
  private RowsDynamic rowsDynamic;
  private ColsDynamic colsDynamic;
  private Layout rowsRuntime;
  private Layout colsRuntime;

  /** Fills the source and builds the layouts. */
  @Setup
  public void setUp() {
    src = new float[n * n];
    dst = new float[n * n];
    Random random = new Random(3);
    for (int k = 0; k < src.length; k++) {
      src[k] = random.nextFloat();
    }
    rowsDynamic = RowsDynamic.of(n, n);
    colsDynamic = ColsDynamic.of(n, n);
    rowsRuntime = Layout.parse("(" + n + "," + n + "):(" + n + ",1)");
    colsRuntime = Layout.parse("(" + n + "," + n + "):(1," + n + ")");
  }

  /**
   * Generated static layouts.
   *
   * @return the destination
   */
  @Benchmark
  public float[] generatedStatic() {
    float[] s = src;
    float[] d = dst;
    if (n == 512) {
      for (int i = 0; i < 512; i++) {
        for (int j = 0; j < 512; j++) {
          d[Cols512.index(i, j)] = s[Rows512.index(i, j)];
        }
      }
    } else {
      for (int i = 0; i < 1024; i++) {
        for (int j = 0; j < 1024; j++) {
          d[Cols1024.index(i, j)] = s[Rows1024.index(i, j)];
        }
      }
    }
    return d;
  }

  /**
   * The same index expressions by hand, static extents.
   *
   * @return the destination
   */
  @Benchmark
  public float[] hand() {
    float[] s = src;
    float[] d = dst;
    if (n == 512) {
      for (int i = 0; i < 512; i++) {
        for (int j = 0; j < 512; j++) {
          d[i + j * 512] = s[i * 512 + j];
        }
      }
    } else {
      for (int i = 0; i < 1024; i++) {
        for (int j = 0; j < 1024; j++) {
          d[i + j * 1024] = s[i * 1024 + j];
        }
      }
    }
    return d;
  }

  /**
   * Generated layouts with extents known at run time.
   *
   * @return the destination
   */
  @Benchmark
  public float[] generatedDynamic() {
    float[] s = src;
    float[] d = dst;
    RowsDynamic rows = rowsDynamic;
    ColsDynamic cols = colsDynamic;
    int m = n;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < m; j++) {
        d[cols.index(i, j)] = s[rows.index(i, j)];
      }
    }
    return d;
  }

  /**
   * Runtime layouts, {@code Layout.index(i, j)}.
   *
   * @return the destination
   */
  @Benchmark
  public float[] runtime() {
    float[] s = src;
    float[] d = dst;
    Layout rows = rowsRuntime;
    Layout cols = colsRuntime;
    int m = n;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < m; j++) {
        d[cols.index(i, j)] = s[rows.index(i, j)];
      }
    }
    return d;
  }
}
