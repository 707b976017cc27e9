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
 * Index of a 1-D coordinate, {@code index(c)}, for the four layouts of the spec: generated static
 * (the coalesced layout), hand-written, generated dynamic and runtime.
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
public class Index1DBenchmark {
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
    int[] c = rowMajor.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(RowMajorStatic.index(c[i]));
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
    int[] c = rowMajor.flat();
    for (int i = 0; i < N; i++) {
      int ci = c[i];
      bh.consume((ci % 64) * 64 + (ci / 64));
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
    int[] c = rowMajor.flat();
    RowMajorDynamic dyn = rowMajorDynamic;
    for (int i = 0; i < N; i++) {
      bh.consume(dyn.index(c[i]));
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
    int[] c = rowMajor.flat();
    Layout layout = rowMajorLayout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
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
    int[] c = nested.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(NestedStatic.index(c[i]));
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
    int[] c = nested.flat();
    for (int i = 0; i < N; i++) {
      int ci = c[i];
      bh.consume(ci);
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
    int[] c = nested.flat();
    NestedDynamic dyn = nestedDynamic;
    for (int i = 0; i < N; i++) {
      bh.consume(dyn.index(c[i]));
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
    int[] c = nested.flat();
    Layout layout = nestedLayout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
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
    int[] c = gemmTile.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(GemmTileStatic.index(c[i]));
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
    int[] c = gemmTile.flat();
    for (int i = 0; i < N; i++) {
      int ci = c[i];
      bh.consume((ci % 8) + (ci / 8 % 4) * 64 + (ci / 32 % 8) * 8 + (ci / 256) * 512);
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
    int[] c = gemmTile.flat();
    GemmTileDynamic dyn = gemmTileDynamic;
    for (int i = 0; i < N; i++) {
      bh.consume(dyn.index(c[i]));
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
    int[] c = gemmTile.flat();
    Layout layout = gemmTileLayout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
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
    int[] c = nz.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(NzStatic.index(c[i]));
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
    int[] c = nz.flat();
    for (int i = 0; i < N; i++) {
      int ci = c[i];
      bh.consume((ci % 32) * 16 + (ci / 32 % 16) + (ci / 512) * 512);
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
    int[] c = nz.flat();
    NzDynamic dyn = nzDynamic;
    for (int i = 0; i < N; i++) {
      bh.consume(dyn.index(c[i]));
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
    int[] c = nz.flat();
    Layout layout = nzLayout;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
    }
  }
}
