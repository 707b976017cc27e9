package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.processor.NamedDescriptors.Derived;
import dev.strided.processor.NamedDescriptors.Descriptor;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/**
 * Random {@code of} expressions over sibling layouts with names — written ones and a derived
 * one — with random, also malformed, {@code assume} and {@code require} entries, through the
 * javac-free pipeline: each gives a checked layout that the back end turns into a class, or one
 * {@link LayoutRejected} whose single error is on an attribute the case wrote; never another
 * exception.
 */
class DerivedNamesFuzzTest {
  private static final long SEED = 20261202L;
  private static final int CASES = 2000;
  private static final String[] PIECES = {"(", ")", ",", ":", "_", "0", "-1", "M", "Missing",
      "Fuzzed", "Tile", " ", "get(", "Sw<1,0,1> o ", "coalesce(", "*N"};
  private static final String[] BAD_ASSUME = {"Q % 4 == 0", "@ % 4 = 0", "@ >= -2", "@ % 0 == 0",
      "@ <= 0", "4 <= @", "@ == 8", "@ % 4 == 1", "", "@ %", "size(Tile) >= 4", "@ >= 99999999999"};
  private static final String[] REQUIRE = {"size(Fuzzed) >= 1", "size(Fuzzed, 0) == 4",
      "rank(Fuzzed) == 2", "depth(Fuzzed) <= 2", "cosize(Fuzzed) > 0", "@ % 8 == 0", "@ >= 16",
      "size(Tile) == size(@@)", "capacity(@@) != 0", "size(Fuzzed) = 2", "size(Nope) == 1",
      "@ == ", "size(Fuzzed, 5) == 1", "size(Fuzzed) % 3 == 0", "rank(@@) < 1"};

  @Test
  void everyCaseIsALayoutOrOneErrorOnItsAttribute() {
    NamedDescriptors generator = new NamedDescriptors(SEED);
    Random random = new Random(SEED);
    TypeElement type = FakeType.named("com.acme.Kernel");
    Map<Tag, Integer> outcomes = new EnumMap<>(Tag.class);
    int derived = 0;
    long start = System.nanoTime();
    for (int n = 0; n < CASES; n++) {
      Descriptor d = generator.next("");
      Derived base = d.derived().get(0);
      String of = random.nextInt(6) == 0 ? mutate(random, base.of().annotation())
          : random.nextInt(4) == 0 ? base.of().annotation().replace(d.written().get(0).name(),
              "Tile") : base.of().annotation();
      List<String> names = base.of().parameters();
      List<String> assume = new ArrayList<>(base.assume());
      if (random.nextInt(4) == 0) {
        assume.add(random.nextInt(assume.size() + 1), pick(random, BAD_ASSUME, names, d));
      }
      List<String> require = new ArrayList<>();
      for (int k = random.nextInt(3); k > 0; k--) {
        require.add(pick(random, REQUIRE, names, d));
      }
      List<LayoutRequest> siblings = NamedBatch.requests(type,
          new Descriptor(d.written(), List.of()));
      siblings.add(request(type, "Tile", "logical_divide(" + d.written().get(0).name() + ", (4,_))",
          List.of("M % 8 == 0"), List.of(), siblings.size()));
      LayoutRequest fuzzed = request(type, "Fuzzed", of, assume, require, siblings.size());
      siblings.add(fuzzed);
      String label = "of = \"" + of + "\" assume " + assume + " require " + require + " over "
          + d.written();
      Tag outcome = run(fuzzed, siblings, label);
      if (outcome == null) {
        derived++;
      } else {
        outcomes.merge(outcome, 1, Integer::sum);
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    System.out.printf("DerivedNamesFuzzTest: %d cases, %d derived, refused %s, %.1f s%n", CASES,
        derived, outcomes, seconds);
    // the generator is not vacuous: a good share derive, and each kind of mistake is met
    assertTrue(derived >= CASES / 10, "only " + derived + " derived: " + outcomes);
    for (Tag tag : Set.of(Tag.SYNTAX, Tag.REFERENCE, Tag.ASSUME, Tag.ALGEBRA, Tag.REQUIRE)) {
      assertTrue(outcomes.getOrDefault(tag, 0) >= 5, "too few " + tag + ": " + outcomes);
    }
  }

  /** The tag of the one error, or null when the case derives a layout and its class. */
  private static Tag run(LayoutRequest fuzzed, List<LayoutRequest> siblings, String label) {
    try {
      CheckedLayout layout = LayoutPipeline.validate(fuzzed, siblings);
      assertNotNull(layout, label);
      assertNotNull(LayoutPipeline.generate(layout, "com.acme", "Fuzzed").file(), label);
      return null;
    } catch (LayoutRejected rejected) {
      Diagnostic error = rejected.diagnostic();
      assertNotNull(error, label);
      assertNotEquals(Tag.INTERNAL, error.tag(), label);
      assertTrue(error.text().startsWith("[strided:" + error.tag().id() + "] "), label);
      Set<String> written = fuzzed.require().isEmpty() ? Set.of("of", "assume")
          : Set.of("of", "assume", "require");
      assertTrue(written.contains(error.attribute()), label + ": " + error.text() + " on "
          + error.attribute());
      if (error.attribute().equals("assume")) {
        assertEquals(false, fuzzed.assume().isEmpty(), label);
      }
      return error.tag();
    } catch (RuntimeException | StackOverflowError e) {
      throw new AssertionError(label + " threw " + e, e);
    }
  }

  private static String pick(Random random, String[] choices, List<String> names, Descriptor d) {
    return choices[random.nextInt(choices.length)]
        .replace("@@", d.written().get(d.written().size() - 1).name())
        .replace("@", names.get(random.nextInt(names.size())));
  }

  private static String mutate(Random random, String text) {
    int at = random.nextInt(text.length() + 1);
    return text.substring(0, at) + PIECES[random.nextInt(PIECES.length)] + text.substring(at);
  }

  private static LayoutRequest request(TypeElement type, String name, String of,
      List<String> assume, List<String> require, int ordinal) {
    return new LayoutRequest(type, null, "", "", of, assume, require, List.of(), false, name, false,
        false, false, false, true, ordinal, Map.of());
  }
}
