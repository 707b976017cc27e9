package dev.strided.benchmarks;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.NamedLayout;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What a generated {@code of(...)} costs at run time: the checks of {@code NzDynamic.of(MB, NB)},
 * which the runtime's {@code NamedLayout} makes, against the same checks printed as exact
 * {@code long} expressions ({@link #printedChecks}, the body the processor wrote before and still
 * writes for layouts with quotients, facts or masks); the whole factory; and {@code layout()},
 * built by {@code NamedLayout.bind}, against the tuples built leaf by leaf as it was printed.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar 'FactoryBenchmark' -f 1 -wi 3 -w 1s -i 5 -r 1s
 * }</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FactoryBenchmark {
  private static final String LAYOUT = "((_16,MB),(_16,NB)):((_16,_256),(_1,_256*MB))";
  private static final NamedLayout NAMED = NamedLayout.parse(LAYOUT);

  /** Values the JIT cannot fold. */
  public int mb = 6;
  /** Values the JIT cannot fold. */
  public int nb = 10;
  /** A value past the bound below which every check passes (2896 for both names). */
  public int largeMb = 100_000;

  /** The checks of the generated {@code NzDynamic.of}: one call. */
  @Benchmark
  public void namedLayoutChecks() {
    NAMED.checkFitsInt(mb, nb);
  }

  /** The checks where a value is past the bound below which every check passes: computed. */
  @Benchmark
  public void namedLayoutChecksComputed() {
    NAMED.checkFitsInt(largeMb, 1);
  }

  /** The same checks printed as expressions. */
  @Benchmark
  public void printedExpressionChecks() {
    printedChecks(mb, nb);
  }

  /**
   * The generated factory: the checks and the instance.
   *
   * @return the layout
   */
  @Benchmark
  public NzDynamic factory() {
    return NzDynamic.of(mb, nb);
  }

  /**
   * {@code layout()}.
   *
   * @return the runtime layout
   */
  @Benchmark
  public Layout boundLayout() {
    return NzDynamic.of(mb, nb).layout();
  }

  /**
   * {@code layout()} as the processor printed it before: the tuples built leaf by leaf.
   *
   * @return the runtime layout
   */
  @Benchmark
  public Layout printedLayout() {
    int mbX256 = 256 * mb;
    return Layout.of(IntTuple.of(IntTuple.of(IntTuple.ofStatic(16), IntTuple.of(mb)),
        IntTuple.of(IntTuple.ofStatic(16), IntTuple.of(nb))),
        IntTuple.of(IntTuple.of(IntTuple.ofStatic(16), IntTuple.ofStatic(256)),
            IntTuple.of(IntTuple.ofStatic(1), IntTuple.of(mbX256))));
  }

  /**
   * The checks of {@code NzDynamic.of} as the processor printed them before this layout's were
   * made by {@code NamedLayout}: exact long expressions, one runtime call per check.
   *
   * @param MB the first name
   * @param NB the second name
   */
  static void printedChecks(int MB, int NB) {
    Layout.checkExtent(MB, "MB", LAYOUT);
    Layout.checkExtent(NB, "NB", LAYOUT);
    long check0;
    long check1;
    long check2;
    long check3;
    try {
      check0 = 256L * (long) MB;
      check1 = Math.multiplyExact(Math.multiplyExact(Math.multiplyExact(16L, (long) MB), 16L),
          (long) NB);
      check2 = Math.addExact(Math.addExact(256L, ((long) MB - 1L) * 256L),
          Math.multiplyExact(((long) NB - 1L), 256L * (long) MB));
      check3 = Math.max(Math.max((long) MB * 256L, Math.multiplyExact((long) NB,
          256L * (long) MB)), 256L);
    } catch (ArithmeticException overflow) {
      throw Layout.beyondLong(LAYOUT, "MB, NB", new int[] {MB, NB}, overflow);
    }
    Layout.checkFitsInt(check0, "value 256*MB", LAYOUT, "MB", new int[] {MB});
    Layout.checkFitsInt(check1, "size", LAYOUT, "MB, NB", new int[] {MB, NB});
    Layout.checkFitsInt(check2, "cosize", LAYOUT, "MB, NB", new int[] {MB, NB});
    Layout.checkFitsInt(check3, "capacity", LAYOUT, "MB, NB", new int[] {MB, NB});
  }
}
