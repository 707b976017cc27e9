package dev.strided.cli;

import static dev.strided.cli.CliTest.assertUsageError;
import static dev.strided.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.tensor.IntTensor;
import dev.strided.testing.CuteCompiler;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code strided show --tensor}: the printed tensors, expected from hand-worked formulas, from the
 * runtime's {@code get} on tensors built through the Java API (not through the CLI's parser), and
 * from CuTe C++'s own print_tensor; and one line for each kind of bad input.
 */
class TensorCliTest {

  @Test
  void theReadmeTileIsRowOneOfTheFourByTwoTiles() {
    CliTest.Run r = run("show", "--tensor", "local_tile((8,8):(8,1), (4,2), (1,_))");
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    // worked by hand: zipped_divide by (4,2) is ((4,2),(2,4)):((8,1),(32,2)); (1,_) keeps the tile
    // modes and the 4 tiles along mode 1, from offset 32: element (i,j,k) = 32 + 8i + j + 2k
    StringBuilder expected = new StringBuilder("(4,2,4):(8,1,2):\n");
    for (int k = 0; k < 4; k++) {
      expected.append(k == 0 ? "" : "-".repeat(10) + "\n");
      for (int i = 0; i < 4; i++) {
        expected.append(String.format("%5d%5d%n", 32 + 8 * i + 2 * k, 32 + 8 * i + 1 + 2 * k));
      }
    }
    assertEquals(expected.toString(), r.out());
  }

  @Test
  void aNegativeStrideStartsWhereTheArrayDoes() {
    // (4,2):(-1,4) over an array of 8 starts at 3: column 1 holds 3 - i + 4
    assertEquals("(4):(-1):\n    7\n    6\n    5\n    4\n",
        run("show", "--tensor", "slice((4,2):(-1,4), (_,1))").out());
  }

  @Test
  void aSwizzledTensorHoldsTheSwizzledIndices() {
    // Sw<1,0,1> flips bit 0 where bit 1 is set: (4,4):(4,1) row i holds 4i + (j ^ ((4i+j) >> 1 & 1))
    CliTest.Run r = run("show", "--tensor", "Sw<1,0,1> o _0 o (4,4):(4,1)");
    assertEquals(0, r.status(), r.err());
    String[] rows = r.out().split("\n");
    for (int i = 0; i < 4; i++) {
      StringBuilder row = new StringBuilder();
      for (int j = 0; j < 4; j++) {
        int x = 4 * i + j;
        row.append(String.format("%5d", x ^ ((x >> 1) & 1)));
      }
      assertEquals(row.toString(), rows[i + 1]);
    }
  }

  @Test
  void everyViewHoldsWhatTheRuntimesGetReads() {
    IntTensor t = iota(Layout.parse("(8,8):(8,1)"));
    expectElements("local_partition(local_tile((8,8):(8,1), (4,4), (1,0)), (2,2), 3)",
        t.localTile(Tiler.parse("(4,4)"), 1, 0).localPartition(Layout.parse("(2,2)"), 3));
    expectElements("partition((4,8):(8,1), ((4,2),4):((8,1),2), 5)",
        iota(Layout.parse("(4,8):(8,1)")).partition(Layout.parse("((4,2),4):((8,1),2)"), 5));
    IntTensor columnMajor = iota(Layout.parse("(8,8):(1,8)"));
    for (String divide : List.of("logical_divide", "zipped_divide", "tiled_divide",
        "flat_divide")) {
      Tiler tiler = Tiler.parse("(2,4)");
      IntTensor view = switch (divide) {
        case "logical_divide" -> columnMajor.logicalDivide(tiler);
        case "zipped_divide" -> columnMajor.zippedDivide(tiler);
        case "tiled_divide" -> columnMajor.tiledDivide(tiler);
        default -> columnMajor.flatDivide(tiler);
      };
      expectElements(divide + "((8,8):(1,8), (2,4))", view);
    }
    expectElements("slice(composition((8,8):(8,1), (4,4:2)), (2,_))",
        t.compose(Tiler.parse("(4,4:2)")).slice("(2,_)"));
    IntTensor swizzled = IntTensor.of(java.util.stream.IntStream.range(0, 64).toArray(), 0,
        SwizzledLayout.parse("Sw<3,0,3> o _0 o (8,8):(8,1)"));
    expectElements("local_tile(Sw<3,0,3> o _0 o (8,8):(8,1), (2,8), 3)",
        swizzled.localTile(Tiler.parse("(2,8)"), "3"));
  }

  /** The CLI's rows of {@code expression} hold {@code expected}'s elements, read with get. */
  private static void expectElements(String expression, IntTensor expected) {
    CliTest.Run r = run("show", "--tensor", expression);
    assertEquals(0, r.status(), expression + ": " + r.err());
    assertEquals(expected.size(), numbers(r.out()).size(), expression + "\n" + r.out());
    List<Integer> printed = numbers(r.out());
    // print_tensor's order: rows of mode 0 down, mode 1 across; then mode 2, then mode 3
    int[] extents = new int[4];
    for (int m = 0; m < 4; m++) {
      extents[m] = m < expected.rank() ? expected.shape().get(m).size() : 1;
    }
    int n = 0;
    for (int p = 0; p < extents[3]; p++) {
      for (int k = 0; k < extents[2]; k++) {
        for (int i = 0; i < extents[0]; i++) {
          for (int j = 0; j < extents[1]; j++) {
            int[] all = {i, j, k, p};
            String coord = java.util.Arrays.stream(all, 0, expected.rank())
                .mapToObj(Integer::toString).collect(java.util.stream.Collectors.joining(","));
            int element = expected.get(IntTuple.parse("(" + coord + ")"));
            assertEquals(element, printed.get(n++), expression + " at (" + coord + ")");
          }
        }
      }
    }
  }

  private static List<Integer> numbers(String printed) {
    return printed.lines().skip(1).filter(l -> !l.matches("[-=]+")).flatMap(l -> java.util.Arrays.stream(l.trim().split(" +")))
        .filter(w -> !w.isEmpty()).map(Integer::valueOf).toList();
  }

  private static IntTensor iota(Layout layout) {
    IntTensor t = IntTensor.allocate(layout);
    for (int k = 0; k < t.data().length; k++) {
      t.data()[k] = k;
    }
    return t;
  }

  @Test
  void cutePrintsTheSameTensors() throws Exception {
    List<String> expressions = List.of("local_tile((8,8):(8,1), (4,2), (1,_))",
        "local_partition(local_tile((8,8):(8,1), (4,4), (1,0)), (2,2), 3)",
        "zipped_divide((8,8):(8,1), (2,4))");
    String program = """
        #include <cute/tensor.hpp>
        using namespace cute;
        int main() {
          int data[64];
          for (int i = 0; i < 64; ++i) { data[i] = i; }
          auto t = make_tensor(&data[0], make_layout(make_shape(8, 8), make_stride(8, 1)));
          print_tensor(local_tile(t, make_shape(4, 2), make_coord(1, _)));
          print_tensor(local_partition(local_tile(t, make_shape(4, 4), make_coord(1, 0)),
                                       make_layout(make_shape(2, 2)), 3));
          print_tensor(zipped_divide(t, make_shape(2, 4)));
        }
        """;
    String cute;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      cute = gpp.outputsOf(List.of(program), List.of()).get(0);
    }
    StringBuilder ours = new StringBuilder();
    for (String e : expressions) {
      CliTest.Run r = run("show", "--tensor", e);
      assertEquals(0, r.status(), r.err());
      ours.append(r.out());
    }
    // CuTe's first line of each tensor starts with the pointer: ptr[32b](0x7ffd...) o
    assertEquals(ours.toString(), cute.replaceAll("ptr\\[32b\\]\\(0x[0-9a-f]+\\) o ", ""));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
      "local_tile((8,8):(8,1), (4,2)|the '(' at offset 10 is never closed",
      "slice((4,8):(8,1)), (_,3))|')' at offset 25 closes nothing",
      "slice(Sw<1,0,1) o _0 o (2,2):(1,2), (_,1))|')' at offset 14 closes the '<' at offset 8",
      "local_tile((8,8):(8,1), (4,2))|local_tile at offset 0 takes 3 arguments,"
          + " local_tile(tensor, tiler, coordinate), but has 2",
      "local_tile((8,8):(8,1), (4,2,), (1,_))|the tiler \"(4,2,)\" of local_tile at offset 29:",
      "partition((4,8):(8,1), (4,8), x)|the thread \"x\" of partition at offset 30 is not an"
          + " integer",
      "slice((4,8):(8,1), (_,3)) x|\"x\" at offset 26 follows the end of slice(...)",
      "slice(, (_,3))|an argument is missing at offset 6",
      "local_tille((8,8):(8,1), (4,2))|'local_tille' is not an operation",
      "(4,8):(8,x)|the layout \"(4,8):(8,x)\" at offset 9:",
      "local_tile((8,8):(8,1), (4,2), (5,_))|the tile coordinate (5,_) is outside the tiles",
      "local_partition((8,8):(8,1), (2,2), 4)|localPartition among (2,2)",
      "(2048,2048):(1,2048)|needs 4194304 elements of data; --tensor allocates at most 1048576",
      "(64,128):(1,64)|has 8192 elements; --tensor prints at most 4096",
      "Sw<1,0,1> o _0 o (2048,1024):(1,2048)|needs 2097152 elements of data",
      "' '|the tensor is empty",
  })
  void badInputIsOneLineNamingWhatIsWrong(String expression, String sentence) {
    CliTest.Run r = run("show", "--tensor", expression);
    assertEquals(Cli.BAD_INPUT, r.status(), r.toString());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("strided: --tensor \"" + expression + "\": "), r.err());
    assertTrue(r.err().contains(sentence), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
  }

  @Test
  void tensorTakesNoPictureNorLayout() {
    assertUsageError(run("show", "--tensor", "(2,2)", "--svg", "x.svg"),
        "--tensor prints only the tensor; it does not combine with --svg");
    assertUsageError(run("show", "(4,4)", "--tensor", "(2,2)"),
        "--tensor takes its input as its value (--tensor \"(2,2)\"); the layout \"(4,4)\" beside"
            + " it is not used");
    assertUsageError(run("show", "--tensor"), "--tensor needs a tensor, e.g. --tensor");
    assertUsageError(run("show", "--tensor", "(2,2)", "--tensor", "(3,3)"),
        "--tensor given twice (\"(2,2)\" and \"(3,3)\")");
    assertUsageError(run("show", "--tensor", "(2,2)", "--cute"),
        "--tensor and --cute do not combine: show does one thing at a time");
  }
}
