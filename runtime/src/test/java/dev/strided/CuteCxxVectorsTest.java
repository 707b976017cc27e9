package dev.strided;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;


/**
 * Exact agreement with CuTe C++ on static layouts (vectors/cute-cxx-static.jsonl): the printed result,
 * {@code _N} included, or an IllegalArgumentException where C++ fails a static_assert.
 */
class CuteCxxVectorsTest {
  private static final List<Map<String, Object>> ROWS =
      Json.lines("/vectors/cute-cxx-static.jsonl");
  private static final Pattern PLAIN_INT = Pattern.compile("(?<![_\\d])(-?\\d+)");
  private static final List<String> SUMMARY = VectorTally.SUMMARY;

  /** The rhs/tiler texts print plain integers; the vectors mean them as static. */
  static Layout staticLayout(String text) {
    return Layout.parse(staticText(text));
  }

  /** Every integer of a layout's or tiler's text made static ({@code _N}). */
  static String staticText(String text) {
    return PLAIN_INT.matcher(text).replaceAll("_$1");
  }

  @AfterAll
  static void printSummary() {
    SUMMARY.forEach(System.out::println);
  }

  @Test
  void coalesce() {
    check("coalesce", (a, e) -> a.coalesce().toString());
  }

  @Test
  void filter() {
    check("filter", (a, e) -> a.filter().toString());
  }

  @Test
  void coalesceByMode() {
    check("coalesce_by_mode", (a, e) -> a.coalesce(ones(a.rank())).toString());
  }

  @Test
  void rightInverse() {
    check("right_inverse", (a, e) -> a.rightInverse().toString());
  }

  @Test
  void leftInverse() {
    check("left_inverse", (a, e) -> a.leftInverse().toString());
  }

  @Test
  void composition() {
    check("composition", (a, e) -> a.compose(staticLayout((String) e.get("rhs"))).toString());
  }

  @Test
  void divides() {
    check("logical_divide", (a, e) -> a.logicalDivide(tiler(e)).toString());
    check("zipped_divide", (a, e) -> a.zippedDivide(tiler(e)).toString());
    check("tiled_divide", (a, e) -> a.tiledDivide(tiler(e)).toString());
    check("flat_divide", (a, e) -> a.flatDivide(tiler(e)).toString());
  }

  @Test
  void products() {
    check("logical_product", (a, e) -> a.logicalProduct(tiler(e)).toString());
    check("zipped_product", (a, e) -> a.zippedProduct(tiler(e)).toString());
    check("tiled_product", (a, e) -> a.tiledProduct(tiler(e)).toString());
    check("flat_product", (a, e) -> a.flatProduct(tiler(e)).toString());
    check("blocked_product", (a, e) -> a.blockedProduct(tiler(e)).toString());
    check("raked_product", (a, e) -> a.rakedProduct(tiler(e)).toString());
  }

  @Test
  @SuppressWarnings("unchecked")
  void complementOverCotargets() {
    Tally tally = new Tally("complement");
    for (Map<String, Object> row : ROWS) {
      Layout a = Layout.parse((String) row.get("print"));
      for (Map<String, Object> e : (List<Map<String, Object>>) row.get("complement")) {
        int cotarget = ((Long) e.get("cotarget")).intValue();
        tally.check(row, e, () -> a.complement(IntTuple.ofStatic(cotarget)).toString(),
            "cotarget " + cotarget);
      }
    }
    tally.finish();
  }

  /** Whether C++'s composition result {@code expected} is A(B(i)) mode by mode. */
  static boolean definitionHolds(Map<String, Object> row, Map<String, Object> e, String expected) {
    return CompositionDefinition.holds(Layout.parse((String) row.get("print")),
        staticLayout((String) e.get("rhs")), Layout.parse(expected));
  }

  /** Whether the shape part of a printed layout has an extent below 1. */
  static boolean hasNegativeExtent(String layout) {
    int depth = 0;
    for (int i = 0; i < layout.length(); i++) {
      char c = layout.charAt(i);
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (c == ':' && depth == 0) {
        return IntTuple.parse(layout.substring(0, i)).flatten().stream()
            .anyMatch(leaf -> leaf.value() < 1);
      }
    }
    throw new IllegalArgumentException("not a layout: " + layout);
  }

  private static Layout tiler(Map<String, Object> entry) {
    return staticLayout((String) entry.get("tiler"));
  }

  private static IntTuple ones(int rank) {
    IntTuple[] ones = new IntTuple[rank];
    java.util.Arrays.fill(ones, IntTuple.ofStatic(1));
    return IntTuple.of(ones);
  }

  @SuppressWarnings("unchecked")
  private static void check(String op, BiFunction<Layout, Map<String, Object>, String> compute) {
    Tally tally = new Tally(op);
    for (Map<String, Object> row : ROWS) {
      Map<String, Object> e = (Map<String, Object>) row.get(op);
      if (e == null) {
        tally.absent++;
        continue;
      }
      Layout a = Layout.parse((String) row.get("print"));
      tally.check(row, e, () -> compute.apply(a, e), "");
    }
    tally.finish();
  }

  /** Counts and failures of one operation. */
  private static final class Tally {
    final String op;
    int matched;
    int rejected;
    int absent;
    int noExpectation;
    int negativeRejected;
    int inexactRejected;
        final List<String> failures = new ArrayList<>();

    Tally(String op) {
      this.op = op;
    }

    void check(Map<String, Object> row, Map<String, Object> e, java.util.function.Supplier<String> run,
        String detail) {
      String where = "id " + row.get("id") + " " + row.get("print") + " " + detail + " "
          + e.getOrDefault("rhs", e.getOrDefault("tiler", ""));
      Object cxx = e.get("cxx");
      if ("static_assert".equals(cxx)) {
        try {
          String got = run.get();
          failures.add(where + ": expected IllegalArgumentException (" + e.get("message")
              + "), got " + got);
        } catch (IllegalArgumentException ex) {
          rejected++;
        }
        return;
      }
      if (cxx != null) {
        noExpectation++;
        return;
      }
      String expected = (String) e.get("result");
      if (hasNegativeExtent(expected)) {
        // C++ is experimental with negative strides and yields negative extents; Strided rejects.
        try {
          String got = run.get();
          failures.add(where + ": C++ gives negative extents " + expected
              + ", Strided must reject, got " + got);
        } catch (IllegalArgumentException ex) {
          negativeRejected++;
        }
        return;
      }
      if (op.equals("composition") && !definitionHolds(row, e, expected)) {
        // C++'s weak divisibility test let through a result that is not A(B(i)) mode by mode:
        // Strided must refuse it (Exactness).
        try {
          failures.add(where + ": C++ gives " + expected + " (not A(B(i))), Strided must refuse, got "
              + run.get());
        } catch (IllegalArgumentException ex) {
          assertTrue(ex.getMessage().contains("is not exact"), ex.getMessage());
          inexactRejected++;
        }
        return;
      }
      try {
        String got = run.get();
        if (expected.equals(got) && hasLogicalForm(row) && !logicalFormHolds(row)) {
          failures.add(where + ": agrees with C++ on " + got + ", which is not its definition");
        } else if (expected.equals(got)) {
          matched++;
        } else {
          failures.add(where + ": expected " + expected + ", got " + got);
        }
      } catch (IllegalArgumentException ex) {
        if (ex.getMessage().contains("is not exact") && !logicalFormHolds(row)) {
          inexactRejected++;  // C++'s divide or product holds a piece that is not A∘B
        } else {
          failures.add(where + ": expected " + expected + ", threw " + ex);
        }
      } catch (RuntimeException ex) {
        failures.add(where + ": expected " + expected + ", threw " + ex);
      }
    }

    /**
     * Whether C++'s logical divide (for a divide) or logical product (for a product) of this row is
     * the composition it is defined as: {@code A ∘ (B, complement(B, shape(coalesce(A))))}, or
     * {@code (A, complement(A, size(A)·cosize(B)) ∘ B)}; the zipped, tiled and flat forms regroup it.
     */
    boolean hasLogicalForm(Map<String, Object> row) {
      boolean divide = op.endsWith("divide");
      boolean product = op.endsWith("product") && !op.startsWith("blocked") && !op.startsWith("raked");
      Object logical = row.get(divide ? "logical_divide" : "logical_product");
      return (divide || product) && logical instanceof Map<?, ?> m && m.get("result") != null;
    }

    @SuppressWarnings("unchecked")
    boolean logicalFormHolds(Map<String, Object> row) {
      Layout a = Layout.parse((String) row.get("print"));
      boolean divide = op.endsWith("divide");
      Map<String, Object> logical =
          (Map<String, Object>) row.get(divide ? "logical_divide" : "logical_product");
      Layout b = staticLayout((String) logical.get("tiler"));
      Layout r = Layout.parse((String) logical.get("result"));
      if (divide) {
        Layout rest = b.complement(a.coalesce().shape());
        return CompositionDefinition.holds(a, Layout.concat(b, rest), r);
      }
      Layout c = a.complement(IntTuple.ofStatic(a.size() * b.cosize()));
      return CompositionDefinition.holds(c, b, r.get(1));
    }

    void finish() {
      SUMMARY.add(String.format("cute-cxx %-16s matched %4d, rejected as C++ does %3d, "
          + "negative extents in C++ so rejected %2d, not A∘B in C++ so rejected %d, "
          + "no expectation (compile_error/missing) %2d, absent %2d, failed %d",
          op, matched, rejected, negativeRejected, inexactRejected, noExpectation, absent, failures.size()));
      assertTrue(failures.isEmpty(), op + ": " + failures.size() + " disagreements:\n"
          + String.join("\n", failures.subList(0, Math.min(40, failures.size()))));
      assertTrue(matched > 0, op + ": nothing compared");
      assertEquals(0, failures.size());
    }
  }
}
