package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.reading.LayoutRequest;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/**
 * Random {@code of} expressions through the javac-free pipeline: each gives a checked layout or one
 * {@link LayoutRejected}, never another exception; and whenever the processor derives a static
 * layout, the runtime's {@link Layout#derive} of the same expression (numbers static, as in an
 * annotation) gives the same one — the two sides share the core's algebra but not the reading of
 * literals. (A mutation that puts a name into a literal derives a layout with names, which the
 * runtime, holding numbers only, cannot evaluate; MaskedLayoutsTest binds such names.)
 */
class DerivedLayoutsFuzzTest {
  private static final String[] UNARY = {"coalesce", "filter", "right_inverse", "left_inverse",
      "complement"};
  private static final String[] BINARY = {"composition", "logical_divide", "zipped_divide",
      "tiled_divide", "flat_divide", "logical_product", "zipped_product", "tiled_product",
      "flat_product", "blocked_product", "raked_product", "tile_to_shape", "make_layout"};
  private static final String BLOCK = "(4,(2,3)):(6,(1,2))";

  @Test
  void everyExpressionIsOneErrorOrTheRuntimesResult() {
    TypeElement type = FakeType.named("com.acme.Tile");
    LayoutRequest block = request(type, "Block", BLOCK.substring(0, BLOCK.indexOf(':')),
        BLOCK.substring(BLOCK.indexOf(':') + 1), "");
    Random r = new Random(20261201);
    int derived = 0;
    for (int n = 0; n < 3000; n++) {
      String expression = expression(r, 0);
      if (r.nextInt(8) == 0) {
        expression = mutate(r, expression);
      }
      LayoutRequest fuzzed = request(type, "Fuzzed", "", "", expression);
      CheckedLayout layout;
      try {
        layout = LayoutPipeline.validate(fuzzed, List.of(block, fuzzed));
      } catch (LayoutRejected expected) {
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError("of = \"" + expression + "\" threw " + e, e);
      }
      if (!layout.isStatic()) {
        continue; // a mutation put a name into a literal: the runtime holds numbers only
      }
      derived++;
      String runtime = staticText(expression.replace("Block", staticText(BLOCK)))
          .replaceAll("Sw<_(\\d+),_(\\d+),_(-?\\d+)>", "Sw<$1,$2,$3>");
      Object value;
      try {
        value = runtime.contains("Sw<") ? SwizzledLayout.derive(runtime) : Layout.derive(runtime);
      } catch (IllegalArgumentException e) {
        fail("of = \"" + expression + "\" gave " + layout.canonical() + " but the runtime refuses: "
            + e.getMessage());
        return;
      }
      assertEquals(value.toString(), layout.canonical(), expression);
    }
    // the generator is not vacuous: a good share of the expressions derive a layout
    assertEquals(true, derived > 300, "only " + derived + " of 3000 derived");
  }

  private static String expression(Random r, int depth) {
    int pick = depth > 2 ? 0 : r.nextInt(4);
    return switch (pick) {
      case 0 -> r.nextInt(3) == 0 ? "Block" : literalLayout(r);
      case 1 -> UNARY[r.nextInt(UNARY.length)] + "(" + expression(r, depth + 1) + ")";
      default -> {
        String op = BINARY[r.nextInt(BINARY.length)];
        String second = op.equals("tile_to_shape") || r.nextBoolean()
            ? shape(r) : expression(r, depth + 1);
        yield op + "(" + expression(r, depth + 1) + ", " + second + ")";
      }
    };
  }

  private static String literalLayout(Random r) {
    String[] layouts = {"(2,4):(1,2)", "(4,2):(2,1)", "8:1", "(2,2):(4,1)", "(3,4)", "(2,(2,2)):(8,(1,2))",
        "16:2", "(4,4):(1,4)"};
    return layouts[r.nextInt(layouts.length)];
  }

  private static String shape(Random r) {
    String[] shapes = {"(2,2)", "2", "4", "(2,4)", "(4,8)", "(8,8)", "(3,2)", "(2,_)", "(_,2)",
        "((2,2),_)", "(_,(2,_))", "(2:2,_)"};
    return shapes[r.nextInt(shapes.length)];
  }

  private static String mutate(Random r, String text) {
    int at = r.nextInt(text.length() + 1);
    String[] pieces = {"(", ")", ",", ":", "_", "0", "-1", "Missing", "Fuzzed", " ", "get(", "Sw<1,0,1> o "};
    return text.substring(0, at) + pieces[r.nextInt(pieces.length)] + text.substring(at);
  }

  /** Every number static, as every number of an annotation is. */
  private static String staticText(String text) {
    return text.replaceAll("(?<![_\\w])(-?\\d+)", "_$1");
  }

  private static LayoutRequest request(TypeElement type, String name, String shape, String stride,
      String of) {
    return new LayoutRequest(type, null, shape, stride, of, List.of(), List.of(), List.of(), false,
        name, false, false, false, false, true, 0, Map.of());
  }
}
