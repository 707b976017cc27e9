package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import dev.strided.processor.NamedDescriptors.Derived;
import dev.strided.processor.NamedDescriptors.Descriptor;
import dev.strided.processor.NamedExpression.Kind;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.reading.LayoutRequest;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random derivations over written layouts with names, through real javac in two batch
 * compilations per seed. Each derivation that compiles is bound to random values that satisfy its
 * facts: the generated {@code of(...)}, its {@code index(c)} and the kernel form
 * {@code indexOf(names..., c)} agree on every coordinate, in size and cosize, with the runtime's
 * {@link Layout#derive} of the same expression over the bound layouts written as literals (itself
 * checked against CuTe C++ in DeriveTest); values that violate a fact make {@code of(...)} throw
 * naming it. Each refused one is exactly one error on its {@code of} or {@code assume} line, and
 * {@link NamedRefusals} finds why the refusal is right. A fixed seed and one per run
 * ({@code -Dstrided.names.seed=N} replays it); both are printed.
 */
class RandomNamedDerivationsTest {
  private static final long FIXED_SEED = 20261201L;
  private static final int DESCRIPTORS = 16;
  /** How many coordinates of one bound layout are compared at most. */
  private static final int COORDINATES = 2048;

  @Test
  void fixedSeed() throws Exception {
    run(FIXED_SEED, "fixed");
  }

  @Test
  void seedOfThisRun() throws Exception {
    long seed = Long.getLong("strided.names.seed", System.currentTimeMillis());
    System.out.println("RandomNamedDerivationsTest: seed " + seed
        + " (replay with -Dstrided.names.seed=" + seed + ")");
    run(seed, "run");
  }

  /** Compiled and refused derivations by the kind of their outermost call. */
  private static final class Tally {
    final Map<Kind, int[]> counts = new EnumMap<>(Kind.class);

    void add(Kind kind, boolean compiled) {
      counts.computeIfAbsent(kind, k -> new int[2])[compiled ? 0 : 1]++;
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder();
      counts.forEach((k, c) -> sb.append(String.format(Locale.ROOT, " %s %d/%d", k, c[0], c[1])));
      return "compiled/refused:" + sb;
    }
  }

  private static void run(long seed, String pkg) throws Exception {
    long start = System.nanoTime();
    NamedDescriptors generator = new NamedDescriptors(seed);
    List<Descriptor> descriptors = new ArrayList<>();
    List<Derived> compiled = new ArrayList<>();
    Map<Derived, Diagnostic> refused = new LinkedHashMap<>();
    Tally tally = new Tally();
    for (int i = 0; i < DESCRIPTORS; i++) {
      Descriptor d = generator.next(Integer.toString(i));
      descriptors.add(d);
      List<LayoutRequest> requests = NamedBatch.requests(i, d);
      for (int j = 0; j < d.derived().size(); j++) {
        Derived derived = d.derived().get(j);
        LayoutRequest request = requests.get(d.written().size() + j);
        try {
          LayoutPipeline.validate(request, requests);
          compiled.add(derived);
        } catch (LayoutRejected e) {
          refused.put(derived, e.diagnostic());
        }
        tally.add(derived.of().kind(), !refused.containsKey(derived));
      }
    }
    Random random = new Random(seed);
    int bindings = checkCompiled(new NamedBatch("named." + pkg + ".good", descriptors,
        compiled::contains), compiled, random);
    int falseRefusals = checkRefused(new NamedBatch("named." + pkg + ".bad", descriptors,
        refused::containsKey), refused, random);
    System.out.printf(Locale.ROOT, "RandomNamedDerivationsTest seed %d: %d compiled (%d bindings),"
        + " %d refused (%d of them the known false refusals); %s; %.1f s%n", seed,
        compiled.size(), bindings, refused.size(), falseRefusals, tally,
        (System.nanoTime() - start) / 1e9);
    assertTrue(4 * compiled.size() >= compiled.size() + refused.size(),
        "the facts prove too few derivations: " + tally);
  }

  /** Every compiled derivation, bound three times, agrees with the runtime; facts are checked. */
  private static int checkCompiled(NamedBatch batch, List<Derived> compiled, Random random)
      throws Exception {
    Compilation c = batch.compile();
    assertEquals(List.of(), c.errors(), "javac rejects what the pipeline accepts");
    GeneratedClasses loader = new GeneratedClasses(c);
    int bindings = 0;
    for (Derived d : compiled) {
      assertFalse(d.hasBadFact(), d.name() + " compiled with assume " + d.assume());
      Class<?> type = loader.loadClass(batch.pkg() + "." + d.name());
      for (int k = 0; k < 3; k++) {
        agree(type, d, binding(d, random, k == 2));
        bindings++;
      }
      if (!d.inScope().isEmpty()) {
        violate(type, d, random);
      }
    }
    return bindings;
  }

  /**
   * Values that satisfy the facts, the smallest allowed among them and equal values too: names are
   * C++'s run-time integers on both sides, whose structure no value changes.
   */
  private static Map<String, Long> binding(Derived d, Random random, boolean coincide) {
    return NamedFact.satisfying(d.of().parameters(), d.inScope(), random, coincide);
  }

  private static void agree(Class<?> type, Derived d, Map<String, Long> binding) throws Exception {
    // the bound values as dynamic integers, the written numbers static: the runtime then keeps
    // C++'s structure (CuteDynamicDifferentialTest), as javac does for names (docs/exactness.md)
    String runtime = d.of().runtime(binding);
    String label = d.name() + " of = \"" + d.of().annotation() + "\" with " + binding + ", "
        + runtime;
    Object[] names = binding.values().stream().map(Long::intValue).toArray();
    Method of = type.getMethod("of", ints(names.length));
    Layout expected;
    try {
      expected = Layout.derive(runtime);
    } catch (IllegalArgumentException e) {
      if (!e.getMessage().contains("does not fit in an int")) {
        fail(label + ": compiled, but the runtime refuses the binding: " + e.getMessage());
      }
      // an int layout's of(...) refuses such values too
      InvocationTargetException thrown = assertThrows(InvocationTargetException.class,
          () -> of.invoke(null, names), label);
      assertInstanceOf(IllegalArgumentException.class, thrown.getCause(), label);
      return;
    }
    Object layout = of.invoke(null, names);
    Layout generated = (Layout) type.getMethod("layout").invoke(layout);
    // the same structure, static leaves and values: C++'s print on both sides; a product's
    // complement of A with dynamic strides over several modes is one C++ refuses on the type
    // ("Dynamic-stride complement only for rank-1 layouts"), where the runtime takes the
    // complement of the bound values and javac that of the names: the same function (below)
    String text = d.of().annotation();
    if (!text.contains("product") && !text.contains("tile_to_shape")) {
      assertEquals(expected.toString(), generated.toString(), label);
    }
    assertEquals(expected.size(), ((Number) type.getMethod("size").invoke(layout)).intValue(),
        label);
    assertEquals(expected.cosize(), ((Number) type.getMethod("cosize").invoke(layout)).intValue(),
        label);
    Method index = type.getMethod("index", int.class);
    Method kernel = type.getMethod("indexOf", ints(names.length + 1));
    Object[] kernelArguments = Arrays.copyOf(names, names.length + 1);
    // every coordinate of a small layout; of a big one, an even spread that includes the last
    int step = Math.max(1, expected.size() / COORDINATES);
    for (int i = 0; i < expected.size(); i = i == expected.size() - 1 ? expected.size()
        : Math.min(i + step, expected.size() - 1)) {
      kernelArguments[names.length] = i;
      int want = expected.index(i);
      assertEquals(want, ((Number) index.invoke(layout, i)).intValue(), label + " at " + i);
      assertEquals(want, ((Number) kernel.invoke(null, kernelArguments)).intValue(),
          label + " kernel form at " + i);
    }
  }

  /** One fact broken, the others kept: of(...) names the first fact the value breaks. */
  private static void violate(Class<?> type, Derived d, Random random) throws Exception {
    List<NamedFact> facts = d.inScope();
    NamedFact broken = facts.get(random.nextInt(facts.size()));
    long value = switch (broken.relation()) {
      case MULTIPLE_OF -> NamedFact.allowed(broken.name(), facts, 1).get(0) + 1;
      case AT_LEAST -> broken.literal() - 1;
      case AT_MOST -> broken.literal() + 1;
    };
    if (value < 1 || broken.holds(value)) {
      return;
    }
    Map<String, Long> binding = NamedFact.satisfying(d.of().parameters(), facts, random, false);
    binding.put(broken.name(), value);
    NamedFact first = facts.stream()
        .filter(f -> f.name().equals(broken.name()) && !f.holds(value)).findFirst().orElseThrow();
    Object[] names = binding.values().stream().map(Long::intValue).toArray();
    InvocationTargetException e = assertThrows(InvocationTargetException.class,
        () -> type.getMethod("of", ints(names.length)).invoke(null, names),
        d.name() + " " + binding);
    assertInstanceOf(IllegalArgumentException.class, e.getCause());
    String head = broken.name() + " = " + value + " does not satisfy assume \"" + first.text()
        + "\"";
    assertTrue(e.getCause().getMessage().startsWith(head),
        d.name() + ": " + e.getCause().getMessage() + " should start with " + head);
  }

  /** One error per refused derivation, on its line, as in process; each refusal has a reason. */
  private static int checkRefused(NamedBatch batch, Map<Derived, Diagnostic> refused,
      Random random) {
    Compilation c = batch.compile();
    Map<Long, List<String>> byLine = new HashMap<>();
    c.errors().forEach(e -> byLine.computeIfAbsent(e.getLineNumber(), k -> new ArrayList<>())
        .add(e.getMessage(Locale.ROOT)));
    List<String> unexplained = new ArrayList<>();
    int[] known = {0};
    Map<NamedRefusals.Why, Integer> reasons = new EnumMap<>(NamedRefusals.Why.class);
    refused.forEach((d, want) -> {
      String label = d.name() + " of = \"" + d.of().annotation() + "\" assume " + d.assume();
      assertTrue(want.tag() == Tag.ALGEBRA || want.tag() == Tag.ASSUME, label + ": "
          + want.text());
      assertEquals(want.tag() == Tag.ALGEBRA ? "of" : "assume", want.attribute(), label);
      // a wrong fact is reported before the algebra runs; a right one never is
      assertEquals(want.tag() == Tag.ASSUME, d.hasBadFact(), label + ": " + want.text());
      List<String> got = byLine.getOrDefault((long) batch.line(d.name(), want.attribute()),
          List.of());
      // javac indents the lines after the first by two spaces
      assertEquals(List.of(want.text().replace("\n", "\n  ")), got, label);
      if (want.tag() == Tag.ASSUME) {
        return;
      }
      if (NamedRefusals.knownFalseRefusal(d, want.message())) {
        known[0]++;
      } else {
        NamedRefusals.Reason reason = NamedRefusals.reason(d, random);
        if (reason == null) {
          unexplained.add(label + ": " + want.text());
        } else {
          reasons.merge(reason.why(), 1, Integer::sum);
        }
      }
    });
    assertEquals(refused.size(), c.errors().size(), "errors outside the refused layouts");
    assertEquals(List.of(), unexplained, "refused, but every binding derives one layout in names");
    System.out.println("RandomNamedDerivationsTest: refused " + refused.size() + ", of them "
        + known[0] + " known false refusals; the others shown right by " + reasons);
    return known[0];
  }

  private static Class<?>[] ints(int n) {
    Class<?>[] out = new Class<?>[n];
    Arrays.fill(out, int.class);
    return out;
  }
}
