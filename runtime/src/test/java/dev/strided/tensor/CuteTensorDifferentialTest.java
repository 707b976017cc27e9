package dev.strided.tensor;

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
 * Tensors against CuTe C++ itself (SPEC 16): seeded random tensors over iota data and identity
 * tensors ({@link TensorCases}), one view each of every kind, written as C++ against the shared
 * CuTe headers ({@code cute/tensor.hpp}), compiled with g++ in batches and run. For each view the
 * layout as printed, the offset, every element (for identity tensors also {@code elem_less}) and the
 * rows of {@code print_tensor} must be equal. One difference is documented and asserted as such:
 * CuTe folds a swizzle into a plain layout when it slices a swizzled tensor (its
 * {@code slice_and_offset} for {@code Swizzle} layouts), where the runtime keeps the swizzle and
 * moves its offset; there the elements and rows must be equal, not the layout text and pointer.
 * That fold needs the swizzled layout, tile and partition to be powers of two; where they are not,
 * CuTe's slice (the view's, or print_tensor's of ranks 3 and 4) does not compile (a static
 * assertion) and the case is counted as such. Where the fold compiles but is not exact (another
 * mode reaches the bits the swizzle flips), CuTe's print_tensor rows are not its own elements: the
 * C++ program checks each slice against the tensor's own indexing and says so, and then all but
 * the rows must be equal. Views the
 * runtime refuses (a composition that is not exact) are not compiled: they are counted, by reason. A fixed seed runs every time and a second one that changes per run
 * ({@code -Dstrided.cute.seed=N} replays it); both are printed.
 */
class CuteTensorDifferentialTest {
  private static final long FIXED_SEED = 20261202L;
  private static final int CASES_PER_SEED = Integer.getInteger("strided.cute.tensor.cases", 80);
  private static final Pattern LINE = Pattern.compile("#(\\d+) (.*)");
  private static final Pattern SOURCE_LINE = Pattern.compile("batch\\d*\\.cpp:(\\d+):");

  enum Verdict {
    EQUAL, ELEMENTS_EQUAL_SWIZZLE_FOLDED_BY_CXX, CXX_CANNOT_SLICE_THE_SWIZZLE,
    CXX_SLICES_ARE_NOT_ITS_ELEMENTS, REFUSED_BY_THE_RUNTIME, DISAGREE
  }

  private static final String PRELUDE = String.join("\n",
      "#include <cute/tensor.hpp>",
      "using namespace cute;",
      "static float data[" + TensorCases.LENGTH + "];",
      "template <class T> void rows(int id, T const& v) {",
      "  std::printf(\"\\n#%d P\\n\", id); print_tensor(v); std::printf(\"#%d Q\\n\", id); }",
      // X: print_tensor's slices (ranks 3 and 4) hold other elements than the tensor's own indexing
      "template <class T> void sliced(int id, T const& v) {",
      "  bool same = true; constexpr int r = decltype(rank(v))::value;",
      "  if constexpr (r == 3) { for (int k = 0; k < int(size<2>(v)); ++k) { auto s = v(_,_,k);",
      "    for (int m = 0; m < int(size<0>(v)); ++m) for (int n = 0; n < int(size<1>(v)); ++n)",
      "      same &= s(m,n) == v(m,n,k); } }",
      "  if constexpr (r == 4) { for (int p = 0; p < int(size<3>(v)); ++p)",
      "    for (int k = 0; k < int(size<2>(v)); ++k) { auto s = v(_,_,_,p)(_,_,k);",
      "    for (int m = 0; m < int(size<0>(v)); ++m) for (int n = 0; n < int(size<1>(v)); ++n)",
      "      same &= s(m,n) == v(m,n,k,p); } }",
      "  if (!same) std::printf(\"#%d X\\n\", id); }",
      "template <class T> void showData(int id, T const& v) {",
      "  std::printf(\"#%d L \", id); print(v.layout());",
      "  std::printf(\"\\n#%d O %d\\n#%d E\", id, int(v.data() - data), id);",
      "  for (int i = 0; i < int(size(v)); ++i) { std::printf(\" %d\", int(v(i))); }",
      "  rows(id, v); sliced(id, v); }",
      "template <class S, class T> void showIdentity(int id, S const& shape, T const& v) {",
      "  std::printf(\"#%d L \", id); print(v); std::printf(\"\\n#%d E\", id);",
      "  for (int i = 0; i < int(size(v)); ++i) { std::printf(\" \"); print(v(i)); }",
      "  std::printf(\"\\n#%d B\", id);",
      "  for (int i = 0; i < int(size(v)); ++i) { std::printf(\" %d\", int(elem_less(v(i), shape))); }",
      "  rows(id, v); }",
      "");
  /** The compiler's line of the first case function (its #include of the CuTe header comes first). */
  private static final int FIRST_CASE_LINE = CuteCompiler.PRELUDE_LINES
      + PRELUDE.split("\n", -1).length;

  @Test
  void everyViewAgreesWithCuteCxx() throws Exception {
    long start = System.nanoTime();
    long varying = Long.getLong("strided.cute.seed", System.currentTimeMillis());
    System.out.println("CuTe tensor differential test: seeds " + FIXED_SEED + " (fixed) and "
        + varying + " (this run; replay with -Dstrided.cute.seed=" + varying + ")");
    List<TensorCase> cases = new ArrayList<>();
    draw(cases, FIXED_SEED);
    draw(cases, varying);
    Map<Integer, List<String>> printed = new HashMap<>();
    Map<Integer, String> rejected = new HashMap<>();
    int programs;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      programs = run(gpp, cases.stream().filter(c -> c.java() != null).toList(), printed, rejected);
    }
    Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
    Map<String, Integer> refusals = new HashMap<>();
    List<String> failures = new ArrayList<>();
    for (TensorCase c : cases) {
      Verdict v = judge(c, printed.get(c.id()), rejected.get(c.id()));
      counts.merge(v, 1, Integer::sum);
      if (v == Verdict.REFUSED_BY_THE_RUNTIME) {
        refusals.merge(reason(c.refusal()), 1, Integer::sum);
      }
      if (v == Verdict.DISAGREE) {
        failures.add("#" + c.id() + " " + c.description() + "\n    Strided:  " + c.java()
            + "\n    CuTe C++: " + (rejected.containsKey(c.id())
            ? "does not compile: " + rejected.get(c.id()) : printed.get(c.id())));
      }
    }
    System.out.printf("CuTe tensor differential test: %d cases in %d programs, %.1f s: %s;"
        + " refusals by reason: %s%n", cases.size(), programs, (System.nanoTime() - start) / 1e9,
        counts, refusals);
    assertTrue(failures.isEmpty(), failures.size() + " disagreements with CuTe C++ (seeds "
        + FIXED_SEED + ", " + varying + "):\n"
        + String.join("\n", failures.subList(0, Math.min(20, failures.size()))));
    assertTrue(counts.getOrDefault(Verdict.EQUAL, 0) > cases.size() / 2,
        "most views must be compared in full: " + counts);
  }

  private static void draw(List<TensorCase> cases, long seed) {
    Random r = new Random(seed);
    for (int i = 0; i < CASES_PER_SEED; i++) {
      cases.add(TensorCases.draw(cases.size(), r));
    }
  }

  static Verdict judge(TensorCase c, List<String> cxx, String rejected) {
    if (c.java() == null) {
      return Verdict.REFUSED_BY_THE_RUNTIME;
    }
    if (rejected != null && c.base() == TensorCases.Base.SWIZZLED
        && (rejected.contains("Divisibility Condition")
        || rejected.contains("pow2"))) {
      return Verdict.CXX_CANNOT_SLICE_THE_SWIZZLE;
    }
    if (rejected != null || cxx == null) {
      return Verdict.DISAGREE;
    }
    if (cxx.contains("X")) {
      // CuTe's print_tensor slices the swizzled tensor and its fold of the swizzle is not exact:
      // its rows are not its own elements (Sw<1,2,3> o (_4,_4,_4):(_1,_16,_4) at 32768 divided by
      // (_3): v(1,1,2,0) is 32, v(_,_,_,0)(1,1,2) is 40); all but the rows must still be equal
      List<String> own = cxx.stream().filter(l -> !l.equals("X") && !l.startsWith("R ")).toList();
      List<String> java = c.java().stream().filter(l -> !l.startsWith("R ")).toList();
      return (c.comparesText() ? java.equals(own)
          : withoutLayoutAndOffset(java).equals(withoutLayoutAndOffset(own)))
          ? Verdict.CXX_SLICES_ARE_NOT_ITS_ELEMENTS : Verdict.DISAGREE;
    }
    if (c.comparesText()) {
      return c.java().equals(cxx) ? Verdict.EQUAL : Verdict.DISAGREE;
    }
    return withoutLayoutAndOffset(c.java()).equals(withoutLayoutAndOffset(cxx))
        ? Verdict.ELEMENTS_EQUAL_SWIZZLE_FOLDED_BY_CXX : Verdict.DISAGREE;
  }

  private static List<String> withoutLayoutAndOffset(List<String> lines) {
    return lines.stream().filter(l -> !l.startsWith("L ") && !l.startsWith("O ")).toList();
  }

  /** A refusal's kind, for the summary line. */
  private static String reason(String message) {
    if (message.contains("is not exact")) {
      return "not exact";
    }
    if (message.contains("divisibility condition")) {
      return "divisibility";
    }
    if (message.contains("tile coordinate")) {
      return "tile coordinate";
    }
    if (message.contains("too large to tell")) {
      return "identity range";
    }
    return message.length() > 80 ? message.substring(0, 80) : message;
  }

  /**
   * Compiles and runs the cases in batches; a batch that does not compile names its rejected cases
   * by their source lines (one function per line) and the others run again. Returns the programs.
   */
  private static int run(CuteCompiler gpp, List<TensorCase> cases,
      Map<Integer, List<String>> printed, Map<Integer, String> rejected) throws Exception {
    List<TensorCase> pending = cases;
    int programs = 0;
    for (int round = 0; !pending.isEmpty(); round++) {
      assertTrue(round < 4, "cases keep failing to compile without a line to blame: " + pending);
      // swizzled tensors go apart: some of their slices (print_tensor slices ranks 3 and 4) do not
      // compile, and a batch that does not compile runs again without them
      List<List<TensorCase>> batches = new ArrayList<>();
      batch(batches, pending.stream().filter(c -> c.base() != TensorCases.Base.SWIZZLED).toList(),
          2);
      batch(batches, pending.stream().filter(c -> c.base() == TensorCases.Base.SWIZZLED).toList(),
          1);
      List<String> sources = new ArrayList<>();
      batches.forEach(b -> sources.add(source(b)));
      List<CuteCompiler.Run> runs = gpp.compileAndRun(sources);
      programs += runs.size();
      List<TensorCase> next = new ArrayList<>();
      for (int k = 0; k < runs.size(); k++) {
        CuteCompiler.Run run = runs.get(k);
        if (run.compile().ok()) {
          assertTrue(run.program().ok(), "a CuTe program failed:\n" + run.program().output());
          parse(run.program().output(), printed);
        } else {
          Map<Integer, String> blamed = blame(run.compile().output(), batches.get(k));
          assertTrue(!blamed.isEmpty(), "g++ failed on no case's line:\n" + run.compile().output());
          rejected.putAll(blamed);
          batches.get(k).stream().filter(c -> !blamed.containsKey(c.id())).forEach(next::add);
        }
      }
      pending = next;
    }
    return programs;
  }

  /** The cases in {@code parts} programs of about equal size (the compiler runs two at a time). */
  private static void batch(List<List<TensorCase>> batches, List<TensorCase> cases, int parts) {
    int size = Math.max(1, (cases.size() + parts - 1) / parts);
    for (int i = 0; i < cases.size(); i += size) {
      batches.add(cases.subList(i, Math.min(cases.size(), i + size)));
    }
  }

  /** {@code #id X ...} lines, and the rows of print_tensor between {@code #id P} and {@code #id Q}. */
  private static void parse(String output, Map<Integer, List<String>> printed) {
    Integer inRows = null;
    boolean header = false;
    for (String line : output.split("\n")) {
      Matcher m = LINE.matcher(line);
      if (m.matches() && (inRows == null || m.group(2).equals("Q"))) {
        int id = Integer.parseInt(m.group(1));
        String rest = m.group(2);
        if (rest.equals("P")) {
          inRows = id;
          header = true;
        } else if (rest.equals("Q")) {
          inRows = null;
        } else {
          printed.computeIfAbsent(id, k -> new ArrayList<>()).add(rest);
        }
      } else if (inRows != null) {
        if (!header) {
          printed.get(inRows).add("R " + line);
        }
        header = false;
      }
    }
  }

  private static String source(List<TensorCase> batch) {
    StringBuilder out = new StringBuilder(PRELUDE);
    StringBuilder main = new StringBuilder("int main() { for (int k = 0; k < "
        + TensorCases.LENGTH + "; ++k) { data[k] = float(k - " + TensorCases.BASE + "); }");
    for (TensorCase c : batch) {
      out.append(c.function()).append('\n');
      main.append(" c").append(c.id()).append("();");
    }
    return out.append(main).append(" }\n").toString();
  }

  /** The cases g++ rejected, each with its first error (a static_assert's message if any). */
  private static Map<Integer, String> blame(String output, List<TensorCase> batch) {
    Map<Integer, String> blamed = new HashMap<>();
    TensorCase current = null;
    for (String line : output.split("\n")) {
      Matcher m = SOURCE_LINE.matcher(line);
      if (m.find()) {
        int at = Integer.parseInt(m.group(1)) - FIRST_CASE_LINE;
        current = at >= 0 && at < batch.size() ? batch.get(at) : current;
      }
      int error = line.indexOf("error: ");
      if (error >= 0 && current != null) {
        blamed.putIfAbsent(current.id(), line.substring(error + 7).trim());
      }
    }
    return blamed;
  }
}
