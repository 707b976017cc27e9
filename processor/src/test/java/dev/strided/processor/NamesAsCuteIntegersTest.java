package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.testing.CuteCompiler;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Names decide as CuTe's run-time integers (SPEC 3, docs/exactness.md): seeded random derivations
 * over a written layout with names ({@link NamedCuteCases}: coalesce, filter, composition,
 * complement, both inverses, four divides and three products, with {@code assume} facts), compiled
 * by javac, bound to values that satisfy the facts, and the generated layout's print compared with
 * what CuTe C++ prints for the same expression with the names as {@code int}s (g++). Wherever javac
 * computes, C++ computes the same print (the draw avoids C++'s static_asserts on a dynamic stride's
 * type, so a missing C++ line fails too); javac's refusals are counted (a fact that does not prove
 * a condition C++ leaves unchecked). A fixed seed and one per run
 * ({@code -Dstrided.names.cute.seed=N} replays it); both are printed.
 */
class NamesAsCuteIntegersTest {
  private static final long FIXED_SEED = 20261207L;
  private static final int CASES = Integer.getInteger("strided.names.cute.cases", 40);
  private static final Pattern LINE = Pattern.compile("(\\d+) (.*)");

  enum Verdict { EQUAL, REFUSED_BY_JAVAC, DISAGREE, CXX_REFUSES }

  @Test
  void derivedLayoutsPrintAsCuteWithRunTimeIntegers() throws Exception {
    long varying = Long.getLong("strided.names.cute.seed", System.currentTimeMillis());
    System.out.println("NamesAsCuteIntegersTest: seeds " + FIXED_SEED + " (fixed) and " + varying
        + " (this run; replay with -Dstrided.names.cute.seed=" + varying + ")");
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      for (long seed : new long[] {FIXED_SEED, varying}) {
        run(seed, gpp);
      }
    }
  }

  private static void run(long seed, CuteCompiler gpp) throws Exception {
    long start = System.nanoTime();
    long[] phases = new long[2];
    Random r = new Random(seed);
    List<NamedCuteCases.Case> cases = new ArrayList<>();
    for (int i = 0; i < CASES; i++) {
      cases.add(NamedCuteCases.draw(i, r));
    }
    String pkg = "names.cute.s" + Long.toUnsignedString(seed);
    Compilation all = compile(pkg, cases, c -> true);
    Set<Long> errorLines = new HashSet<>();
    all.errors().forEach(e -> errorLines.add(e.getLineNumber()));
    Set<Integer> refused = new HashSet<>();
    for (NamedCuteCases.Case c : cases) {
      if (errorLines.contains((long) line(c.id(), true))) {
        refused.add(c.id());
      }
      assertTrue(!errorLines.contains((long) line(c.id(), false)),
          "the written layout " + c.shape() + ":" + c.stride() + " is refused");
    }
    Compilation kept = compile(pkg, cases, c -> !refused.contains(c.id()));
    assertEquals(List.of(), kept.errors(), "javac refuses what it took in the batch");
    GeneratedClasses loader = new GeneratedClasses(kept);
    phases[0] = System.nanoTime();
    Map<Integer, String> cxx = cxx(gpp, cases.stream().filter(c -> !refused.contains(c.id()))
        .toList());
    phases[1] = System.nanoTime();
    Map<NamedCuteCases.Op, Map<Verdict, Integer>> tally = new EnumMap<>(NamedCuteCases.Op.class);
    List<String> disagreements = new ArrayList<>();
    for (NamedCuteCases.Case c : cases) {
      Verdict v;
      String label = "D" + c.id() + " of = \"" + c.of() + "\" with A" + c.id() + " = " + c.shape()
          + ":" + c.stride() + ", assume " + c.assume() + ", bound to " + c.binding();
      if (refused.contains(c.id())) {
        v = Verdict.REFUSED_BY_JAVAC;
      } else {
        String strided = strided(loader, pkg, c);
        String cute = cxx.get(c.id());
        v = cute == null ? Verdict.CXX_REFUSES
            : cute.equals(strided) ? Verdict.EQUAL : Verdict.DISAGREE;
        if (v != Verdict.EQUAL) {
          disagreements.add(label + ": Strided " + strided + ", CuTe C++ " + cute);
        }
      }
      tally.computeIfAbsent(c.op(), k -> new EnumMap<>(Verdict.class)).merge(v, 1, Integer::sum);
    }
    System.out.printf(Locale.ROOT, "NamesAsCuteIntegersTest seed %d: %s; %.1f s (javac %.1f s,"
        + " g++ %.1f s)%n", seed, tally, (System.nanoTime() - start) / 1e9,
        (phases[0] - start) / 1e9, (phases[1] - phases[0]) / 1e9);
    assertEquals(List.of(), disagreements, "seed " + seed);
    long equal = tally.values().stream().mapToInt(m -> m.getOrDefault(Verdict.EQUAL, 0)).sum();
    assertTrue(2 * equal >= cases.size(), "too few derivations compared: " + tally);
  }

  /** The generated layout's print, its names bound. */
  private static String strided(GeneratedClasses loader, String pkg, NamedCuteCases.Case c)
      throws Exception {
    Class<?> type = loader.loadClass(pkg + ".D" + c.id());
    Object[] values = c.binding().values().stream().map(Long::intValue).toArray();
    Class<?>[] ints = new Class<?>[values.length];
    Arrays.fill(ints, int.class);
    Method of = type.getMethod("of", ints);
    Object layout = of.invoke(null, values);
    return type.getMethod("layout").invoke(layout).toString();
  }

  /** CuTe's print of each case, by id: two programs, one per core. */
  private static Map<Integer, String> cxx(CuteCompiler gpp, List<NamedCuteCases.Case> cases)
      throws Exception {
    List<String> sources = new ArrayList<>();
    int half = (cases.size() + 1) / 2;
    for (int from = 0; from < cases.size(); from += half) {
      StringBuilder s = new StringBuilder("int main() {\n");
      cases.subList(from, Math.min(from + half, cases.size())).forEach(c -> s.append(c.cxx()));
      sources.add(s.append("}\n").toString());
    }
    Map<Integer, String> out = new HashMap<>();
    List<CuteCompiler.Run> runs = gpp.compileAndRun(sources);
    for (int k = 0; k < runs.size(); k++) {
      CuteCompiler.Run run = runs.get(k);
      assertTrue(run.compile().ok(), "g++ refuses a batch the draw made for C++:\n"
          + sources.get(k) + "\n" + run.compile().output());
      for (String l : run.program().output().split("\n")) {
        java.util.regex.Matcher m = LINE.matcher(l);
        if (m.matches()) {
          out.put(Integer.parseInt(m.group(1)), m.group(2));
        }
      }
    }
    return out;
  }

  private static Compilation compile(String pkg, List<NamedCuteCases.Case> cases,
      Predicate<NamedCuteCases.Case> keep) {
    List<String> text = new ArrayList<>(List.of("package " + pkg + ";",
        "import dev.strided.annotations.Layout;", "final class Batch {"));
    for (NamedCuteCases.Case c : cases) {
      text.add("  @Layout(name = \"A" + c.id() + "\", shape = \"" + c.shape() + "\", stride = \""
          + c.stride() + "\")");
      if (keep.test(c)) {
        text.add("  @Layout(name = \"D" + c.id() + "\", of = \"" + c.of() + "\""
            + (c.assume().isEmpty() ? "" : ", assume = " + NamedFact.quoted(c.assume())) + ")");
      } else {
        text.add("  // refused");
      }
      text.add("  static final class K" + c.id() + " {}");
    }
    text.add("}");
    return Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Xmaxerrs", "100000", "-Xlint:all,-processing")
        .compile(JavaFileObjects.forSourceLines(pkg + ".Batch", text));
  }

  /** The line of case {@code id}'s derived (or written) annotation in {@link #compile}. */
  private static int line(int id, boolean derived) {
    return 4 + 3 * id + (derived ? 1 : 0);
  }
}
