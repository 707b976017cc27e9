package dev.strided.benchmarks;

import com.google.auto.value.processor.AutoValueProcessor;
import dev.strided.processor.LayoutProcessor;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;

/**
 * What each family of generated members costs javac to compile, warm and in process: the {@code n}
 * mixed descriptors of {@code DescriptorSources.MIX} are processed once, then their generated
 * sources are compiled with {@code -proc:none}, as written and with one family taken out at a time
 * (text edits of the generated sources; a family whose edit changes no source is an error), the
 * variants interleaved after {@code warm} rounds of all of them. Reported: this thread's CPU per
 * compile, median over {@code rounds}, net of compiling the descriptors alone, and AutoValue's
 * output for {@code n} four-property types as the yardstick. The edited sources still compile
 * (a removed {@code layout()} body returns null): the figures are upper bounds of what writing a
 * family differently could save, not a proposal to drop it.
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.strided.benchmarks.GeneratedMembersCost 300 12 4
 * }</pre>
 */
public final class GeneratedMembersCost {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** A family of generated members, and the edit that takes it out of a generated source. */
  enum Family {
    NONE(s -> s),
    JAVADOC(s -> replace(s, "\\n *?/\\*\\*.*?\\*/", "")),
    FACTORY_FIT_CHECKS(s -> replace(replace(replace(s, "\\n    long \\$check\\d+;", ""),
        "\\n    try \\{\\n      \\$check0 = .*?\\n    \\}\\n", "\n"),
        "\\n    (?:Layout|NAMED)\\.checkFitsInt\\([^\\n]*", "")),
    CHECKED_TWINS(s -> method(s, "checkedIndex")),
    KERNEL_FORMS(s -> method(s, "indexOf")),
    DYNAMIC_LAYOUT_BODY(s -> replace(s,
        "(public Layout layout\\(\\) \\{\\n    return )(?:Layout\\.of|NAMED\\.bind)\\([^\\n]*;",
        "$1null;"));

    private final UnaryOperator<String> edit;

    Family(UnaryOperator<String> edit) {
      this.edit = edit;
    }
  }

  private GeneratedMembersCost() {}

  /**
   * Runs the comparison and prints one line per variant.
   *
   * @param args {@code n}, {@code rounds}, {@code warm}
   * @throws Exception if a compile fails
   */
  public static void main(String[] args) throws Exception {
    int n = Integer.parseInt(args[0]);
    int rounds = Integer.parseInt(args[1]);
    int warm = Integer.parseInt(args[2]);
    List<JavaFileObject> descriptors = DescriptorSources.mixed(n);
    List<JavaFileObject> values = DescriptorSources.autoValue4(n);
    List<JavaFileObject> generated;
    List<JavaFileObject> autoValueOutput;
    try (InProcessJavac javac = new InProcessJavac()) {
      javac.compile(descriptors, LayoutProcessor::new);
      generated = javac.generatedSources();
    }
    try (InProcessJavac javac = new InProcessJavac()) {
      javac.compile(values, AutoValueProcessor::new);
      autoValueOutput = javac.generatedSources();
    }
    Map<Family, List<JavaFileObject>> variants = new EnumMap<>(Family.class);
    for (Family f : Family.values()) {
      variants.put(f, edited(generated, f));
    }
    Map<Family, List<Double>> times = new EnumMap<>(Family.class);
    List<Double> base = new ArrayList<>();
    List<Double> autoValueBase = new ArrayList<>();
    List<Double> autoValue = new ArrayList<>();
    try (InProcessJavac javac = new InProcessJavac()) {
      for (int r = -warm; r < rounds; r++) {
        boolean keep = r >= 0;
        record(keep, base, javac, descriptors);
        record(keep, autoValueBase, javac, values);
        record(keep, autoValue, javac, concat(values, autoValueOutput));
        for (Family f : Family.values()) {
          record(keep, times.computeIfAbsent(f, k -> new ArrayList<>()), javac,
              concat(descriptors, variants.get(f)));
        }
      }
    }
    double strided = median(times.get(Family.NONE)) - median(base);
    System.out.printf(Locale.ROOT, "n = %d, %d rounds after %d warm-up rounds; ms of thread CPU"
        + " per compile, median, net of the descriptors alone%n", n, rounds, warm);
    System.out.printf(Locale.ROOT, "%-28s %8.1f ms  %6.3f ms/type%n", "AutoValue's output",
        median(autoValue) - median(autoValueBase), (median(autoValue) - median(autoValueBase)) / n);
    for (Family f : Family.values()) {
      double net = median(times.get(f)) - median(base);
      System.out.printf(Locale.ROOT, "%-28s %8.1f ms  %6.3f ms/type  %+5.1f %%%n",
          f == Family.NONE ? "Strided's output" : "  without " + f.name().toLowerCase(Locale.ROOT),
          net, net / n, 100 * (net - strided) / strided);
    }
  }

  private static List<JavaFileObject> edited(List<JavaFileObject> sources, Family f)
      throws IOException {
    List<JavaFileObject> out = new ArrayList<>();
    boolean changed = false;
    for (JavaFileObject s : sources) {
      String text = s.getCharContent(true).toString();
      String edit = f.edit.apply(text);
      changed |= !edit.equals(text);
      String path = s.toUri().getPath();
      out.add(DescriptorSources.source(path.substring(1, path.length() - 5), edit));
    }
    if (!changed && f != Family.NONE) {
      throw new IllegalStateException("the edit for " + f + " changed no generated source:"
          + " did the generated code change?");
    }
    return out;
  }

  private static void record(boolean keep, List<Double> into, InProcessJavac javac,
      List<JavaFileObject> sources) {
    long start = THREADS.getCurrentThreadCpuTime();
    javac.compile(sources, null);
    double ms = (THREADS.getCurrentThreadCpuTime() - start) / 1e6;
    if (keep) {
      into.add(ms);
    }
  }

  private static String replace(String text, String regex, String replacement) {
    return Pattern.compile(regex, Pattern.DOTALL).matcher(text).replaceAll(replacement);
  }

  /** The public methods of that name, with their Javadoc. */
  private static String method(String text, String name) {
    return replace(text, "\\n  /\\*\\*(?:(?!\\*/).)*\\*/\\n  public (?:static )?int "
        + Pattern.quote(name) + "\\(.*?\\n  \\}\\n", "\n");
  }

  private static List<JavaFileObject> concat(List<JavaFileObject> a, List<JavaFileObject> b) {
    List<JavaFileObject> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.get(sorted.size() / 2);
  }
}
