package dev.strided.processor.derivation;

import dev.strided.core.Fact;
import dev.strided.core.Facts;
import dev.strided.core.NotationError;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * The [strided:assume] rule: each {@code assume} entry is a fact ({@code X % k == 0},
 * {@code X % Y == 0}, {@code X >= k}, {@code X <= k}) about {@code of(...)}'s names, and together with what the
 * layouts say (an extent is at least 1) the facts leave the name some value.
 *
 * <pre>{@code
 * // assume = {"M % 128 == 0", "M <= 64"} on a layout where M is an extent:
 * // [strided:assume] ... no M >= 1 is a multiple of 128 and at most 64
 * Facts facts = Assumptions.facts(request, List.of("M", "N"), List.of("M", "N"), inherited);
 * }</pre>
 */
public final class Assumptions {
  private Assumptions() {}

  /**
   * The facts of one layout.
   *
   * @param request the annotation
   * @param parameters {@code of(...)}'s names
   * @param extents those of them that are extents
   * @param inherited the facts of the layouts it is derived from, checked there already
   * @return the facts: extents at least 1, the inherited facts, then {@code assume}'s
   * @throws LayoutRejected for the first entry that does not parse, names no parameter or leaves a
   *     name no value
   */
  public static List<Fact> parse(LayoutRequest request, List<String> parameters,
      List<String> extents, List<Fact> inherited) throws LayoutRejected {
    List<Fact> out = new ArrayList<>(inherited);
    for (String text : request.assume()) {
      TextLimits.text(text, "assume");
      Fact fact;
      try {
        fact = Fact.parse(text);
      } catch (NotationError e) {
        throw reject("assume \"" + text + "\" is not a fact: " + e.problem() + ".\n"
            + NotationError.caret(text, e.position()));
      }
      for (String name : fact.by() == null ? List.of(fact.name())
          : List.of(fact.name(), fact.by())) {
        if (!parameters.contains(name)) {
          throw reject("assume \"" + text + "\" is about " + name + ", which is not a name "
              + "of this layout (" + Bindings.namesText(parameters) + ").");
        }
      }
      if (!out.contains(fact)) {
        out.add(fact);
      }
    }
    Facts facts = of(extents, out);
    for (String name : parameters) {
      String contradiction = contradiction(facts, name);
      if (contradiction != null) {
        throw reject("assume leaves " + name + " no value: " + contradiction + ".");
      }
    }
    return out;
  }

  /**
   * The facts as the core's proofs read them.
   *
   * @param extents the names that are at least 1
   * @param facts the facts
   * @return both
   */
  public static Facts of(List<String> extents, List<Fact> facts) {
    Facts f = Facts.none().withExtents(extents);
    for (Fact fact : facts) {
      f = f.with(fact);
    }
    return f;
  }

  /** Why no value of {@code name} satisfies the facts, or null when one does. */
  private static String contradiction(Facts facts, String name) {
    OptionalLong upper = facts.upperBound(name);
    if (upper.isEmpty()) {
      return null;
    }
    long modulus = facts.modulus(name);
    OptionalLong lower = facts.lowerBound(name);
    long least = lower.isEmpty() ? Long.MIN_VALUE : lower.getAsLong();
    long first = Math.floorDiv(upper.getAsLong(), modulus) * modulus;
    if (first >= least) {
      return null;
    }
    return "no " + name + (lower.isEmpty() ? "" : " >= " + least)
        + (modulus == 1 ? "" : " is a multiple of " + modulus + " and") + " is at most "
        + upper.getAsLong();
  }

  private static LayoutRejected reject(String message) {
    return new LayoutRejected(new Diagnostic(Tag.ASSUME, message, "assume"));
  }
}
