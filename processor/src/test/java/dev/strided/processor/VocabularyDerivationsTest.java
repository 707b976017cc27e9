package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * CuTe's vocabulary in {@code of} ({@code select}, {@code take}, {@code append}, {@code prepend},
 * {@code replace}, {@code group}, {@code flatten}, {@code make_ordered_layout},
 * {@code make_layout_like}, {@code upcast}, {@code downcast}, {@code local_tile}): seeded random
 * static expressions compile to the runtime's {@link Layout#derive} of the same expression (itself
 * checked against CuTe C++ in the runtime's differential tests), and each refusal is one error on
 * the {@code of} line naming the input. A fixed seed and one per run
 * ({@code -Dstrided.vocabulary.seed=N} replays it); both are printed.
 */
class VocabularyDerivationsTest {
  private static final int CASES = 24;

  @Test
  void randomExpressionsCompileToTheRuntimesResult() throws Exception {
    long seed = Long.getLong("strided.vocabulary.seed", System.currentTimeMillis());
    System.out.println("VocabularyDerivationsTest: seeds 20261202 (fixed) and " + seed
        + " (replay with -Dstrided.vocabulary.seed=" + seed + ")");
    for (long s : new long[] {20261202L, seed}) {
      List<String> expressions = draw(new Random(s));
      List<String> lines = new ArrayList<>();
      for (int i = 0; i < expressions.size(); i++) {
        lines.add("@Layout(name = \"V" + i + "\", of = \"" + expressions.get(i) + "\")");
      }
      Compilation c = Compile.withProcessor(Compile.tile(lines.toArray(new String[0])));
      assertThat(c).succeededWithoutWarnings();
      GeneratedClasses loader = new GeneratedClasses(c);
      for (int i = 0; i < expressions.size(); i++) {
        check(loader, "V" + i, expressions.get(i), s);
      }
    }
  }

  /** Expressions the runtime derives, each number static as in an annotation. */
  private static List<String> draw(Random r) {
    List<String> out = new ArrayList<>();
    while (out.size() < CASES) {
      String e = expression(r);
      try {
        Layout.derive(statically(e));
        out.add(e);
      } catch (IllegalArgumentException refusedAtRunTime) {
        // refusals are checked one by one below
      }
    }
    return out;
  }

  private static String expression(Random r) {
    String a = layout(r);
    int rank = Layout.derive(statically(a)).rank();
    return switch (r.nextInt(12)) {
      case 0 -> "select(" + a + ", " + r.nextInt(rank) + ", " + r.nextInt(rank) + ")";
      case 1 -> "select<" + r.nextInt(rank) + ">(" + a + ")";
      case 2 -> {
        int b = r.nextInt(rank);
        yield "take<" + b + "," + (b + 1 + r.nextInt(rank - b)) + ">(" + a + ")";
      }
      case 3 -> "append(" + a + (r.nextBoolean() ? ")" : ", " + layout(r) + ")");
      case 4 -> "prepend(" + a + (r.nextBoolean() ? ")" : ", " + layout(r) + ")");
      case 5 -> "replace(" + a + ", " + r.nextInt(rank) + ", " + layout(r) + ")";
      case 6 -> {
        int b = r.nextInt(rank + 1);
        yield "group(" + a + ", " + b + ", " + (b + r.nextInt(rank + 1 - b)) + ")";
      }
      case 7 -> "flatten(zipped_divide(" + a + ", " + divisor(Layout.derive(statically(a)).size(), r)
          + "))";
      case 8 -> "make_layout_like(" + a + ")";
      case 9 -> "make_ordered_layout((" + (1 + r.nextInt(4)) + ",(2," + (1 + r.nextInt(3))
          + ")), (" + r.nextInt(3) + "," + (r.nextBoolean() ? r.nextInt(3)
          : "(" + r.nextInt(3) + "," + r.nextInt(3) + ")") + "))";
      case 10 -> (r.nextBoolean() ? "upcast<2>(" : "downcast<2>(") + a + ")";
      default -> "local_tile((8,6,4):(1,8,48), (" + (1 << r.nextInt(4)) + ",3,2), ("
          + r.nextInt(2) + ",_,1)" + (r.nextBoolean() ? ", Step<_1,X,_1>{})" : ")");
    };
  }

  private static int divisor(int n, Random r) {
    int d = 1 + r.nextInt(n);
    while (n % d != 0) {
      d--;
    }
    return d;
  }

  /** A small layout: one to three modes, some of them tuples, strides compact or arbitrary. */
  private static String layout(Random r) {
    List<String> shape = new ArrayList<>();
    List<String> stride = new ArrayList<>();
    int running = 1;
    for (int m = 0, rank = 1 + r.nextInt(3); m < rank; m++) {
      int s = 1 + r.nextInt(4);
      int d = r.nextInt(3) == 0 ? r.nextInt(9) : running;
      running *= s;
      if (r.nextInt(4) == 0) {
        shape.add("(" + s + ",2)");
        stride.add("(" + d + "," + running + ")");
        running *= 2;
      } else {
        shape.add(String.valueOf(s));
        stride.add(String.valueOf(d));
      }
    }
    return "(" + String.join(",", shape) + "):(" + String.join(",", stride) + ")";
  }

  private static void check(GeneratedClasses loader, String name, String of, long seed)
      throws Exception {
    Class<?> generated = loader.loadClass("com.acme." + name);
    Layout expected = Layout.derive(statically(of));
    String id = name + " = " + of + " (seed " + seed + ")";
    assertEquals(expected.toString(), generated.getMethod("layout").invoke(null).toString(), id);
    Method index = generated.getMethod("index", int.class);
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.index(i), (int) index.invoke(null, i), id + " at " + i);
    }
  }

  /** The expression with every number static, as an annotation's are. */
  static String statically(String of) {
    return of.replaceAll("(?<![\\d_<A-Za-z])(\\d+)", "_$1");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "select((4,8):(1,4), 2)|select: mode 2 of (_4,_8):(_1,_4) does not exist (its rank is 2",
      "select((4,8):(1,4))|select takes at least 2 arguments, not 1",
      "take((4,8):(1,4), 1, 1)|take(1, 1) of (_4,_8):(_1,_4): the range must satisfy 0 <= begin "
          + "< end <= 2",
      "group((4,8):(1,4), 1, 3)|group(1, 3) of (_4,_8):(_1,_4): the range must satisfy",
      "replace((4,8):(1,4), 5, 2:1)|replace: mode 5 of (_4,_8):(_1,_4) does not exist",
      "append((4,8):(1,4), 2:1, 3:1)|append takes 1 or 2 arguments, not 3",
      "append<3>((4,8):(1,4), 2:1)|append takes no template arguments here; append<N> (to rank N) "
          + "is written append(L, X) once per added mode",
      "make_ordered_layout((4,(2,3)), (0,1,2))|make_ordered_layout: the order (_0,_1,_2) does not "
          + "fit the shape",
      "select(Sw<3,3,3> o (8,64):(64,1), 0)|select cannot take a swizzled layout",
      "upcast(Sw<3,3,3> o (8,64):(64,1), 2)|upcast cannot take a swizzled layout",
      "local_tile((16,8):(1,16), (4,2), (bx,by))|local_tile takes a coordinate of integers and _ "
          + "here, such as (0,0,_): the tile's layout is the same for every tile",
      "local_tile((16,8):(1,16), (4,2), (0,0), Step<_1,X,_1>)|local_tile: the projection has 3 "
          + "modes, so the tiler must be a tuple of 3 modes",
      "local_tile((16,8):(1,16), (4,2), (0,0,0))|local_tile: the coordinate has 3 modes, more "
          + "than the 2 modes of the tiles",
      "Sw<3,4,3> o smem_ptr[16b](unset) o (8,64):(64,1)|there Sw<3,4,3> acts on the byte addresses"
          + " of 16-bit elements; on element offsets, which a derived layout's swizzle acts on, "
          + "that is Sw<3,3,3>; write Sw<3,3,3> o (8,64):(64,1)",
  })
  void eachMistakeIsOneErrorNamingTheInput(String of, String message) {
    Compile.assertOneError(Compile.layout("name = \"Bad\"", "of = \"" + of + "\""), 5, message);
  }
}
