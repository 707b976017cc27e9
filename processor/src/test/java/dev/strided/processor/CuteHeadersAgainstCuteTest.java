package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.strided.processor.CuteHeaderComparison.fixed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.processor.CuteHeaderComparison.Case;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The headers of {@code -Astrided.cute=true}, compiled with g++ against CuTe itself
 * ({@link CuteHeaderComparison}): for static, nested, negative-stride, dynamic (several bindings
 * each), long and seeded random layouts, and for derived layouts with quotient names and swizzled
 * layouts, CuTe's {@code print} of the layout equals the generated class's {@code layout()}, and
 * CuTe's index of every 1-D coordinate equals the generated class's {@code index} in its 1-D,
 * per-mode and per-leaf forms. Also the index type: 64-bit exactly for {@code indexType = LONG}.
 */
class CuteHeadersAgainstCuteTest {
  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
  private static final String PACKAGE = "com.acme.kernels";

  private static List<Case> cases() {
    List<Case> cases = new ArrayList<>(List.of(
        fixed("Nested", "shape = \"(2,(3,4))\", stride = \"(1,(2,6))\""),
        fixed("RowMajor", "shape = \"(4,8)\", order = Layout.Order.ROW_MAJOR"),
        fixed("Leaf", "shape = \"8\""),
        fixed("RankOne", "shape = \"(8)\", stride = \"(3)\""),
        fixed("Negative", "shape = \"(4,(2,3))\", stride = \"(-1,(8,-16))\""),
        fixed("Deep", "shape = \"((2,2),(2,(2,3)))\", stride = \"((1,4),(2,(16,-40)))\""),
        fixed("Broadcast", "shape = \"(4,1,3)\", stride = \"(0,0,1)\""),
        new Case("Mat", "shape = \"(M,N)\"", List.of(new int[] {3, 5}, new int[] {1, 1},
            new int[] {7, 2}), List.of()),
        new Case("Padded", "shape = \"(M,N)\", stride = \"(1,ld)\"",
            List.of(new int[] {3, 4, 5}, new int[] {2, 3, -7}), List.of()),
        new Case("Blocked", "shape = \"(M,(4,N))\", stride = \"(4*N,(1,4))\"",
            List.of(new int[] {2, 3}, new int[] {3, 1}), List.of()),
        new Case("Flipped", "shape = \"(2*M,(3,K))\", stride = \"(-1,(2*M,-6*M))\"",
            List.of(new int[] {1, 2}, new int[] {3, 1}), List.of()),
        new Case("Squared", "shape = \"(M,M)\", stride = \"(M*M,1)\"",
            List.of(new int[] {3}, new int[] {4}), List.of()),
        new Case("WideStride", "shape = \"(4,3)\", stride = \"(1,1000000000)\", "
            + "indexType = Layout.IndexType.LONG", List.of(new int[0]),
            List.of("(_4,_3):(_1,_1000000000)")),
        new Case("BeyondInt", "shape = \"(2,2)\", stride = \"(1,5000000000)\", "
            + "indexType = Layout.IndexType.LONG", List.of(new int[0]),
            List.of("(_2,_2):(_1,_5000000000)")),
        new Case("WideDynamic", "shape = \"(M,N)\", stride = \"(1,S)\", "
            + "indexType = Layout.IndexType.LONG",
            List.of(new int[] {4, 3, 1_000_000_000}, new int[] {2, 2, -1_500_000_000}),
            List.of("(4,3):(_1,1000000000)", "(2,2):(_1,-1500000000)")),
        new Case("Cube", "shape = \"(M,N,2*K)\", indexType = Layout.IndexType.LONG",
            List.of(new int[] {3, 4, 2}), List.of())));
    cases.addAll(random(new Random(15), 40));
    return cases;
  }

  @Test
  void everyHeaderPrintsAndIndexesAsTheGeneratedClass(@TempDir Path dir) throws Exception {
    int compared = compareAll(cases(), dir);
    assertTrue(compared > 1000, "indices compared: " + compared);
  }

  /**
   * Derived layouts with quotient names ({@code M/_128} leaves, names bound to several multiples
   * the facts allow, products and coefficients of quotients, a stride name next to them, a long
   * one) and swizzled layouts (static, one long, seeded random swizzles and atoms), with the
   * written layouts they derive from.
   */
  @Test
  void derivedAndSwizzledHeadersPrintAndIndexAsTheGeneratedClass(@TempDir Path dir)
      throws Exception {
    int compared = compareAll(derivedCases(), dir);
    assertTrue(compared > 100_000, "indices compared: " + compared);
  }

  private static int compareAll(List<Case> cases, Path dir) throws Exception {
    Compilation c = CuteHeaderComparison.compile(CuteHeaderComparison.kernels(PACKAGE, cases));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(cases.size(), CuteHeaderComparison.writeHeaders(c, dir.resolve("headers")),
        "one header per generated layout");
    return CuteHeaderComparison.compareWithCute(c, PACKAGE, cases, dir, 2);
  }

  private static List<Case> derivedCases() {
    String mn = "assume = {\"M % 128 == 0\", \"N % 64 == 0\"}";
    List<int[]> multiples = List.of(new int[] {128, 64}, new int[] {256, 128},
        new int[] {384, 192});
    List<Case> cases = new ArrayList<>(List.of(
        new Case("GmemC", "shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR", multiples,
            List.of()),
        new Case("CtaC", "of = \"zipped_divide(GmemC, (128,64))\", " + mn, multiples, List.of()),
        new Case("TiledC", "of = \"tiled_divide(GmemC, (64,32))\", " + mn, multiples, List.of()),
        new Case("FlatC", "of = \"flat_divide(GmemC, (32,16))\", " + mn, multiples, List.of()),
        new Case("TilesOfC", "of = \"get(zipped_divide(GmemC, (128,64)), 1)\", " + mn,
            multiples, List.of()),
        new Case("Col", "shape = \"(M,N)\"", List.of(new int[] {128, 3}), List.of()),
        new Case("ColRuns", "of = \"zipped_divide(coalesce(Col), 128)\", "
            + "assume = \"M % 128 == 0\"", List.of(new int[] {128, 3}, new int[] {256, 5},
            new int[] {384, 2}), List.of()),
        new Case("Thrice", "shape = \"(3*M,N)\", stride = \"(N,1)\"",
            List.of(new int[] {128, 8}), List.of()),
        new Case("ThriceTiles", "of = \"zipped_divide(Thrice, (128,8))\", "
            + "assume = {\"M % 128 == 0\", \"N % 8 == 0\"}", List.of(new int[] {128, 8},
            new int[] {256, 16}, new int[] {384, 24}), List.of()),
        new Case("ThriceTilesLong", "of = \"zipped_divide(Thrice, (128,8))\", "
            + "assume = {\"M % 128 == 0\", \"N % 8 == 0\"}, indexType = Layout.IndexType.LONG",
            List.of(new int[] {128, 16}, new int[] {256, 8}), List.of()),
        new Case("Square", "shape = \"M*M\"", List.of(new int[] {8}), List.of()),
        new Case("SquareRuns", "of = \"zipped_divide(Square, 64)\", "
            + "assume = \"M % 8 == 0\"", List.of(new int[] {8}, new int[] {16}, new int[] {24}),
            List.of()),
        new Case("Padded", "shape = \"(M,N)\", stride = \"(1,ld)\"",
            List.of(new int[] {32, 4, 40}), List.of()),
        new Case("PaddedTiles", "of = \"logical_divide(Padded, (32,4))\", "
            + "assume = {\"M % 32 == 0\", \"N % 4 == 0\"}", List.of(new int[] {32, 4, 40},
            new int[] {64, 8, 70}, new int[] {96, 12, -100}), List.of()),
        fixed("SmemA", "of = \"tile_to_shape(Sw<2,3,3> o (8,32):(32,1), (64,32))\""),
        fixed("Smem128B", "of = \"Sw<3,3,3> o (8,64):(64,1)\""),
        fixed("SmemLong", "of = \"Sw<2,0,4> o (8,8):(1,8)\", indexType = Layout.IndexType.LONG"),
        fixed("SmemNested", "of = \"Sw<1,2,3> o ((2,4),(4,4)):((1,2),(8,32))\"")));
    Random r = new Random(25);
    for (int k = 0; k < 8; k++) {
      int bits = 1 + r.nextInt(3);
      String sw = "Sw<" + bits + "," + r.nextInt(4) + "," + (bits + r.nextInt(3)) + ">";
      int rows = 1 << (1 + r.nextInt(3));
      int cols = 1 << (2 + r.nextInt(4));
      String atom = "(" + rows + "," + cols + "):"
          + (r.nextBoolean() ? "(" + cols + ",1)" : "(1," + rows + ")");
      String of = r.nextBoolean() ? sw + " o " + atom
          : "tile_to_shape(" + sw + " o " + atom + ", (" + 2 * rows + "," + cols + "))";
      cases.add(fixed("SwRandom" + k, "of = \"" + of + "\""));
    }
    return cases;
  }

  /** Seeded layouts with names, products, negative and stride-only names, int and long. */
  private static List<Case> random(Random r, int count) {
    List<Case> out = new ArrayList<>();
    while (out.size() < count) {
      List<String> shapeLeaves = new ArrayList<>();
      String shape = tuple(r, 0, shapeLeaves);
      String stride = r.nextInt(4) == 0 ? "" : strideLike(shape, r);
      Map<String, Integer> value = Map.of("A", 1 + r.nextInt(3), "B", 2 + r.nextInt(2),
          "C", 1 + r.nextInt(2), "D", r.nextInt(9) - 4);
      long size = 1;
      for (String leaf : shapeLeaves) {
        size *= leaf.equals("2*C") ? 2L * value.get("C")
            : value.containsKey(leaf) ? value.get(leaf) : Long.parseLong(leaf);
      }
      if (size > 512) {
        continue;
      }
      Set<String> names = new LinkedHashSet<>();
      Matcher m = NAME.matcher(shape + " " + stride);
      while (m.find()) {
        names.add(m.group());
      }
      int[] binding = names.stream().mapToInt(value::get).toArray();
      String attributes = "shape = \"" + shape + "\", stride = \"" + stride + "\""
          + (r.nextInt(3) == 0 ? ", indexType = Layout.IndexType.LONG" : "");
      out.add(new Case("R" + out.size(), attributes, List.of(binding), List.of()));
    }
    return out;
  }

  private static String tuple(Random r, int depth, List<String> leaves) {
    if (depth < 2 && r.nextInt(3) > 0) {
      List<String> parts = new ArrayList<>();
      for (int i = 0, rank = 1 + r.nextInt(3); i < rank; i++) {
        parts.add(tuple(r, depth + 1, leaves));
      }
      return "(" + String.join(",", parts) + ")";
    }
    String leaf = switch (r.nextInt(5)) {
      case 0 -> "A";
      case 1 -> "B";
      case 2 -> "2*C";
      default -> Integer.toString(1 + r.nextInt(4));
    };
    leaves.add(leaf);
    return leaf;
  }

  /** The shape with every leaf replaced by a stride: a number (maybe negative or 0) or names. */
  private static String strideLike(String shape, Random r) {
    StringBuilder sb = new StringBuilder();
    for (String token : shape.split("(?<=[(),])|(?=[(),])")) {
      if (token.equals("(") || token.equals(")") || token.equals(",")) {
        sb.append(token);
        continue;
      }
      sb.append(switch (r.nextInt(6)) {
        case 0 -> "A";
        case 1 -> "-3*B";
        case 2 -> "D";
        case 3 -> "0";
        default -> Integer.toString(r.nextInt(13) - 4);
      });
    }
    return sb.toString();
  }
}
