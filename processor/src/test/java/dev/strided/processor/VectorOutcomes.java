package dev.strided.processor;

import dev.strided.processor.CxxVectorCase.Expected;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Counts, per operation, how the cases of the C++ vectors came out, and every finding in full. */
final class VectorOutcomes {
  /** How one case came out. */
  enum Outcome {
    DERIVED_AS_CXX("derived as C++"),
    REFUSED_AS_CXX("refused as C++"),
    REFUSED_OVERHANG("refused: overhang"),
    REFUSED_NEGATIVE("refused: C++ negative extents"),
    REFUSED_NOT_EXACT("refused: C++ not A∘B"),
    NO_EXPECTATION_REFUSED("no expectation, refused"),
    NO_EXPECTATION_DERIVED("no expectation, derived"),
    FINDING("findings");

    private final String label;

    Outcome(String label) {
      this.label = label;
    }
  }

  private final Map<CxxOperation, EnumMap<Outcome, Integer>> counts =
      new EnumMap<>(CxxOperation.class);
  private final List<String> findings = new ArrayList<>();

  void add(CxxVectorCase c, Outcome outcome) {
    counts.computeIfAbsent(c.op(), k -> new EnumMap<>(Outcome.class))
        .merge(outcome, 1, Integer::sum);
  }

  /** The refusal outcome a case that must be refused counts as. */
  static Outcome refusal(Expected expected) {
    return switch (expected) {
      case CXX_REFUSES -> Outcome.REFUSED_AS_CXX;
      case OVERHANG -> Outcome.REFUSED_OVERHANG;
      case NEGATIVE_EXTENTS -> Outcome.REFUSED_NEGATIVE;
      case NOT_EXACT -> Outcome.REFUSED_NOT_EXACT;
      case RESULT, NONE -> throw new IllegalArgumentException(expected + " is not a refusal");
    };
  }

  void finding(CxxVectorCase c, String what) {
    add(c, Outcome.FINDING);
    findings.add(c.where() + " (expected " + c.expected() + "): " + what);
  }

  /** A finding that belongs to no one case (a diagnostic on an input layout's line, say). */
  void finding(String what) {
    findings.add(what);
  }

  List<String> findings() {
    return findings;
  }

  int total() {
    return counts.values().stream().flatMap(m -> m.values().stream()).mapToInt(Integer::intValue)
        .sum();
  }

  int count(Outcome outcome) {
    return counts.values().stream().mapToInt(m -> m.getOrDefault(outcome, 0)).sum();
  }

  /** One line per operation with a column per outcome, and a line of totals. */
  String table() {
    StringBuilder b = new StringBuilder(String.format("%-17s", "operation"));
    for (Outcome o : Outcome.values()) {
      b.append(" | ").append(o.label);
    }
    b.append('\n');
    for (Map.Entry<CxxOperation, EnumMap<Outcome, Integer>> e : counts.entrySet()) {
      row(b, e.getKey().field(), e.getValue());
    }
    EnumMap<Outcome, Integer> all = new EnumMap<>(Outcome.class);
    for (Outcome o : Outcome.values()) {
      all.put(o, count(o));
    }
    row(b, "all", all);
    return b.toString();
  }

  private static void row(StringBuilder b, String name, Map<Outcome, Integer> values) {
    b.append(String.format("%-17s", name));
    for (Outcome o : Outcome.values()) {
      b.append(" | ")
          .append(String.format("%" + o.label.length() + "d", values.getOrDefault(o, 0)));
    }
    b.append('\n');
  }
}
