package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Predicate;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Decisions on symbols against bindings that satisfy the facts: yes and no hold for every binding,
 * depends has a binding each way (single names, facts unbounded above), and the fact a depends
 * names is a valid {@code assume} that turns it into yes.
 */
class SymbolicDecisionsPropertiesTest {

  /** One decision: its name, how the arithmetic takes it, and the condition on a binding. */
  record Check(String what, Function<SymbolicArithmetic, Decision> decide,
      Predicate<Map<String, Long>> holds, Predicate<Map<String, Long>> applies) {}

  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs();
  }

  @Property(tries = 400)
  void yesAndNoHoldForEveryAllowedBinding(@ForAll("seeds") long seed) {
    Random r = new Random(seed);
    Facts facts = RandomFacts.facts(r, RandomFacts.NAMES, true);
    List<Map<String, Long>> bindings = RandomFacts.bindings(r, facts, RandomFacts.NAMES, 80);
    Assume.that(bindings != null);
    SymbolicArithmetic arith = new SymbolicArithmetic(facts, Policy.REFUSE_OVERHANG);
    for (Check c : checks(r, RandomFacts.NAMES)) {
      Decision d = c.decide().apply(arith);
      for (Map<String, Long> b : bindings) {
        assertTrue(facts.allows(b));
        if (!d.depends() && c.applies().test(b)) {
          assertEquals(d.holds(), c.holds().test(b), c.what() + " under " + facts + " at " + b);
        }
      }
    }
  }

  @Property(tries = 400)
  void theFactADependsNamesProvesIt(@ForAll("seeds") long seed) {
    Random r = new Random(seed);
    Facts facts = RandomFacts.facts(r, RandomFacts.NAMES, true);
    Assume.that(RandomFacts.bindings(r, facts, RandomFacts.NAMES, 0) != null);
    SymbolicArithmetic arith = new SymbolicArithmetic(facts, Policy.REFUSE_OVERHANG);
    for (Check c : checks(r, RandomFacts.NAMES)) {
      Decision d = c.decide().apply(arith);
      if (d.depends() && d.wouldProve() != null) {
        assertEquals(d.wouldProve(), Fact.parse(d.wouldProve().toString()), "an assume users can write");
        if (RandomFacts.bindings(r, facts.with(d.wouldProve()), RandomFacts.NAMES, 0) == null) {
          continue; // the fact contradicts the others (S % 128 == 0, S <= 64 and S >= 1): vacuous
        }
        SymbolicArithmetic assumed =
            new SymbolicArithmetic(facts.with(d.wouldProve()), Policy.REFUSE_OVERHANG);
        assertEquals(Decision.YES, c.decide().apply(assumed),
            c.what() + " under " + facts + " and " + d.wouldProve());
      }
    }
  }

  @Property(tries = 400)
  void onOneNameUnboundedAboveDependsHasABindingEachWay(@ForAll("seeds") long seed) {
    Random r = new Random(seed);
    List<String> one = List.of(r.nextBoolean() ? "M" : "S");
    Facts facts = RandomFacts.facts(r, one, false);
    List<Map<String, Long>> bindings = RandomFacts.bindings(r, facts, one, 0);
    SymbolicArithmetic arith = new SymbolicArithmetic(facts, Policy.REFUSE_OVERHANG);
    List<Map<String, Long>> window = everyAllowedValue(facts, one.get(0));
    assertTrue(bindings != null && !window.isEmpty());
    for (Check c : checks(r, one)) {
      Decision d = c.decide().apply(arith);
      if (d.depends()) {
        List<Boolean> seen = new ArrayList<>();
        for (Map<String, Long> b : window) {
          if (c.applies().test(b)) {
            seen.add(c.holds().test(b));
          }
        }
        assertTrue(seen.contains(true) && seen.contains(false), c.what() + " under " + facts);
      }
    }
  }

  /** The allowed values of a name: 600 multiples of its modulus from its lowest (or from -300). */
  private static List<Map<String, Long>> everyAllowedValue(Facts facts, String name) {
    long m = facts.modulus(name);
    long first = facts.lowerBound(name).isPresent()
        ? -Math.floorDiv(-facts.lowerBound(name).getAsLong(), m)
        : -300;
    List<Map<String, Long>> out = new ArrayList<>();
    for (long t = first; t < first + 600; t++) {
      out.add(Map.of(name, t * m));
    }
    return out;
  }

  private static List<Check> checks(Random r, List<String> names) {
    Symbol a = RandomFacts.symbol(r, names);
    Symbol b = r.nextInt(3) == 0 ? new Symbol(RandomFacts.pick(r, RandomFacts.CONSTANTS), a.names())
        : RandomFacts.symbol(r, names);
    Symbol k = Symbol.constant(RandomFacts.pick(r, RandomFacts.CONSTANTS));
    Predicate<Map<String, Long>> always = x -> true;
    List<Check> out = new ArrayList<>();
    out.add(new Check("isOne(" + a + ")", s -> s.isOne(a), x -> a.evaluate(x) == 1, always));
    out.add(new Check("isZero(" + a + ")", s -> s.isZero(a), x -> a.evaluate(x) == 0, always));
    out.add(new Check("isNegative(" + a + ")", s -> s.isNegative(a), x -> a.evaluate(x) < 0, always));
    out.add(new Check("divides(" + k + ", " + a + ")", s -> s.divides(k, a),
        x -> a.evaluate(x) % k.coefficient() == 0, always));
    out.add(new Check("divides(" + a + ", " + b + ")", s -> s.divides(a, b),
        x -> b.evaluate(x) % a.evaluate(x) == 0, x -> a.evaluate(x) != 0));
    out.add(new Check("divides(" + a + ", " + k + ")", s -> s.divides(a, k),
        x -> k.coefficient() % a.evaluate(x) == 0, x -> a.evaluate(x) != 0));
    out.add(new Check("equal(" + a + ", " + b + ")", s -> s.equal(a, b),
        x -> a.evaluate(x) == b.evaluate(x), always));
    out.add(new Check("equal(" + a + ", " + k + ")", s -> s.equal(a, k),
        x -> a.evaluate(x) == k.coefficient(), always));
    out.add(new Check("less(" + a + ", " + b + ")", s -> s.less(a, b),
        x -> a.evaluate(x) < b.evaluate(x), always));
    out.add(new Check("less(" + a + ", " + k + ")", s -> s.less(a, k),
        x -> a.evaluate(x) < k.coefficient(), always));
    out.add(new Check("less(" + k + ", " + a + ")", s -> s.less(k, a),
        x -> k.coefficient() < a.evaluate(x), always));
    return out;
  }
}
