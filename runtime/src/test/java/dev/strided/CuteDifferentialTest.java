package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The runtime against CuTe C++ itself (SPEC 15): seeded random cases ({@link CuteCases}, and
 * {@link CuteVocabularyCases} for CuTe's operations on modes and ordered layouts) are
 * evaluated by the runtime, written as C++ against the shared CuTe headers, compiled with g++ in
 * batches on two cores and run; every printed line must be equal, and a C++ compile-time rejection
 * (static_assert) must be an IllegalArgumentException and vice versa. Two kinds of disagreement are
 * documented and asserted by definition: C++'s result has an extent below 1 (not a layout), or the
 * runtime refused a result as not exact and C++'s result is not the composition it is defined as
 * ({@link Definitions}); and a product whose result differs from C++'s only in the strides of
 * extent-1 leaves, which no coordinate reaches ({@link #sameFunction}); and a mode index past a
 * layout whose shape is a dynamic integer, which Strided refuses and C++ answers with {@code 1:1}
 * (it checks an index only against a tuple), or a mode range ({@code group}) past one. A fixed seed runs every time, and a second seed that changes per run
 * ({@code -Dstrided.cute.seed=N} replays one); both are printed.
 */
class CuteDifferentialTest {
  private static final long FIXED_SEED = 20261201L;
  private static final int CASES_PER_SEED = Integer.getInteger("strided.cute.cases", 520);
  private static final int VOCABULARY_PER_SEED = Integer.getInteger("strided.cute.vocabulary", 80);
  private static final int BATCH = 80;
  private static final Pattern LINE = Pattern.compile("#(\\d+) (E )?(.*)");
  /** Strided's refusal of a mode (select) or mode range (group) past a dynamic integer shape. */
  private static final Pattern MODE_PAST_AN_INTEGER = Pattern.compile("mode \\d+ of \\d+:\\S+ does "
      + "not exist|group\\(\\d+, \\d+\\) of \\d+:\\S+: the range must satisfy");
  private static final Pattern SOURCE_LINE = Pattern.compile("batch\\d*\\.cpp:(\\d+):");

  enum Verdict {
    EQUAL, BOTH_REFUSE, NEGATIVE_EXTENT_IN_CXX, NOT_THE_COMPOSITION_IN_CXX,
    UNREACHED_STRIDES_OF_A_PRODUCT, KEPT_MODE_WHOLE, MODE_PAST_AN_INTEGER_SHAPE_IN_CXX, DISAGREE
  }

  @Test
  void theRuntimeAgreesWithCuteCxx() throws Exception {
    long start = System.nanoTime();
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      compareAll(gpp, start);
    }
  }

  @Test
  void aModePastAnIntegerShapeIsRefusedWhereCxxAnswers() throws Exception {
    String refusal = assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("6:1").select(1, 0, 0)).getMessage();
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of("int main() {\n  using namespace cute;\n"
          + "  print(select<1,0,0>(make_layout(6, 1)));\n}\n")).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      assertEquals("(1,6,6):(1,1,1)", run.program().output().strip());
      CuteCase c = new CuteCase(0, "select<1,0,0>(6:1)", "", null, refusal, null, x -> true);
      assertEquals(Verdict.MODE_PAST_AN_INTEGER_SHAPE_IN_CXX,
          judge(c, run.program().output().strip(), null, null));
    }
  }

  @Test
  void aModeRangePastAnIntegerShapeIsRefusedWhereCxxAnswers() throws Exception {
    String refusal = assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("2:1").group(0, 2)).getMessage();
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of("int main() {\n  using namespace cute;\n"
          + "  print(group<0,2>(make_layout(2, 1)));\n}\n")).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      assertEquals("((2,1)):((1,1))", run.program().output().strip());
      CuteCase c = new CuteCase(0, "group<0,2>(2:1)", "", null, refusal, null, x -> true);
      assertEquals(Verdict.MODE_PAST_AN_INTEGER_SHAPE_IN_CXX,
          judge(c, run.program().output().strip(), null, null));
    }
  }

  private static void compareAll(CuteCompiler gpp, long start) throws Exception {
    long varying = Long.getLong("strided.cute.seed", System.currentTimeMillis());
    System.out.println("CuTe differential test: seeds " + FIXED_SEED + " (fixed) and " + varying
        + " (this run; replay with -Dstrided.cute.seed=" + varying + ")");
    List<CuteCase> cases = new ArrayList<>();
    draw(cases, FIXED_SEED);
    draw(cases, varying);
    Map<Integer, String> lines = new HashMap<>();
    Map<Integer, String> evidence = new HashMap<>();
    Map<Integer, String> rejected = new HashMap<>();
    int programs = run(gpp, cases, lines, evidence, rejected);
    Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
    List<String> failures = new ArrayList<>();
    for (CuteCase c : cases) {
      Verdict v = judge(c, lines.get(c.id()), evidence.get(c.id()), rejected.get(c.id()));
      counts.merge(v, 1, Integer::sum);
      if (v == Verdict.DISAGREE) {
        failures.add("#" + c.id() + " " + c.description()
            + (c.breaksDefinition() ? " (Strided's result is not its definition)" : "")
            + "\n    Strided: "
            + (c.java() != null ? c.java() : "IllegalArgumentException: " + c.refusal())
            + "\n    CuTe C++: " + (rejected.containsKey(c.id()) ? "does not compile: "
            + rejected.get(c.id()) : lines.get(c.id())));
      }
    }
    System.out.printf("CuTe differential test: %d cases in %d programs, %.1f s: %s%n", cases.size(),
        programs, (System.nanoTime() - start) / 1e9, counts);
    assertTrue(failures.isEmpty(), failures.size() + " disagreements with CuTe C++ (seeds "
        + FIXED_SEED + ", " + varying + "):\n" + String.join("\n",
            failures.subList(0, Math.min(25, failures.size()))));
  }

  private static void draw(List<CuteCase> cases, long seed) {
    Random r = new Random(seed);
    for (int i = 0; i < CASES_PER_SEED; i++) {
      cases.add(CuteCases.draw(cases.size(), r));
    }
    for (int i = 0; i < VOCABULARY_PER_SEED; i++) {
      cases.add(CuteVocabularyCases.draw(cases.size(), r));
    }
  }

  static Verdict judge(CuteCase c, String cxx, String evidence, String rejected) {
    if (c.breaksDefinition()) {
      return Verdict.DISAGREE; // even where C++ prints the same layout: it is not the definition
    }
    if (c.keptWhole() != null && c.keptWhole().equals(c.java())
        && (rejected != null || !c.java().equals(cxx))) {
      return Verdict.KEPT_MODE_WHOLE;
    }
    if (c.refusal() != null && c.refusal().contains("the tiler keeps every mode")) {
      return Verdict.KEPT_MODE_WHOLE; // no tile group to gather (docs/exactness.md, kept modes)
    }
    if (rejected != null || cxx == null) {
      return c.java() == null && rejected != null ? Verdict.BOTH_REFUSE : Verdict.DISAGREE;
    }
    if (c.java() != null) {
      if (c.java().equals(cxx)) {
        return Verdict.EQUAL;
      }
      return c.description().matches("\\w+_product\\(.*") && sameFunction(c.java(), cxx)
          ? Verdict.UNREACHED_STRIDES_OF_A_PRODUCT : Verdict.DISAGREE;
    }
    if (c.refusal() != null && MODE_PAST_AN_INTEGER.matcher(c.refusal()).find()) {
      // C++ checks a mode index only against a tuple: select<1>(make_layout(6, 1)) prints (1):(1)
      return Verdict.MODE_PAST_AN_INTEGER_SHAPE_IN_CXX;
    }
    if (hasNegativeExtent(cxx)) {
      return Verdict.NEGATIVE_EXTENT_IN_CXX;
    }
    if (c.refusedAsInexact() && evidence != null && !c.isComposition().test(evidence)) {
      return Verdict.NOT_THE_COMPOSITION_IN_CXX;
    }
    return Verdict.DISAGREE;
  }

  /**
   * Whether two printed plain layouts are the same function and differ only in the strides of
   * extent-1 leaves, which no coordinate reaches: a product of a negative-stride layout with a
   * cosize-1 tiler, where C++ takes those strides from a complement that is not a layout and the
   * runtime gives them {@code _0} (documented in the README).
   */
  static boolean sameFunction(String java, String cxx) {
    dev.strided.Layout a;
    dev.strided.Layout b;
    try {
      a = dev.strided.Layout.parse(java);
      b = dev.strided.Layout.parse(cxx);
    } catch (IllegalArgumentException notAPlainLayout) {
      return false; // a swizzled or annotated line: only exact equality counts
    }
    if (!a.shape().toString().equals(b.shape().toString())) {
      return false;
    }
    List<IntTuple.Int> extents = a.shape().flatten();
    List<IntTuple.Int> strideA = a.stride().flatten();
    List<IntTuple.Int> strideB = b.stride().flatten();
    for (int i = 0; i < extents.size(); i++) {
      if (extents.get(i).value() != 1 && !strideA.get(i).toString().equals(strideB.get(i).toString())) {
        return false;
      }
    }
    return true;
  }

  /** Whether the layout in a printed line ({@code L}, {@code L | values}, {@code Sw<..> o o L}, {@code L + off}) has an extent below 1. */
  static boolean hasNegativeExtent(String line) {
    String text = line.split(" \\| | \\+ ")[0];
    int composed = text.lastIndexOf(" o ");
    text = composed < 0 ? text.trim() : text.substring(composed + 3).trim();
    int depth = 0;
    for (int i = 0; i < text.length(); i++) {
      char ch = text.charAt(i);
      depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
      if (ch == ':' && depth == 0) {
        return IntTuple.parse(text.substring(0, i)).flatten().stream().anyMatch(s -> s.value() < 1);
      }
    }
    return false;
  }

  /**
   * Compiles and runs the cases in batches until every case printed its line or was rejected by
   * the compiler: a batch that does not compile names its rejected cases by their source lines
   * (one function per line), and the others go into the next round. Returns the programs compiled.
   */
  static int run(CuteCompiler gpp, List<CuteCase> cases, Map<Integer, String> lines,
      Map<Integer, String> evidence, Map<Integer, String> rejected) throws Exception {
    List<CuteCase> pending = cases;
    int programs = 0;
    for (int round = 0; !pending.isEmpty(); round++) {
      assertTrue(round < 6, "cases keep failing to compile without a line to blame: " + pending);
      // the cases the runtime refused go together: their batches are expected not to compile
      List<List<CuteCase>> batches = new ArrayList<>();
      batch(batches, pending.stream().filter(c -> c.java() != null).toList());
      batch(batches, pending.stream().filter(c -> c.java() == null).toList());
      List<String> sources = new ArrayList<>();
      batches.forEach(b -> sources.add(source(b)));
      List<CuteCompiler.Run> runs = gpp.compileAndRun(sources);
      programs += runs.size();
      List<CuteCase> next = new ArrayList<>();
      for (int k = 0; k < runs.size(); k++) {
        CuteCompiler.Run run = runs.get(k);
        List<CuteCase> batch = batches.get(k);
        if (run.compile().ok()) {
          assertTrue(run.program().ok(), "a CuTe program failed:\n" + run.program().output());
          for (String line : run.program().output().split("\n")) {
            Matcher m = LINE.matcher(line);
            if (m.matches()) {
              (m.group(2) == null ? lines : evidence).put(Integer.parseInt(m.group(1)), m.group(3));
            }
          }
        } else {
          Map<Integer, String> blamed = blame(run.compile().output(), batch);
          assertTrue(!blamed.isEmpty(), "g++ failed on no case's line:\n" + run.compile().output());
          rejected.putAll(blamed);
          batch.stream().filter(c -> !blamed.containsKey(c.id())).forEach(next::add);
        }
      }
      pending = next;
    }
    return programs;
  }

  private static void batch(List<List<CuteCase>> batches, List<CuteCase> cases) {
    for (int i = 0; i < cases.size(); i += BATCH) {
      batches.add(cases.subList(i, Math.min(cases.size(), i + BATCH)));
    }
  }

  private static final String PRELUDE = String.join("\n",
      "#include <csetjmp>",
      "#include <csignal>",
      "using namespace cute;",
      "template <class T> void show(int id, const char* tag, T const& t) {",
      "  std::printf(\"#%d %s\", id, tag); print(t); std::printf(\"\\n\"); }",
      "template <class T> void showValues(int id, T const& t) {",
      "  std::printf(\"#%d \", id); print(t); std::printf(\" |\");",
      "  for (int i = 0; i < int(size(t)); ++i) { std::printf(\" %d\", int(t(i))); }",
      "  std::printf(\"\\n\"); }",
      "template <class T> void showSlice(int id, T const& t) {",
      "  std::printf(\"#%d \", id); print(get<0>(t)); std::printf(\" + \"); print(get<1>(t));",
      "  std::printf(\"\\n\"); }",
      // a C++ division by a dynamic 0 traps: the case prints "X SIGFPE", the others still run
      "static sigjmp_buf fpeJump;",
      "static void onFpe(int) { siglongjmp(fpeJump, 1); }",
      "template <class F> void guarded(int id, F f) {",
      "  if (sigsetjmp(fpeJump, 1) == 0) { f(); } else { std::printf(\"#%d X SIGFPE\\n\", id); } }",
      "");
  /** The compiler's line of the first case function (the #include line comes first). */
  private static final int FIRST_CASE_LINE = 2 + PRELUDE.split("\n", -1).length - 1;

  private static String source(List<CuteCase> batch) {
    StringBuilder out = new StringBuilder(PRELUDE);
    StringBuilder main = new StringBuilder("int main() { std::signal(SIGFPE, onFpe);");
    for (CuteCase c : batch) {
      out.append(c.function()).append('\n');
      main.append(" guarded(").append(c.id()).append(", c").append(c.id()).append(");");
    }
    return out.append(main).append(" }\n").toString();
  }

  /** The cases g++ rejected, each with its first error (a static_assert's message if any). */
  private static Map<Integer, String> blame(String output, List<CuteCase> batch) {
    Map<Integer, String> blamed = new HashMap<>();
    CuteCase current = null;
    for (String line : output.split("\n")) {
      Matcher m = SOURCE_LINE.matcher(line);
      if (m.find()) {
        int at = Integer.parseInt(m.group(1)) - FIRST_CASE_LINE;
        current = at >= 0 && at < batch.size() ? batch.get(at) : current;
      }
      int error = line.indexOf("error: ");
      if (error >= 0 && current != null) {
        String message = line.substring(error + 7).trim();
        String old = blamed.get(current.id());
        if (old == null || !old.startsWith("static assertion") && message.startsWith("static assertion")) {
          blamed.put(current.id(), message);
        }
      }
    }
    return blamed;
  }
}
