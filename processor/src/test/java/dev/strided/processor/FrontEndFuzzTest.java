package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import dev.strided.processor.diagnostic.Diagnostic;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Fuzzing the front end: 10,000 seeded random and mutated {@code @Layout}s validated in process (2,000
 * of them also generated and printed): no exception, the right single error per the runtime-based
 * oracle; then 200 invalid and
 * 120 valid ones, plus the regression corpus, through real javac: the same single error on the
 * attribute's line, and generated classes that agree with the runtime on every coordinate.
 */
class FrontEndFuzzTest {
  private static final long SEED = 20260101L;
  private static final int IN_PROCESS = 10_000;
  /** Every case is validated; every 5th valid one is also generated and printed. */
  private static final int GENERATE_EVERY = 5;

  @Test
  void tenThousandCasesInProcess() {
    FuzzInputs inputs = new FuzzInputs(SEED);
    Map<String, Integer> outcomes = new TreeMap<>();
    for (int i = 0; i < IN_PROCESS; i++) {
      FuzzCase c = inputs.next();
      FrontEnd.Outcome o = runSafely(c, i % GENERATE_EVERY == 0);
      String problem = FrontEnd.judge(c, o);
      if (problem != null) {
        fail("case " + i + " " + c + ": " + problem);
      }
      outcomes.merge(o.error() == null ? "ok" : o.error().tag().id(), 1, Integer::sum);
    }
    for (String tag : FrontEnd.TAGS) {
      assertTrue(outcomes.getOrDefault(tag, 0) >= 5, "too few " + tag + " cases: " + outcomes);
    }
    assertTrue(outcomes.get("ok") >= 2000, "too few valid cases: " + outcomes);
  }

  /**
   * Far beyond the limits (texts up to a megabyte, hundreds of names, thousands of leaves, nesting
   * thousands deep, long class names): each refused with the limit error the oracle expects, all
   * 300 within seconds (before the limits, one such case took minutes or crashed javac).
   */
  @Test
  void hugeInputsAreRefusedAtOnce() {
    Random random = new Random(SEED + 3);
    long start = System.nanoTime();
    for (int i = 0; i < 300; i++) {
      FuzzCase c = huge(random);
      FrontEnd.Outcome o = runSafely(c, true);
      String problem = FrontEnd.judge(c, o);
      if (problem != null) {
        fail("huge case " + i + " (" + c.shape().length() + " + " + c.stride().length()
            + " characters): " + problem);
      }
      assertEquals("limit", o.error() == null ? "ok" : o.error().tag().id(), "huge case " + i);
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertTrue(millis < 20_000, "300 huge cases took " + millis + " ms");
  }

  private static FuzzCase huge(Random random) {
    int n = 65 + random.nextInt(random.nextBoolean() ? 300 : 100_000);
    StringBuilder sb = new StringBuilder("(");
    String shape;
    String stride = "";
    String name = "";
    switch (random.nextInt(5)) {
      case 0 -> {
        for (int k = 0; k < n; k++) {
          sb.append(k == 0 ? "" : ",").append("N").append(k);
        }
        shape = sb.append(')').toString();
      }
      case 1 -> {
        shape = "(" + "1,".repeat(Math.min(n, 2000)) + "1)";
        stride = random.nextBoolean() ? "" : shape.replace('1', '0');
      }
      case 2 -> shape = "(".repeat(n) + "2" + ")".repeat(n);
      case 3 -> {
        shape = "(2,3)";
        stride = "(1," + "0".repeat(4096 + random.nextInt(1 << 20)) + "2)";
      }
      default -> {
        shape = "(2,3)";
        name = "L".repeat(201 + random.nextInt(1000));
      }
    }
    return new FuzzCase(shape, stride, name, random.nextBoolean(), random.nextBoolean(),
        random.nextBoolean(), random.nextBoolean());
  }

  @Test
  void corpusReplaysWithItsRecordedOutcome() {
    for (FuzzCorpus.Entry e : FuzzCorpus.load()) {
      FrontEnd.Outcome o = runSafely(e.fuzzCase());
      assertEquals(e.expected(), o.summary(), "corpus line " + e.line() + ": " + e.fuzzCase());
      String problem = FrontEnd.judge(e.fuzzCase(), o);
      assertEquals(null, problem, "corpus line " + e.line());
    }
  }

  @Test
  void javacGivesTheSameSingleErrorOnTheAttributeLine() {
    List<FuzzCase> cases = new ArrayList<>();
    List<Diagnostic> errors = new ArrayList<>();
    for (FuzzCorpus.Entry e : FuzzCorpus.load()) {
      addInvalid(e.fuzzCase(), cases, errors);
    }
    FuzzInputs inputs = new FuzzInputs(SEED + 1);
    int fromFuzz = 0;
    while (fromFuzz < 200) {
      if (addInvalid(inputs.next(), cases, errors)) {
        fromFuzz++;
      }
    }
    FuzzBatch batch = new FuzzBatch("bad", cases);
    Compilation c = batch.compile();
    assertThat(c).failed();
    batch.assertErrors(c, errors);
  }

  @Test
  void javacCompilesEveryValidCaseAndItAgreesWithTheRuntime() throws Exception {
    List<FuzzCase> cases = new ArrayList<>();
    for (FuzzCorpus.Entry e : FuzzCorpus.load()) {
      addValid(e.fuzzCase(), cases);
    }
    FuzzInputs inputs = new FuzzInputs(SEED + 2);
    int fromFuzz = 0;
    while (fromFuzz < 120) {
      if (addValid(inputs.next(), cases)) {
        fromFuzz++;
      }
    }
    FuzzBatch batch = new FuzzBatch("good", cases);
    Compilation c = batch.compile();
    assertThat(c).succeededWithoutWarnings();
    int checked = batch.assertAgreement(new GeneratedClasses(c), "good", new Random(SEED));
    assertTrue(checked >= 100, "only " + checked + " of " + cases.size() + " were small enough");
  }

  private static boolean addInvalid(FuzzCase c, List<FuzzCase> cases, List<Diagnostic> errors) {
    FrontEnd.Outcome o = runSafely(c);
    if (o.error() == null) {
      return false;
    }
    boolean badName = o.error().attribute().equals("name");
    cases.add(badName ? c : c.withName("E" + cases.size()));
    errors.add(o.error());
    return true;
  }

  private static boolean addValid(FuzzCase c, List<FuzzCase> cases) {
    if (runSafely(c).error() != null) {
      return false;
    }
    cases.add(c.withName("F" + cases.size()));
    return true;
  }

  private static FrontEnd.Outcome runSafely(FuzzCase c) {
    return runSafely(c, true);
  }

  private static FrontEnd.Outcome runSafely(FuzzCase c, boolean generate) {
    try {
      return FrontEnd.run(c, generate);
    } catch (RuntimeException | Error e) {
      throw new AssertionError("exception escaped for " + c, e);
    }
  }
}
