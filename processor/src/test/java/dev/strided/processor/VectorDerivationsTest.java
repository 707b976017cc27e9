package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import dev.strided.processor.CxxVectorCase.Expected;
import dev.strided.processor.VectorOutcomes.Outcome;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every operation of every entry of CuTe C++'s static vectors
 * ({@code vectors/cute-cxx-static.jsonl}) as a derived {@code @Layout(of = ...)} over the entry's
 * input {@code @Layout}, compiled in batches. Where C++ gives a result, the generated class's
 * {@code layout()} prints exactly that text and every index overload (1-D, per mode, per leaf, and
 * the 1-D checked twin) agrees with it on every coordinate ({@link GeneratedIndexCheck}, with the
 * runtime's {@code Layout.parse(result)} as the oracle of the result text's indices). Where C++
 * refuses (static_assert), where C++ rounds up so a tile overhangs (SPEC 13 refuses), and where the
 * runtime refuses C++'s result (negative extents, or a result that is not A∘B): exactly one
 * {@code [strided:algebra]} error, at the case's {@code of} value. The expectation comes from the
 * vector's own numbers ({@link CxxVectorCases}); any other outcome is a finding, listed in full.
 */
class VectorDerivationsTest {
  /** Entries per compilation: about 600 annotations, so a few compilations cover the file. */
  private static final int ENTRIES_PER_BATCH = 50;

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final com.sun.management.OperatingSystemMXBean PROCESS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  private long javacNanos;

  @Test
  void everyCxxVectorOperationIsDerivedOrRefusedAsCxxAndSpec13Say() throws Exception {
    long start = System.nanoTime();
    long startCpu = THREADS.getCurrentThreadCpuTime();
    long startProcessCpu = PROCESS.getProcessCpuTime();
    List<CxxVectorCase> cases = CxxVectorCases.load();
    // 250 each for coalesce, filter and both inverses, 241 coalesce_by_mode, 986 complements (one
    // per cotarget), 212 compositions, 4 × 193 divides and 6 × 192 products
    assertEquals(4363, cases.size());
    VectorOutcomes outcomes = new VectorOutcomes();
    List<CxxVectorCase> derivable = only(cases, c -> c.expected() == Expected.RESULT);
    for (List<CxxVectorCase> batch : batches(derivable)) {
      derive(batch, outcomes);
    }
    long derived = System.nanoTime();
    for (List<CxxVectorCase> batch : batches(only(cases, c -> c.expected() != Expected.RESULT))) {
      refuse(batch, outcomes);
    }
    long end = System.nanoTime();
    long cpu = THREADS.getCurrentThreadCpuTime() - startCpu;
    long processCpu = PROCESS.getProcessCpuTime() - startProcessCpu;
    System.out.printf(Locale.ROOT, "VectorDerivationsTest: %d cases (%d derivable) in %.1f s, "
            + "javac %.1f s of it (CPU: this thread %.1f s, the JVM %.1f s): derived and checked "
            + "in %.1f s, refusals in %.1f s%n%s", cases.size(), derivable.size(), (end - start) / 1e9,
        javacNanos / 1e9, cpu / 1e9, processCpu / 1e9, (derived - start) / 1e9,
        (end - derived) / 1e9, outcomes.table());
    assertTrue(outcomes.findings().isEmpty(), outcomes.findings().size() + " findings:\n"
        + String.join("\n", outcomes.findings()));
    assertEquals(cases.size(), outcomes.total());
    assertEquals(derivable.size(), outcomes.count(Outcome.DERIVED_AS_CXX));
  }

  /** Compiles cases C++ gives a result for; checks every generated class against the result. */
  private void derive(List<CxxVectorCase> batch, VectorOutcomes outcomes) throws Exception {
    DerivationBatch compiled = compile(batch);
    List<CxxVectorCase> clean = new ArrayList<>();
    for (Map.Entry<CxxVectorCase, List<Diagnostic<? extends JavaFileObject>>> e
        : compiled.diagnostics().entrySet()) {
      if (e.getValue().isEmpty()) {
        clean.add(e.getKey());
      } else {
        outcomes.finding(e.getKey(), "C++ gives " + e.getKey().result() + ", javac reports "
            + messages(e.getValue()));
      }
    }
    strays(compiled, outcomes);
    if (clean.size() < batch.size() && !clean.isEmpty()) {
      compiled = compile(clean);
      strays(compiled, outcomes);
    }
    if (clean.isEmpty() || compiled.compilation().status() != Compilation.Status.SUCCESS) {
      clean.forEach(c -> outcomes.finding(c, "its batch did not compile"));
      return;
    }
    GeneratedClasses loader = new GeneratedClasses(compiled.compilation());
    int entry = -1;
    for (CxxVectorCase c : clean) {
      if (c.entry() != entry) {
        entry = c.entry();
        String input = printed(loader, c.inputName());
        if (!input.equals(c.inputPrint())) {
          outcomes.finding(c, "the input " + c.inputName() + " prints " + input);
        }
      }
      check(loader, c, outcomes);
    }
  }

  private static void check(GeneratedClasses loader, CxxVectorCase c, VectorOutcomes outcomes)
      throws Exception {
    String printed = printed(loader, c.name());
    if (!printed.equals(c.result())) {
      outcomes.finding(c, "C++ gives " + c.result() + ", the generated class prints " + printed);
      return;
    }
    String disagreement = GeneratedIndexCheck.disagreement(
        loader.loadClass(DerivationBatch.PACKAGE + "." + c.name()), Layout.parse(c.result()));
    if (disagreement != null) {
      outcomes.finding(c, "prints " + printed + " but " + disagreement);
      return;
    }
    outcomes.add(c, Outcome.DERIVED_AS_CXX);
  }

  /** Compiles cases that must be refused (and those without expectation, to count them). */
  private void refuse(List<CxxVectorCase> batch, VectorOutcomes outcomes) throws Exception {
    DerivationBatch compiled = compile(batch);
    strays(compiled, outcomes);
    List<CxxVectorCase> accepted = new ArrayList<>();
    for (Map.Entry<CxxVectorCase, List<Diagnostic<? extends JavaFileObject>>> e
        : compiled.diagnostics().entrySet()) {
      CxxVectorCase c = e.getKey();
      List<Diagnostic<? extends JavaFileObject>> found = e.getValue();
      if (c.expected() == Expected.NONE) {
        outcomes.add(c, found.isEmpty() ? Outcome.NO_EXPECTATION_DERIVED
            : Outcome.NO_EXPECTATION_REFUSED);
      } else if (found.isEmpty()) {
        accepted.add(c);
      } else if (found.size() == 1 && isAlgebraErrorAtOf(compiled, found.get(0))) {
        outcomes.add(c, VectorOutcomes.refusal(c.expected()));
      } else {
        outcomes.finding(c, (c.cxx() == null ? "" : "C++ " + c.cxx() + "; ")
            + "expected one [strided:algebra] error at the of value, javac reports "
            + messages(found));
      }
    }
    if (!accepted.isEmpty()) {
      DerivationBatch again = compile(accepted);
      GeneratedClasses loader = again.compilation().status() == Compilation.Status.SUCCESS
          ? new GeneratedClasses(again.compilation()) : null;
      for (CxxVectorCase c : accepted) {
        outcomes.finding(c, (c.cxx() == null ? "C++ gives " + c.result() : "C++ " + c.cxx())
            + ", but the processor derives "
            + (loader == null ? "a layout" : printed(loader, c.name())));
      }
    }
  }

  private DerivationBatch compile(List<CxxVectorCase> cases) {
    DerivationBatch compiled = new DerivationBatch(cases);
    javacNanos += compiled.nanos();
    return compiled;
  }

  private static boolean isAlgebraErrorAtOf(DerivationBatch compiled,
      Diagnostic<? extends JavaFileObject> d) {
    return d.getKind() == Diagnostic.Kind.ERROR
        && d.getMessage(Locale.ROOT).startsWith("[strided:algebra] ") && compiled.pointsAtOf(d);
  }

  private static void strays(DerivationBatch compiled, VectorOutcomes outcomes) {
    compiled.strayDiagnostics()
        .forEach(s -> outcomes.finding("a diagnostic on no case's line: " + s));
  }

  private static String printed(GeneratedClasses loader, String simpleName) throws Exception {
    return loader.loadClass(DerivationBatch.PACKAGE + "." + simpleName).getMethod("layout")
        .invoke(null).toString();
  }

  private static String messages(List<Diagnostic<? extends JavaFileObject>> found) {
    return found.stream().map(d -> d.getKind() + " at column " + d.getColumnNumber() + ": "
        + d.getMessage(Locale.ROOT)).collect(Collectors.joining(" | "));
  }

  private static List<CxxVectorCase> only(List<CxxVectorCase> cases, Predicate<CxxVectorCase> p) {
    return cases.stream().filter(p).collect(Collectors.toList());
  }

  /** Consecutive runs of cases covering {@link #ENTRIES_PER_BATCH} entries each. */
  private static List<List<CxxVectorCase>> batches(List<CxxVectorCase> cases) {
    List<List<CxxVectorCase>> out = new ArrayList<>();
    List<CxxVectorCase> current = new ArrayList<>();
    int entries = 0;
    int entry = -1;
    for (CxxVectorCase c : cases) {
      if (c.entry() != entry) {
        entry = c.entry();
        if (++entries > ENTRIES_PER_BATCH) {
          out.add(current);
          current = new ArrayList<>();
          entries = 1;
        }
      }
      current.add(c);
    }
    if (!current.isEmpty()) {
      out.add(current);
    }
    return out;
  }
}
