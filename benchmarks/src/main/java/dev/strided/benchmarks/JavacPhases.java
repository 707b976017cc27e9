package dev.strided.benchmarks;

import com.google.auto.value.processor.AutoValueProcessor;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import dev.strided.processor.LayoutProcessor;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import javax.annotation.processing.Completion;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Where javac's time goes, in process: the one-layout-per-class mix
 * ({@link DescriptorSources#mixed}) and four-property {@code @AutoValue} types compiled in this JVM
 * with their processor, {@code warm} compiles first, then {@code runs} timed; each compile's
 * thread CPU time is split, exclusively, between the processor's {@code init}/{@code process}
 * calls and javac's task events (parse, enter, analyze, generate; annotation processing outside
 * the processor is its own row), and each javac event is counted for the annotated sources
 * ({@code D*}, {@code V*}) or for what the processor generated. Reports the median ms per
 * annotated type of each row.
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.strided.benchmarks.JavacPhases 300 5 5 \
 *     [strided|autovalue]
 * }</pre>
 *
 * <p>With no warm-up compile and one run, a fresh JVM per kind gives the split of a cold compile
 * (the main thread's CPU time only: JIT compiler threads and GC not counted).
 */
public final class JavacPhases {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private JavacPhases() {}

  /**
   * Runs both kinds and prints one table each.
   *
   * @param args {@code n} (annotated types per compile), {@code warm}, {@code runs}, and
   *     optionally the one kind to run
   * @throws Exception if a compile fails
   */
  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    int warm = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
    String only = args.length > 3 ? args[3] : "";
    if (!only.equals("autovalue")) {
      report("strided", n, warm, runs, DescriptorSources.mixed(n), LayoutProcessor::new);
    }
    if (!only.equals("strided")) {
      report("autovalue", n, warm, runs, DescriptorSources.autoValue4(n), AutoValueProcessor::new);
    }
  }

  private static void report(String kind, int n, int warm, int runs,
      List<JavaFileObject> sources, Supplier<Processor> processor) throws Exception {
    Map<String, double[]> rows = new TreeMap<>();
    try (InProcessJavac javac = new InProcessJavac()) {
      for (int r = 0; r < warm + runs; r++) {
        Clock clock = new Clock();
        long start = THREADS.getCurrentThreadCpuTime();
        javac.compile(sources, () -> new Timed(processor.get(), clock), clock);
        clock.add("total", THREADS.getCurrentThreadCpuTime() - start);
        if (r >= warm) {
          int run = r - warm;
          clock.nanos.forEach((row, ns) ->
              rows.computeIfAbsent(row, k -> new double[runs])[run] = ns / 1e6 / n);
        }
      }
    }
    System.out.printf(Locale.ROOT, "%s: n = %d, %d warm-up compiles, median of %d, CPU ms per "
        + "annotated type%n", kind, n, warm, runs);
    rows.forEach((row, values) -> System.out.printf(Locale.ROOT, "  %-34s %8.3f%n", row,
        median(values)));
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int m = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
  }

  /** Exclusive CPU time per row: the innermost open phase gets the time. */
  static final class Clock implements TaskListener {
    private final Map<String, Long> nanos = new TreeMap<>();
    private final Deque<String> open = new ArrayDeque<>();
    private long mark = THREADS.getCurrentThreadCpuTime();

    void add(String row, long ns) {
      nanos.merge(row, ns, Long::sum);
    }

    private void enter(String row) {
      charge();
      open.push(row);
    }

    private void exit() {
      charge();
      open.pop();
    }

    private void charge() {
      long now = THREADS.getCurrentThreadCpuTime();
      add(open.isEmpty() ? "javac, outside events" : open.peek(), now - mark);
      mark = now;
    }

    private static String row(TaskEvent e) {
      String file = e.getSourceFile() == null ? "" : e.getSourceFile().getName();
      String name = file.substring(file.lastIndexOf('/') + 1);
      boolean annotated = name.startsWith("D") || name.startsWith("V");
      return switch (e.getKind()) {
        case PARSE, ENTER, ANALYZE, GENERATE -> "javac " + e.getKind().name().toLowerCase(
            Locale.ROOT) + (file.isEmpty() ? "" : annotated ? ", annotated" : ", generated");
        default -> "javac " + e.getKind().name().toLowerCase(Locale.ROOT);
      };
    }

    @Override
    public void started(TaskEvent e) {
      enter(row(e));
    }

    @Override
    public void finished(TaskEvent e) {
      exit();
    }
  }

  /** A processor whose calls are charged to the row "processor". */
  private record Timed(Processor inner, Clock clock) implements Processor {
    @Override
    public Set<String> getSupportedOptions() {
      return inner.getSupportedOptions();
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return inner.getSupportedAnnotationTypes();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return inner.getSupportedSourceVersion();
    }

    @Override
    public void init(ProcessingEnvironment env) {
      clock.enter("processor");
      inner.init(env);
      clock.exit();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      clock.enter("processor");
      try {
        return inner.process(annotations, round);
      } finally {
        clock.exit();
      }
    }

    @Override
    public Iterable<? extends Completion> getCompletions(Element element,
        AnnotationMirror annotation, ExecutableElement member, String userText) {
      return inner.getCompletions(element, annotation, member, userText);
    }
  }
}
