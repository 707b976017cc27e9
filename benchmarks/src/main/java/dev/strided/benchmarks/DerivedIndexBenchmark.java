package dev.strided.benchmarks;

import java.util.concurrent.TimeUnit;
import java.util.function.IntBinaryOperator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A derived layout's {@code index(c0, c1)} against the same layout written as a literal
 * ({@link DerivedIndexLayouts}), {@value IndexCoordinates#COUNT} coordinates per operation, score per
 * index. Example: {@code java -jar benchmarks.jar DerivedIndexBenchmark -p form=ctaDerived}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class DerivedIndexBenchmark {
  private static final int N = IndexCoordinates.COUNT;

  /** Every value of {@link #form}. */
  static final String[] FORMS =
      {"tileDerived", "tileLiteral", "ctaDerived", "ctaLiteral", "ctaDerivedKernel"};
  /** The binding of the CTA layouts' names. */
  static final int M_VALUE = 1024;
  static final int N_VALUE = 512;

  /** Which layout and form. */
  @Param({"tileDerived", "tileLiteral", "ctaDerived", "ctaLiteral", "ctaDerivedKernel"})
  public String form;

  private IntBinaryOperator index;
  private IndexCoordinates coordinates;

  /** Builds the layout and its coordinates. */
  @Setup
  public void setUp() {
    index = function(form);
    boolean tile = form.startsWith("tile");
    coordinates = IndexCoordinates.draw(N, tile ? 32 : 128 * 64,
        tile ? 32 : (M_VALUE / 128) * (N_VALUE / 64), 7);
  }

  /**
   * The timed function of a form.
   *
   * @param form one of {@link #FORMS}
   * @return its {@code index(c0, c1)}
   */
  static IntBinaryOperator function(String form) {
    CtaDerived derived = CtaDerived.of(M_VALUE, N_VALUE);
    CtaLiteral literal = CtaLiteral.of(M_VALUE / 128, N_VALUE / 64, N_VALUE);
    return switch (form) {
      case "tileDerived" -> TileDerived::index;
      case "tileLiteral" -> TileLiteral::index;
      case "ctaDerived" -> derived::index;
      case "ctaLiteral" -> literal::index;
      case "ctaDerivedKernel" -> (c0, c1) -> CtaDerived.indexOf(M_VALUE, N_VALUE, c0, c1);
      default -> throw new IllegalArgumentException("unknown form " + form);
    };
  }

  /**
   * The index of every coordinate pair.
   *
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void index(Blackhole bh) {
    int[] c0 = coordinates.c0();
    int[] c1 = coordinates.c1();
    for (int i = 0; i < N; i++) {
      bh.consume(index.applyAsInt(c0[i], c1[i]));
    }
  }
}
