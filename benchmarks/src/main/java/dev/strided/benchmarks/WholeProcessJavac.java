package dev.strided.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Compile cost as a build sees it, without JMH: each compile is a fresh {@code javac} process
 * (JVM start, class loading and JIT warm-up included), run {@code runs} times interleaved, median
 * reported. Sources: {@code n} four-property {@code @AutoValue} types, and {@code n} descriptor
 * classes with one {@code @Layout} each, in turn of the five kinds of
 * {@code DescriptorSources.MIX} (static, named, nested, row-major, blocked); each also compiled
 * with {@code -proc:none} as its baseline.
 * With {@code --two}, the sources of earlier runs: three-property {@code @AutoValue} types and two
 * {@code @Layout}s per class (the static tile {@code ((8,4),(4,8)):((1,32),(8,128))} and a dynamic
 * row-major {@code (M,N)}). Per annotated type = (variant − baseline) / count. With
 * {@code /usr/bin/time} present, the javac process's CPU time (user + system) is reported too: on a
 * loaded machine it moves far less than the wall time.
 *
 * <p>Where the time goes, in the same run: "output, no proc" compiles the sources together with
 * what the processor wrote (saved from one untimed compile) without processing, i.e. the cost of
 * compiling the generated classes; the processed variant minus that is the processor's own work
 * (and its extra round). "empty classes" compiles the descriptors with one empty class per
 * generated name: what any generated class costs javac, whatever its content.
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.strided.benchmarks.WholeProcessJavac 300 5 \
 *     [old-benchmarks.jar]    # optional: the same Strided sources against an older processor
 *     [--two]                 # optional: two layouts per class, as sections 4 and 6 measured
 *     [-Astrided.svg=true]    # optional: processor options for the Strided compiles
 * }</pre>
 */
public final class WholeProcessJavac {
  private static final String AUTO_VALUE = "com.google.auto.value.processor.AutoValueProcessor";
  private static final String STRIDED = "dev.strided.processor.LayoutProcessor";
  private static final Path TIME = Path.of("/usr/bin/time");
  private WholeProcessJavac() {}

  /**
   * A compile to time: source roots (each holding {@code gen/}), class path, processor (null:
   * {@code -proc:none}), and the variant its cost per annotated type is measured from (null: it is
   * a baseline).
   */
  private record Variant(String name, List<Path> sources, String classPath, String processor,
      int annotated, Variant baseline) {}

  /** What the command line asks for besides {@code n} and {@code runs}. */
  private record Flags(boolean two, String oldJar, List<String> processorOptions) {
    static Flags of(String[] args) {
      boolean two = false;
      String oldJar = null;
      List<String> options = new ArrayList<>();
      for (int i = 2; i < args.length; i++) {
        if (args[i].equals("--two")) {
          two = true;
        } else if (args[i].startsWith("-A")) {
          options.add(args[i]);
        } else if (oldJar == null && args[i].endsWith(".jar")) {
          oldJar = args[i];
        } else {
          throw new IllegalArgumentException("argument '" + args[i] + "' is neither --two, a -A"
              + " processor option nor a benchmarks jar");
        }
      }
      return new Flags(two, oldJar, List.copyOf(options));
    }
  }

  /**
   * Runs the comparison and prints a table.
   *
   * @param args {@code n}, {@code runs}, and optionally an older benchmarks jar
   * @throws Exception if a compile fails
   */
  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    String jar = Path.of(WholeProcessJavac.class.getProtectionDomain().getCodeSource()
        .getLocation().toURI()).toString();
    Flags flags = Flags.of(args);
    int perClass = flags.two() ? 2 : 1;
    Path root = Files.createTempDirectory("whole-process-javac");
    Path autoValue = write(root.resolve("autovalue"), n,
        i -> DescriptorSources.autoValueText(i, flags.two() ? 3 : 4));
    Path strided = write(root.resolve("strided"), n,
        flags.two() ? WholeProcessJavac::twoLayoutSource : DescriptorSources::mixedText);
    Variant autoValuePlain = new Variant("autovalue -proc:none", List.of(autoValue), jar, null, n,
        null);
    Variant autoValueProcessed = new Variant("autovalue", List.of(autoValue), jar, AUTO_VALUE, n,
        autoValuePlain);
    int layouts = perClass * n;
    Variant stridedPlain = new Variant("strided -proc:none", List.of(strided), jar, null, layouts,
        null);
    Variant stridedProcessed = new Variant("strided", List.of(strided), jar, STRIDED, layouts,
        stridedPlain);
    Path autoValueOutput = generatedSources(autoValueProcessed, root.resolve("autovalue-output"),
        flags.processorOptions());
    Path stridedOutput = generatedSources(stridedProcessed, root.resolve("strided-output"),
        flags.processorOptions());
    List<Variant> variants = new ArrayList<>(List.of(autoValuePlain, autoValueProcessed,
        new Variant("autovalue output, no proc", List.of(autoValue, autoValueOutput), jar, null, n,
            autoValuePlain),
        stridedPlain, stridedProcessed,
        new Variant("strided output, no proc", List.of(strided, stridedOutput), jar, null, layouts,
            stridedPlain),
        new Variant("empty classes, no proc", List.of(strided,
            emptyClasses(stridedOutput, root.resolve("empty"))), jar, null, layouts,
            stridedPlain)));
    if (flags.oldJar() != null) {
      variants.add(new Variant("strided (older processor)", List.of(strided), flags.oldJar(),
          STRIDED, layouts, stridedPlain));
    }
    Map<Variant, List<Double>> seconds = new LinkedHashMap<>();
    Map<Variant, List<Double>> cpu = new LinkedHashMap<>();
    Map<Variant, Long> generatedBytes = new LinkedHashMap<>();
    for (int r = 0; r < runs; r++) {
      for (Variant v : variants) {
        Path out = root.resolve("out-" + r + "-" + variants.indexOf(v));
        double[] wallAndCpu = compile(v, out, flags.processorOptions());
        seconds.computeIfAbsent(v, k -> new ArrayList<>()).add(wallAndCpu[0]);
        cpu.computeIfAbsent(v, k -> new ArrayList<>()).add(wallAndCpu[1]);
        generatedBytes.put(v, size(out.resolve("sources")));
      }
    }
    System.out.printf(Locale.ROOT, "n = %d, %d runs, %d layout(s) per class, options %s, load"
        + " average %s%n", n, runs, perClass, flags.processorOptions(), load());
    System.out.printf(Locale.ROOT, "%-28s %9s %-32s %9s %9s %9s %12s%n", "variant", "median s",
        "runs s", "ms/type", "cpu s", "cpu ms/t", "generated");
    for (Variant v : variants) {
      double wall = median(seconds.get(v));
      double cpuSeconds = median(cpu.get(v));
      Variant base = v.baseline();
      System.out.printf(Locale.ROOT, "%-28s %9.2f %-32s %9s %9.2f %9s %9.2f MB%n", v.name(), wall,
          seconds.get(v).stream().map(s -> String.format(Locale.ROOT, "%.1f", s)).toList(),
          base == null ? "-" : perType(wall - median(seconds.get(base)), v.annotated()),
          cpuSeconds,
          base == null ? "-" : perType(cpuSeconds - median(cpu.get(base)), v.annotated()),
          generatedBytes.get(v) / 1e6);
    }
  }

  private static String perType(double seconds, int count) {
    return String.format(Locale.ROOT, "%.2f", 1000 * seconds / count);
  }

  private interface SourceText {
    String of(int i);
  }

  private static String twoLayoutSource(int i) {
    return "package gen;\nimport dev.strided.annotations.Layout;\n"
        + "@Layout(name = \"T" + i + "\", shape = \"((8,4),(4,8))\", stride = \"((1,32),(8,128))\")\n"
        + "@Layout(name = \"R" + i + "\", shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR)\n"
        + "final class D" + i + " {\n  private D" + i + "() {}\n}\n";
  }

  private static Path write(Path dir, int n, SourceText text) throws IOException {
    Files.createDirectories(dir.resolve("gen"));
    for (int i = 0; i < n; i++) {
      String body = text.of(i);
      String name = body.substring(body.indexOf("class ") + 6, body.indexOf(" {"));
      Files.writeString(dir.resolve("gen").resolve(name + ".java"), body);
    }
    return dir;
  }

  /** Compiles once, untimed, and keeps what the processor wrote as a source root. */
  private static Path generatedSources(Variant v, Path root, List<String> options)
      throws IOException, InterruptedException {
    Path out = root.resolveSibling(root.getFileName() + "-compile");
    compile(v, out, options);
    Files.move(out.resolve("sources"), root);
    return root;
  }

  /** A source root with one empty final class per class that {@code generated} holds. */
  private static Path emptyClasses(Path generated, Path root) throws IOException {
    Files.createDirectories(root.resolve("gen"));
    try (Stream<Path> files = Files.list(generated.resolve("gen"))) {
      for (Path f : files.toList()) {
        String name = f.getFileName().toString().replace(".java", "");
        Files.writeString(root.resolve("gen").resolve(name + ".java"), "package gen;\n\n"
            + "public final class " + name + " {\n  private " + name + "() {\n  }\n}\n");
      }
    }
    return root;
  }

  /**
   * Wall seconds and CPU seconds (NaN without {@code /usr/bin/time}) of one javac process; the
   * Strided processor also gets {@code options}.
   */
  private static double[] compile(Variant v, Path out, List<String> options) throws IOException,
      InterruptedException {
    Files.createDirectories(out.resolve("classes"));
    Files.createDirectories(out.resolve("sources"));
    Path cpuFile = out.resolve("cpu.txt");
    List<String> command = new ArrayList<>();
    if (Files.isExecutable(TIME)) {
      command.addAll(List.of(TIME.toString(), "-f", "%U %S", "-o", cpuFile.toString()));
    }
    command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "javac").toString(),
        "--release", "17", "-implicit:none", "-cp", v.classPath(),
        "-d", out.resolve("classes").toString(), "-s", out.resolve("sources").toString()));
    if (v.processor() == null) {
      command.add("-proc:none");
    } else {
      command.addAll(List.of("-processor", v.processor()));
      if (v.processor().equals(STRIDED)) {
        command.addAll(options);
      }
    }
    for (Path sources : v.sources()) {
      try (Stream<Path> files = Files.list(sources.resolve("gen"))) {
        files.forEach(f -> command.add(f.toString()));
      }
    }
    long start = System.nanoTime();
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String log = new String(p.getInputStream().readAllBytes());
    int rc = p.waitFor();
    double s = (System.nanoTime() - start) / 1e9;
    if (rc != 0) {
      throw new IllegalStateException(v.name() + ": javac exited with " + rc + "\n" + log);
    }
    double cpuSeconds = Double.NaN;
    if (Files.exists(cpuFile)) {
      String[] userSystem = Files.readString(cpuFile).trim().split("\\s+");
      cpuSeconds = Double.parseDouble(userSystem[0]) + Double.parseDouble(userSystem[1]);
    }
    return new double[] {s, cpuSeconds};
  }

  private static long size(Path dir) {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).mapToLong(f -> {
        try {
          return Files.size(f);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }).sum();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static double median(List<Double> values) {
    List<Double> sorted = values.stream().sorted().toList();
    int m = sorted.size() / 2;
    return sorted.size() % 2 == 1 ? sorted.get(m) : (sorted.get(m - 1) + sorted.get(m)) / 2;
  }

  private static String load() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).trim();
    } catch (IOException e) {
      return "unknown";
    }
  }
}
