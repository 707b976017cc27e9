package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The atoms, tiled MMAs and tiled copies against CuTe C++ itself ({@code cute/atom/mma_atom.hpp},
 * {@code copy_atom.hpp}, compiled with g++ against the shared headers): every atom of the catalogue
 * (its print, so every layout of it, and an MMA atom's value types; for the GMMA shared-memory
 * atoms the inner layout and every element offset), the tiled MMAs of CuTe's {@code 0t_mma_atom.md}
 * (SM70, with its M permutation), and seeded random {@code make_tiled_mma} (random atom, atom layout and
 * permutation: the print, the three TV layouts, the tile sizes, {@code thrfrg_A/B/C} of a data
 * layout, one thread's {@code partition_A/B/C} of a float tensor element by element, its
 * {@code partition_C} of an identity tensor, its {@code partition_fragment_A/B/C} of the operands
 * held in registers) and {@code make_tiled_copy} / {@code
 * make_tiled_copy_A/B/C} (the print, both TV layouts, a thread's {@code partition_S/D} and a
 * {@code retile_S}). A fixed seed runs every time and a second one changes per run
 * ({@code -Dstrided.atom.seed=N} replays it); both are printed. Cases the runtime refuses are
 * counted and not compiled; most must be compared.
 */
class AtomCuteDifferentialTest {
  private static final long FIXED_SEED = 20260305L;
  private static final int MMAS_PER_SEED = Integer.getInteger("strided.atom.mmas", 4);
  private static final int COPIES_PER_SEED = Integer.getInteger("strided.atom.copies", 4);
  /** Catalogue cases per C++ program: programs compile in parallel. */
  private static final int CHUNK = 250;

  @Test
  void everyAtomAndRandomTiledObjectAgreesWithCuteCxx() throws Exception {
    long start = System.nanoTime();
    long varying = Long.getLong("strided.atom.seed", System.currentTimeMillis());
    System.out.println("CuTe atom differential test: seeds " + FIXED_SEED + " (fixed) and "
        + varying + " (this run; replay with -Dstrided.atom.seed=" + varying + ")");
    List<AtomCases.Case> catalogue = AtomCatalogueCases.catalogue();
    List<AtomCases.Case> random = new ArrayList<>(AtomCatalogueCases.tutorial(new Random(FIXED_SEED)));
    for (long seed : new long[] {FIXED_SEED, varying}) {
      Random r = new Random(seed);
      draw(random, MMAS_PER_SEED, () -> AtomCases.tiledMma(r));
      draw(random, COPIES_PER_SEED, () -> AtomCases.tiledCopy(r));
    }
    List<AtomCases.Case> compared = new ArrayList<>(catalogue);
    random.stream().filter(c -> c.java() != null).forEach(compared::add);
    Map<String, Integer> refusals = new HashMap<>();
    random.stream().filter(c -> c.java() == null)
        .forEach(c -> refusals.merge(reason(c.refusal()), 1, Integer::sum));
    // the catalogue in programs of at most CHUNK cases, then the random cases in halves; each
    // program declares every GMMA shape CuTe has
    List<List<AtomCases.Case>> programs = new ArrayList<>();
    for (int from = 0; from < catalogue.size(); from += CHUNK) {
      programs.add(catalogue.subList(from, Math.min(catalogue.size(), from + CHUNK)));
    }
    int half = catalogue.size() + (compared.size() - catalogue.size()) / 2;
    programs.add(compared.subList(catalogue.size(), half));
    programs.add(compared.subList(half, compared.size()));
    List<String> sources = new ArrayList<>();
    for (List<AtomCases.Case> program : programs) {
      sources.add(AtomCxx.EVERY_GMMA + source(program));
    }
    List<String> outputs;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      outputs = gpp.outputsOf(sources, List.of());
    }
    List<String> failures = new ArrayList<>();
    for (int p = 0; p < programs.size(); p++) {
      Map<Integer, String> printed = split(outputs.get(p));
      List<AtomCases.Case> cases = programs.get(p);
      for (int k = 0; k < cases.size(); k++) {
        AtomCases.Case c = cases.get(k);
        String cxx = printed.get(k);
        if (!c.java().equals(cxx)) {
          failures.add(c.description() + "\n  Strided:\n" + c.java() + "\n  CuTe C++:\n" + cxx);
        }
      }
    }
    System.out.printf("CuTe atom differential test: %d catalogue cases, %d random cases of which %d"
        + " compared, %.1f s; refusals by reason: %s%n", catalogue.size(), random.size(),
        compared.size() - catalogue.size(), (System.nanoTime() - start) / 1e9, refusals);
    assertTrue(failures.isEmpty(), failures.size() + " disagreements with CuTe C++ (seeds "
        + FIXED_SEED + ", " + varying + "):\n"
        + String.join("\n", failures.subList(0, Math.min(5, failures.size()))));
    assertTrue(compared.size() - catalogue.size() >= 2 * (MMAS_PER_SEED + COPIES_PER_SEED),
        "too many random cases refused: " + refusals);
    assertEquals(catalogue.size(), catalogue.stream().filter(c -> c.java() != null).count());
  }

  /**
   * Draws until {@code wanted} cases the runtime accepts (refused ones are kept, to be counted), at
   * most four times as many draws: a random copy may give too few values for its atom.
   */
  private static void draw(List<AtomCases.Case> cases, int wanted,
      java.util.function.Supplier<AtomCases.Case> next) {
    int accepted = 0;
    for (int draws = 0; accepted < wanted && draws < 4 * wanted; draws++) {
      AtomCases.Case c = next.get();
      cases.add(c);
      accepted += c.java() != null ? 1 : 0;
    }
  }

  private static String source(List<AtomCases.Case> cases) {
    StringBuilder out = new StringBuilder(AtomCxx.INCLUDES).append(AtomCases.HELPERS)
        .append(AtomCatalogueCases.TYPE_NAMES);
    for (int k = 0; k < cases.size(); k++) {
      out.append("static void case").append(k).append("() {\n").append(cases.get(k).cxx())
          .append("\n}\n");
    }
    out.append("int main() {\n  for (int i = 0; i < " + AtomCases.DATA + "; ++i) data[i] = i;\n");
    for (int k = 0; k < cases.size(); k++) {
      out.append("  printf(\"@@").append(k).append("\\n\"); case").append(k).append("();\n");
    }
    return out.append("  printf(\"@@end\\n\");\n}\n").toString();
  }

  /** The text each case printed, by case number. */
  private static Map<Integer, String> split(String output) {
    Map<Integer, String> printed = new HashMap<>();
    String[] parts = output.split("@@", -1);
    for (int i = 1; i < parts.length; i++) {
      int newline = parts[i].indexOf('\n');
      String head = parts[i].substring(0, newline);
      if (!head.equals("end")) {
        printed.put(Integer.parseInt(head), parts[i].substring(newline + 1));
      }
    }
    return printed;
  }

  private static String reason(String message) {
    return message.length() > 90 ? message.substring(0, 90) : message;
  }
}
