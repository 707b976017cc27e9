package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.Tiler;
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
 * The runtime algebra, one operation per call on parsed layouts of rank at most 4: four fixed
 * cases per operation ({@code c} = 0..3; see {@link #CASES}). Parsing is outside the measurement.
 * For scale: pycute takes 14.6 µs per composition and 6.3 µs per coalesce.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class AlgebraBenchmark {
  /**
   * Per case: the layout, the tiler of compose, the tiler of logicalDivide, the layout of
   * coalesce, the layout of complement, the layout of rightInverse.
   */
  static final String[][] CASES = {
      {"(6,2):(8,2)", "(4,3):(3,1)", "4:2", "(2,(1,6)):(1,(6,2))", "(2,2):(1,6)",
          "(2,3,4):(12,1,3)"},
      {"(12,(4,8)):(59,(13,1))", "(3:4,8:2)", "(3:3,(2,4):(1,8))", "(2,(3,4)):(1,(2,6))",
          "4:2", "(2,(3,4)):(1,(2,6))"},
      {"((8,4),(8,2)):((1,64),(8,512))", "(8,4):(4,1)", "(8,8)",
          "((8,4),(8,2)):((1,64),(8,512))", "((2,2),(2,4)):((1,4),(2,16))",
          "((8,4),(8,2)):((1,64),(8,512))"},
      {"((16,2),(16,4)):((16,256),(1,512))", "(16,(4,4)):(1,(16,128))", "(16,16)",
          "((16,2),(16,4)):((16,256),(1,512))", "(2,4,8):(8,1,64)",
          "((16,2),(16,4)):((16,256),(1,512))"},
  };

  /** The layout the logicalDivide of each case divides. */
  private static final String[] DIVIDED = {"(4,2,3):(2,1,8)", "(9,(4,8)):(59,(13,1))",
      "(64,64):(64,1)", "((16,2),(16,4)):((16,256),(1,512))"};

  /** Which case of {@link #CASES}. */
  @Param({"0", "1", "2", "3"})
  public int c;

  private Layout composed;
  private Tiler composeTiler;
  private Layout divided;
  private Tiler divideTiler;
  private Layout coalesced;
  private Layout complemented;
  private Layout inverted;

  /** Parses the case. */
  @Setup
  public void setUp() {
    String[] row = CASES[c];
    composed = Layout.parse(row[0]);
    composeTiler = Tiler.parse(row[1]);
    divided = Layout.parse(DIVIDED[c]);
    divideTiler = Tiler.parse(row[2]);
    coalesced = Layout.parse(row[3]);
    complemented = Layout.parse(row[4]);
    inverted = Layout.parse(row[5]);
  }

  /**
   * {@code A.compose(B)}, e.g. {@code (6,2):(8,2) ∘ (4,3):(3,1) = ((2,2),3):((24,2),8)}.
   *
   * @return the composition
   */
  @Benchmark
  public Layout compose() {
    return composed.compose(composeTiler);
  }

  /**
   * {@code A.complement()}, e.g. {@code (2,2):(1,6)} gives {@code 3:2}.
   *
   * @return the complement
   */
  @Benchmark
  public Layout complement() {
    return complemented.complement();
  }

  /**
   * {@code A.logicalDivide(B)}, e.g. {@code (4,2,3):(2,1,8) / 4:2 = ((2,2),(2,3)):((4,1),(2,8))}.
   *
   * @return the quotient
   */
  @Benchmark
  public Layout logicalDivide() {
    return divided.logicalDivide(divideTiler);
  }

  /**
   * {@code A.coalesce()}, e.g. {@code (2,(1,6)):(1,(6,2))} gives {@code 12:1}.
   *
   * @return the coalesced layout
   */
  @Benchmark
  public Layout coalesce() {
    return coalesced.coalesce();
  }

  /**
   * {@code A.rightInverse()}, e.g. {@code (2,3,4):(12,1,3)} gives {@code (12,2):(2,1)}.
   *
   * @return the right inverse
   */
  @Benchmark
  public Layout rightInverse() {
    return inverted.rightInverse();
  }
}
