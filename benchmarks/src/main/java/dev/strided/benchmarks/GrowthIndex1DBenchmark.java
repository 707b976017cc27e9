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
 * Index cost as layouts grow from 1 to 6 leaves ({@link GrowthLayouts}), one 1-D coordinate:
 * {@code generated1D<k>} against the runtime {@code Layout.index(int)}, {@code runtime1D<k>}.
 * Scores are per index.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GrowthIndex1DBenchmark {
  private static final int N = IndexCoordinates.COUNT;
  private final IndexCoordinates c1 = IndexCoordinates.draw(N, 4, 1, 1);
  private final Layout layout1 = Layout.parse("(4):(5)");
  private final IndexCoordinates c2 = IndexCoordinates.draw(N, 4, 4, 2);
  private final Layout layout2 = Layout.parse("(4,4):(1,5)");
  private final IndexCoordinates c3 = IndexCoordinates.draw(N, 4, 16, 3);
  private final Layout layout3 = Layout.parse("(4,(4,4)):(1,(5,25))");
  private final IndexCoordinates c4 = IndexCoordinates.draw(N, 16, 16, 4);
  private final Layout layout4 = Layout.parse("((4,4),(4,4)):((1,5),(25,125))");
  private final IndexCoordinates c5 = IndexCoordinates.draw(N, 16, 64, 5);
  private final Layout layout5 = Layout.parse("((4,4),(4,(4,4))):((1,5),(25,(125,625)))");
  private final IndexCoordinates c6 = IndexCoordinates.draw(N, 64, 64, 6);
  private final Layout layout6 = Layout.parse("((4,(4,4)),(4,(4,4))):((1,(5,25)),(125,(625,3125)))");

  /**
   * 1 leaves: generated, 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated1D1(Blackhole bh) {
    int[] c = c1.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(Leaves1.index(c[i]));
    }
  }

  /**
   * 1 leaves: runtime Layout.index(int), 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime1D1(Blackhole bh) {
    int[] c = c1.flat();
    Layout layout = layout1;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
    }
  }

  /**
   * 2 leaves: generated, 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated1D2(Blackhole bh) {
    int[] c = c2.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(Leaves2.index(c[i]));
    }
  }

  /**
   * 2 leaves: runtime Layout.index(int), 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime1D2(Blackhole bh) {
    int[] c = c2.flat();
    Layout layout = layout2;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
    }
  }

  /**
   * 3 leaves: generated, 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated1D3(Blackhole bh) {
    int[] c = c3.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(Leaves3.index(c[i]));
    }
  }

  /**
   * 3 leaves: runtime Layout.index(int), 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime1D3(Blackhole bh) {
    int[] c = c3.flat();
    Layout layout = layout3;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
    }
  }

  /**
   * 4 leaves: generated, 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated1D4(Blackhole bh) {
    int[] c = c4.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(Leaves4.index(c[i]));
    }
  }

  /**
   * 4 leaves: runtime Layout.index(int), 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime1D4(Blackhole bh) {
    int[] c = c4.flat();
    Layout layout = layout4;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
    }
  }

  /**
   * 5 leaves: generated, 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated1D5(Blackhole bh) {
    int[] c = c5.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(Leaves5.index(c[i]));
    }
  }

  /**
   * 5 leaves: runtime Layout.index(int), 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime1D5(Blackhole bh) {
    int[] c = c5.flat();
    Layout layout = layout5;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
    }
  }

  /**
   * 6 leaves: generated, 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void generated1D6(Blackhole bh) {
    int[] c = c6.flat();
    for (int i = 0; i < N; i++) {
      bh.consume(Leaves6.index(c[i]));
    }
  }

  /**
   * 6 leaves: runtime Layout.index(int), 1-D.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void runtime1D6(Blackhole bh) {
    int[] c = c6.flat();
    Layout layout = layout6;
    for (int i = 0; i < N; i++) {
      bh.consume(layout.index(c[i]));
    }
  }
}
