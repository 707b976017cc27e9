package dev.strided.benchmarks;

import dev.strided.Layout;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Index of one coordinate per top-level mode, {@code index(c0, c1)}, for the four layouts of the
 * spec: generated static, hand-written, generated dynamic and runtime.
 *
 * <p>Each method computes {@value IndexCoordinates#COUNT} indices from coordinates held in arrays and
 * hands every result to the {@link Blackhole}; scores are per index. Prefixes name the layout:
 * {@code rowMajor} {@code (64,64):(64,1)}, {@code nested} {@code (2,(3,4)):(1,(2,6))},
 * {@code gemmTile} {@code ((8,4),(8,2)):((1,64),(8,512))}, {@code nz}
 * {@code ((16,2),(16,4)):((16,256),(1,512))}. Suffixes: {@code Generated} the processor's static
 * method, {@code Hand} the same expression typed in, {@code Dynamic} the generated {@code of(...)}
 * instance, {@code Runtime} {@link Layout#index}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class IndexBenchmark {
  private static final int N = IndexCoordinates.COUNT;

  private final IndexCoordinates rowMajor = IndexCoordinates.draw(N, 64, 64, 1);
  private final Layout rowMajorLayout = Layout.parse("(64,64):(64,1)");
  private final RowMajorDynamic rowMajorDynamic = RowMajorDynamic.of(64, 64);

  private final IndexCoordinates nested = IndexCoordinates.draw(N, 2, 12, 2);
  private final Layout nestedLayout = Layout.parse("(2,(3,4)):(1,(2,6))");
  private final NestedDynamic nestedDynamic = NestedDynamic.of(2, 3, 4);

  private final IndexCoordinates gemmTile = IndexCoordinates.draw(N, 32, 16, 3);
  private final Layout gemmTileLayout = Layout.parse("((8,4),(8,2)):((1,64),(8,512))");
  private final GemmTileDynamic gemmTileDynamic = GemmTileDynamic.of(8, 4, 8, 2, 64);

  private final IndexCoordinates nz = IndexCoordinates.draw(N, 32, 64, 4);
  private final Layout nzLayout = Layout.parse("((16,2),(16,4)):((16,256),(1,512))");
  private final NzDynamic nzDynamic = NzDynamic.of(2, 4);

  /**
   * RowMajor: generated static index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void rowMajorGenerated(Blackhole bh) {
    int[] c0 = rowMajor.c0();
    int[] c1 = rowMajor.c1();
    for (int i = 0; i < N; i++) {
      bh.consume(RowMajorStatic.index(c0[i], c1[i]));
    }
  }

  /**
   * RowMajor: hand-written expression.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void rowMajorHand(Blackhole bh) {
    int[] c0 = rowMajor.c0();
    int[] c1 = rowMajor.c1();
    for (int i = 0; i < N; i++) {
      int c0i = c0[i];
      int c1i = c1[i];
      bh.consume(c0i * 64 + c1i);
    }
  }

  /**
   * RowMajor: generated dynamic instance.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void rowMajorDynamic(Blackhole bh) {
    int[] c0 = rowMajor.c0();
    int[] c1 = rowMajor.c1();
    RowMajorDynamic dyn = rowMajorDynamic;
    for (int i = 0; i < N; i++) {
      bh.consume(dyn.index(c0[i], c1[i]));
    }
  }

  /**
   * RowMajor: runtime Layout.index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void rowMajorRuntime(Blackhole bh) {
    int[] c0 = rowMajor.c0();
    int[] c1 = rowMajor.c1();
    Layout layout = rowMajorLayout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c0[i], c1[i]));
    }
  }

  /**
   * Nested: generated static index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nestedGenerated(Blackhole bh) {
    int[] c0 = nested.c0();
    int[] c1 = nested.c1();
    for (int i = 0; i < N; i++) {
      bh.consume(NestedStatic.index(c0[i], c1[i]));
    }
  }

  /**
   * Nested: hand-written expression.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nestedHand(Blackhole bh) {
    int[] c0 = nested.c0();
    int[] c1 = nested.c1();
    for (int i = 0; i < N; i++) {
      int c0i = c0[i];
      int c1i = c1[i];
      bh.consume(c0i + (c1i % 3) * 2 + (c1i / 3) * 6);
    }
  }

  /**
   * Nested: generated dynamic instance.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nestedDynamic(Blackhole bh) {
    int[] c0 = nested.c0();
    int[] c1 = nested.c1();
    NestedDynamic dyn = nestedDynamic;
    for (int i = 0; i < N; i++) {
      bh.consume(dyn.index(c0[i], c1[i]));
    }
  }

  /**
   * Nested: runtime Layout.index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nestedRuntime(Blackhole bh) {
    int[] c0 = nested.c0();
    int[] c1 = nested.c1();
    Layout layout = nestedLayout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c0[i], c1[i]));
    }
  }

  /**
   * GemmTile: generated static index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void gemmTileGenerated(Blackhole bh) {
    int[] c0 = gemmTile.c0();
    int[] c1 = gemmTile.c1();
    for (int i = 0; i < N; i++) {
      bh.consume(GemmTileStatic.index(c0[i], c1[i]));
    }
  }

  /**
   * GemmTile: hand-written expression.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void gemmTileHand(Blackhole bh) {
    int[] c0 = gemmTile.c0();
    int[] c1 = gemmTile.c1();
    for (int i = 0; i < N; i++) {
      int c0i = c0[i];
      int c1i = c1[i];
      bh.consume((c0i % 8) + (c0i / 8) * 64 + (c1i % 8) * 8 + (c1i / 8) * 512);
    }
  }

  /**
   * GemmTile: generated dynamic instance.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void gemmTileDynamic(Blackhole bh) {
    int[] c0 = gemmTile.c0();
    int[] c1 = gemmTile.c1();
    GemmTileDynamic dyn = gemmTileDynamic;
    for (int i = 0; i < N; i++) {
      bh.consume(dyn.index(c0[i], c1[i]));
    }
  }

  /**
   * GemmTile: runtime Layout.index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void gemmTileRuntime(Blackhole bh) {
    int[] c0 = gemmTile.c0();
    int[] c1 = gemmTile.c1();
    Layout layout = gemmTileLayout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c0[i], c1[i]));
    }
  }

  /**
   * Nz: generated static index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzGenerated(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    for (int i = 0; i < N; i++) {
      bh.consume(NzStatic.index(c0[i], c1[i]));
    }
  }

  /**
   * Nz: hand-written expression.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzHand(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    for (int i = 0; i < N; i++) {
      int c0i = c0[i];
      int c1i = c1[i];
      bh.consume((c0i % 16) * 16 + (c0i / 16) * 256 + (c1i % 16) + (c1i / 16) * 512);
    }
  }

  /**
   * Nz: generated dynamic instance.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzDynamic(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    NzDynamic dyn = nzDynamic;
    for (int i = 0; i < N; i++) {
      bh.consume(dyn.index(c0[i], c1[i]));
    }
  }

  /**
   * Nz: runtime Layout.index.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void nzRuntime(Blackhole bh) {
    int[] c0 = nz.c0();
    int[] c1 = nz.c1();
    Layout layout = nzLayout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c0[i], c1[i]));
    }
  }
}
