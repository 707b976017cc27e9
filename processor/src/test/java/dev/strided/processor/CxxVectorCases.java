package dev.strided.processor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.processor.CxxVectorCase.Expected;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every entry × operation of {@code vectors/cute-cxx-static.jsonl} as a {@link CxxVectorCase}, with
 * what the annotation must do decided from the vector's own numbers (never from the algebra under
 * test): a divide overhangs when C++'s result is larger than the input (a complement or a product
 * that rounds up, as C++ does, is no tile and so derives C++'s result). Exactness is the definition: a
 * composition maps {@code i} to {@code A(B(i))}; a logical divide's first mode is {@code A∘B} and its
 * values are A's.
 */
final class CxxVectorCases {
  private CxxVectorCases() {}

  static List<CxxVectorCase> load() throws IOException {
    List<CxxVectorCase> out = new ArrayList<>();
    for (Map<String, Object> entry : JsonReader.lines("/vectors/cute-cxx-static.jsonl")) {
      for (CxxOperation op : CxxOperation.values()) {
        Object outcome = entry.get(op.field());
        if (outcome instanceof List<?> list) {
          for (Object each : list) {
            out.add(of(entry, op, map(each)));
          }
        } else if (outcome != null) {
          out.add(of(entry, op, map(outcome)));
        }
      }
    }
    return out;
  }

  private static CxxVectorCase of(Map<String, Object> entry, CxxOperation op,
      Map<String, Object> outcome) {
    String input = (String) entry.get("layout");
    String argument = switch (op.argument()) {
      case NONE -> "";
      case PROFILE -> profile(Layout.parse(input));
      case COTARGET -> String.valueOf(outcome.get("cotarget"));
      case RHS -> (String) outcome.get("rhs");
      case TILER -> (String) outcome.get("tiler");
    };
    String result = (String) outcome.get("result");
    Object cxx = outcome.get("cxx");
    String refusal = cxx == null ? null : cxx + (outcome.containsKey("message")
        ? ": " + outcome.get("message") : "");
    return new CxxVectorCase(((Long) entry.get("id")).intValue(), op, input,
        (String) entry.get("print"), argument, expected(entry, op, outcome, argument), result,
        refusal);
  }

  private static Expected expected(Map<String, Object> entry, CxxOperation op,
      Map<String, Object> outcome, String argument) {
    Object cxx = outcome.get("cxx");
    if ("static_assert".equals(cxx)) {
      return Expected.CXX_REFUSES;
    }
    if (cxx != null) {
      return Expected.NONE;
    }
    String result = (String) outcome.get("result");
    if (extents(result).stream().anyMatch(e -> e < 1)) {
      return Expected.NEGATIVE_EXTENTS;
    }
    Layout a = Layout.parse((String) entry.get("print"));
    Layout r = Layout.parse(result);
    if (overhangs(op, a, r)) {
      return Expected.OVERHANG;
    }
    if (op == CxxOperation.COMPOSITION && !composes(a, staticLayout(argument), r)) {
      return Expected.NOT_EXACT;
    }
    if (op.isDivide() && !logicalDivideIsExact(entry, a)) {
      return Expected.NOT_EXACT;
    }
    if (op.isProduct() && !logicalProductIsExact(entry, a)) {
      return Expected.NOT_EXACT;
    }
    return Expected.RESULT;
  }

  private static boolean overhangs(CxxOperation op, Layout a, Layout r) {
    return op.isDivide() && r.size() != a.size();
  }

  /**
   * Whether the entry's C++ logical divide is {@code A∘(B, B*)} as far as the definition can be
   * checked without computing {@code B*}: the first mode is {@code A∘B}, and the values of the
   * whole are those of A (as {@code (B, B*)} permutes A's domain when no tile overhangs).
   */
  private static boolean logicalDivideIsExact(Map<String, Object> entry, Layout a) {
    Map<String, Object> logical = map(entry.get("logical_divide"));
    if (!(logical.get("result") instanceof String text)) {
      return true;
    }
    Layout r = Layout.parse(text);
    Layout tiler = staticLayout((String) logical.get("tiler"));
    if (r.size() != a.size() || !composes(a, tiler, r.get(0))) {
      return false;
    }
    Map<Long, Integer> values = new HashMap<>();
    for (int i = 0; i < a.size(); i++) {
      values.merge(evaluate(a, i), 1, Integer::sum);
      values.merge(evaluate(r, i), -1, Integer::sum);
    }
    return values.values().stream().allMatch(n -> n == 0);
  }

  /**
   * Whether the entry's C++ logical product is {@code (A, complement(A, size A·cosize B)∘B)} in its
   * second mode, on the complement's domain (SPEC 6), with the runtime's complement (held to C++'s
   * by the vectors).
   */
  private static boolean logicalProductIsExact(Map<String, Object> entry, Layout a) {
    Map<String, Object> logical = map(entry.get("logical_product"));
    if (!(logical.get("result") instanceof String text)) {
      return true;
    }
    Layout b = staticLayout((String) logical.get("tiler"));
    Layout c;
    try {
      c = a.complement(IntTuple.ofStatic(a.size() * b.cosize()));
    } catch (IllegalArgumentException noComplement) {
      return true; // nothing to hold it to: the result stays expected as C++ gives it
    }
    Layout second = Layout.parse(text).get(1);
    for (int i = 0; i < b.size(); i++) {
      long x = evaluate(b, i);
      if (x >= 0 && x < c.size() && evaluate(second, i) != evaluate(c, x)) {
        return false;
      }
    }
    return true;
  }

  /** Whether r is {@code A∘B}: the same size as B in each top-level mode, and r(i) = A(B(i)). */
  private static boolean composes(Layout a, Layout b, Layout r) {
    if (r.size() != b.size()) {
      return false;
    }
    if (b.shape() instanceof IntTuple.Tuple) {
      if (r.rank() != b.rank()) {
        return false;
      }
      for (int m = 0; m < b.rank(); m++) {
        if (r.size(m) != b.size(m)) {
          return false;
        }
      }
    }
    for (int i = 0; i < b.size(); i++) {
      if (evaluate(r, i) != evaluate(a, evaluate(b, i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * A layout at a 1-D coordinate, computed from its leaves: colexicographic, the last leaf unbounded,
   * Java's truncating division for a negative coordinate (so {@code L(-x) = -L(x)}).
   */
  private static long evaluate(Layout l, long x) {
    List<IntTuple.Int> shape = l.shape().flatten();
    List<IntTuple.Int> stride = l.stride().flatten();
    long sum = 0;
    int last = shape.size() - 1;
    for (int k = 0; k < last; k++) {
      long s = shape.get(k).value();
      sum += (x % s) * stride.get(k).value();
      x /= s;
    }
    return sum + x * stride.get(last).value();
  }

  /** A layout whose plain integers are read as static, as an annotation reads them. */
  private static Layout staticLayout(String text) {
    return Layout.parse(text.replaceAll("(?<![_\\d])(-?\\d+)", "_$1"));
  }

  /** The extents of a printed layout (the integers before its top-level ':'), negative ones too. */
  private static List<Long> extents(String layout) {
    int depth = 0;
    for (int i = 0; i < layout.length(); i++) {
      char c = layout.charAt(i);
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (c == ':' && depth == 0) {
        List<Long> out = new ArrayList<>();
        for (String n : layout.substring(0, i).split("[^-\\d]+")) {
          if (!n.isEmpty()) {
            out.add(Long.parseLong(n));
          }
        }
        return out;
      }
    }
    throw new IllegalArgumentException("not a layout: " + layout);
  }

  /** C++'s profile {@code (_1,_1,...)}: a 1 per top-level mode, a tuple when the shape is one. */
  private static String profile(Layout input) {
    return input.shape() instanceof IntTuple.Tuple
        ? "(" + "1,".repeat(input.rank() - 1) + "1)" : "1";
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Object o) {
    return (Map<String, Object>) o;
  }
}
