package dev.strided.benchmarks;

import java.util.concurrent.TimeUnit;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
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
 * Generated index functions against the best hand-written ones ({@link BestIndex}): masks and
 * shifts for power-of-two extents, multiply-shift and unsigned division for odd ones. Same loop as
 * {@link IndexBenchmark}: {@value IndexCoordinates#COUNT} coordinates per call, scores per index.
 * The {@code variant} parameter is the layout's prefix and the implementation: prefixes {@code tile}
 * {@code ((8,4),(4,8)):((1,32),(8,128))} (and {@code tile1D}, its 1-D form, in {@code index1D}),
 * {@code gemmTile} and {@code nz} as in {@link IndexCase}, {@code nzDynamic}
 * {@code ((16,MB),(16,NB)):((16,256),(1,256*MB))} with MB = 2, NB = 4, {@code odd}
 * {@code ((3,5),(6,7)):((1,18),(3,90))}; suffixes {@code Generated} the processor's method,
 * {@code Kernel} its static {@code indexOf} form, {@code Naive} {@code /} and {@code %},
 * {@code Best} masks and shifts, {@code Magic} multiply-shift, {@code Unsigned} the JDK's unsigned
 * division. The variants are not a cross product of layouts and kinds, so the parameter names
 * both. Example: {@code java -jar benchmarks.jar 'BestIndexBenchmark\.index$' -p variant=tileBest}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BestIndexBenchmark {
  private static final int N = IndexCoordinates.COUNT;

  /** A variant of {@code index(c0, c1)} and its layout's coordinates. */
  @State(Scope.Thread)
  public static class TwoCoordinates {
    /** The variant, by {@link #variant} name. */
    @Param({"tileGenerated", "tileNaive", "tileBest", "gemmTileBest", "nzBest",
        "nzDynamicGenerated", "nzDynamicKernel", "nzDynamicNaive", "nzDynamicBest", "oddGenerated",
        "oddNaive", "oddMagic", "oddUnsigned"})
    public String variant;

    IndexCoordinates coordinates;
    IntBinaryOperator function;

    /** Picks the function and draws the coordinates. */
    @Setup
    public void setUp() {
      coordinates = coordinates(variant);
      function = variant(variant);
    }
  }

  /** A variant of the tile's {@code index(c)}. */
  @State(Scope.Thread)
  public static class OneCoordinate {
    /** The variant, by {@link #variant1D} name. */
    @Param({"tile1DGenerated", "tile1DNaive", "tile1DBest"})
    public String variant;

    IndexCoordinates coordinates;
    IntUnaryOperator function;

    /** Picks the function and draws the coordinates. */
    @Setup
    public void setUp() {
      coordinates = coordinates(variant);
      function = variant1D(variant);
    }
  }

  /**
   * The coordinates of a variant's layout, by its prefix.
   *
   * @param variant a parameter value
   * @return the coordinates, with the layout's seed
   */
  static IndexCoordinates coordinates(String variant) {
    if (variant.startsWith("tile")) {
      return IndexCoordinates.draw(N, 32, 32, 5);
    }
    if (variant.startsWith("gemmTile")) {
      return IndexCoordinates.draw(N, 32, 16, 3);
    }
    if (variant.startsWith("nz")) {
      return IndexCoordinates.draw(N, 32, 64, 4);
    }
    if (variant.startsWith("odd")) {
      return IndexCoordinates.draw(N, 15, 42, 6);
    }
    throw new IllegalArgumentException("unknown variant " + variant);
  }

  /**
   * A two-coordinate variant. The dynamic ones capture their values (fields of the lambda, which
   * the JIT does not fold, as for a layout bound at run time).
   *
   * @param variant a {@link TwoCoordinates} parameter value
   * @return its function
   */
  static IntBinaryOperator variant(String variant) {
    NzDynamic nzDynamic = NzDynamic.of(2, 4);
    int ld = 512;
    int mb = 2;
    int nb = 4;
    return switch (variant) {
      case "tileGenerated" -> TileStatic::index;
      case "tileNaive" -> BestIndex::tileNaive;
      case "tileBest" -> BestIndex::tileBest;
      case "gemmTileBest" -> BestIndex::gemmTileBest;
      case "nzBest" -> BestIndex::nzBest;
      case "nzDynamicGenerated" -> nzDynamic::index;
      case "nzDynamicKernel" -> (a, b) -> NzDynamic.indexOf(mb, nb, a, b);
      case "nzDynamicNaive" -> (a, b) -> BestIndex.nzDynamicNaive(a, b, ld);
      case "nzDynamicBest" -> (a, b) -> BestIndex.nzDynamicBest(a, b, ld);
      case "oddGenerated" -> OddStatic::index;
      case "oddNaive" -> BestIndex::oddNaive;
      case "oddMagic" -> BestIndex::oddMagic;
      case "oddUnsigned" -> BestIndex::oddUnsigned;
      default -> throw new IllegalArgumentException("unknown variant " + variant);
    };
  }

  /**
   * A 1-D variant of the tile.
   *
   * @param variant a {@link OneCoordinate} parameter value
   * @return its function
   */
  static IntUnaryOperator variant1D(String variant) {
    return switch (variant) {
      case "tile1DGenerated" -> TileStatic::index;
      case "tile1DNaive" -> BestIndex::tile1DNaive;
      case "tile1DBest" -> BestIndex::tile1DBest;
      default -> throw new IllegalArgumentException("unknown variant " + variant);
    };
  }

  /**
   * {@code index(c0, c1)} of the variant.
   *
   * @param s the variant
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void index(TwoCoordinates s, Blackhole bh) {
    int[] c0 = s.coordinates.c0();
    int[] c1 = s.coordinates.c1();
    IntBinaryOperator f = s.function;
    for (int i = 0; i < N; i++) {
      bh.consume(f.applyAsInt(c0[i], c1[i]));
    }
  }

  /**
   * {@code index(c)} of the variant.
   *
   * @param s the variant
   * @param bh sink
   */
  @Benchmark
  @OperationsPerInvocation(N)
  public void index1D(OneCoordinate s, Blackhole bh) {
    int[] c = s.coordinates.flat();
    IntUnaryOperator f = s.function;
    for (int i = 0; i < N; i++) {
      bh.consume(f.applyAsInt(c[i]));
    }
  }
}
