package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The processor's packages are its stages (SPEC 12), and a stage uses only earlier ones: reading,
 * then the model (the values the stages hand on), derivation, checking, planning, and the writers.
 * {@code LayoutProcessor} and {@code LayoutPipeline}, the root package, drive the stages; the
 * {@code diagnostic} package is what every stage reports with. Read from the
 * main sources' imports and qualified names, so a new package or root class must take a place here.
 */
class StageOrderTest {
  /** The layers, earliest first: a class uses classes of earlier layers and of its own package. */
  enum Layer { REPORTING, READING, MODEL, DERIVATION, CHECKING, PLANNING, WRITING, DRIVER }

  /**
   * Sub-packages of {@code dev.strided.processor}; packages of one layer do not use each other (the
   * writers, and {@code checking}'s layout rules beside {@code checking.atom}'s atom and copy rules).
   */
  private static final Map<String, Layer> PACKAGES = Map.ofEntries(
      Map.entry("diagnostic", Layer.REPORTING), Map.entry("reading", Layer.READING),
      Map.entry("model", Layer.MODEL), Map.entry("checking", Layer.CHECKING),
      Map.entry("checking.atom", Layer.CHECKING),
      Map.entry("ascend", Layer.CHECKING), Map.entry("tma", Layer.CHECKING),
      Map.entry("derivation", Layer.DERIVATION),
      Map.entry("planning", Layer.PLANNING), Map.entry("writing", Layer.WRITING),
      Map.entry("writing.cute", Layer.WRITING),
      Map.entry("writing.picture", Layer.WRITING));

  /** The root package drives the stages. */
  private static final Map<String, Layer> ROOT_CLASSES = Map.of(
      "ProcessorOptions", Layer.DRIVER, "LayoutPipeline", Layer.DRIVER,
      "LayoutProcessor", Layer.DRIVER, "AtomPipeline", Layer.DRIVER, "AtomRounds", Layer.DRIVER,
      "SharedMemoryPass", Layer.DRIVER);

  /** A grab-bag package is the problem the stages solve; split one that grows past this. */
  private static final int MOST_CLASSES = 20;

  private static final Pattern PROCESSOR_CLASS =
      Pattern.compile("\\bdev\\.strided\\.processor\\.((?:[a-z]\\w*\\.)*)([A-Z]\\w*)");
  private static final Pattern IDENTIFIER = Pattern.compile("\\b[A-Z]\\w*\\b");

  /**
   * One main source file.
   *
   * @param pkg its package below {@code dev.strided.processor}, {@code ""} for the root
   * @param name the class's simple name
   * @param text the source text
   */
  record Source(String pkg, String name, String text) {
    String where() {
      return (pkg.isEmpty() ? "" : pkg + ".") + name;
    }
  }

  @Test
  void everyStageUsesOnlyEarlierStages() {
    assertEquals(List.of(), violations(mainSources()));
  }

  /** What checking proved travels on the checked layout: planning and writing never prove it. */
  @Test
  void planningAndWritingNeverUseChecking() {
    List<String> uses = new ArrayList<>();
    for (Source s : mainSources()) {
      if ((s.pkg().startsWith("planning") || s.pkg().startsWith("writing"))
          && code(s.text()).contains("dev.strided.processor.checking.")) {
        uses.add(s.where());
      }
    }
    assertEquals(List.of(), uses);
  }

  @Test
  void everyPackageHasAPlaceAFewClassesAndAPackageInfo() throws IOException {
    Map<String, Integer> classes = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    for (Source s : mainSources()) {
      if (!s.name().equals("package-info")) {
        classes.merge(s.pkg(), 1, Integer::sum);
      }
      if (s.pkg().isEmpty() && !s.name().equals("package-info")
          && !ROOT_CLASSES.containsKey(s.name())) {
        problems.add(s.name() + " is in the root package: put it in a stage, or give it a layer");
      }
    }
    for (Map.Entry<String, Integer> e : classes.entrySet()) {
      String pkg = e.getKey();
      if (!pkg.isEmpty() && !PACKAGES.containsKey(pkg)) {
        problems.add("package " + pkg + " has no place in the stage order");
      }
      if (e.getValue() > MOST_CLASSES) {
        problems.add("package " + pkg + " has " + e.getValue() + " classes, more than "
            + MOST_CLASSES);
      }
      if (!Files.isRegularFile(mainRoot().resolve(pkg.replace('.', '/')).resolve(
          "package-info.java"))) {
        problems.add("package " + pkg + " has no package-info.java");
      }
    }
    assertEquals(List.of(), problems);
    assertEquals(PACKAGES.size() + 1, classes.size(), "packages found: " + classes.keySet());
  }

  @Test
  void theCheckSeesImportsQualifiedNamesAndTheRootsTwoLayers() {
    List<Source> sources = List.of(
        new Source("checking", "Early", "package dev.strided.processor.checking;\n"
            + "import dev.strided.processor.writing.LayoutClassWriter;\n"
            + "class Early { Object o = dev.strided.processor.planning.ModelBuilder.class; }"),
        new Source("derivation", "Ahead", "package dev.strided.processor.derivation;\n"
            + "import dev.strided.processor.checking.Limits;\nclass Ahead {}"),
        new Source("writing.cute", "Sibling", "package dev.strided.processor.writing.cute;\n"
            + "import dev.strided.processor.writing.LayoutClassWriter;\nclass Sibling {}"),
        new Source("checking.atom", "Beside", "package dev.strided.processor.checking.atom;\n"
            + "import dev.strided.processor.checking.Limits;\nclass Beside {}"),
        new Source("diagnostic", "Tag", "package dev.strided.processor.diagnostic;\n"
            + "enum Tag { A; Object p = dev.strided.processor.LayoutPipeline.class; }"),
        new Source("writing", "Fine", "package dev.strided.processor.writing;\n"
            + "import dev.strided.processor.model.LayoutModel;\nimport dev.strided.processor.diagnostic.Tag;\n"
            + "/** {@link dev.strided.processor.LayoutProcessor} */\n"
            + "class Fine { String s = \"dev.strided.processor.LayoutProcessor\"; char q = '\"';"
            + " String t = \"// dev.strided.processor.LayoutPipeline\"; }"));
    assertEquals(List.of(
        "checking.Early uses writing.LayoutClassWriter (CHECKING may use only earlier layers)",
        "checking.Early uses planning.ModelBuilder (CHECKING may use only earlier layers)",
        "derivation.Ahead uses checking.Limits (DERIVATION may use only earlier layers)",
        "writing.cute.Sibling uses writing.LayoutClassWriter (WRITING may use only earlier layers)",
        "checking.atom.Beside uses checking.Limits (CHECKING may use only earlier layers)",
        "diagnostic.Tag uses LayoutPipeline (REPORTING may use only earlier layers)"),
        violations(sources));
  }

  /** Every use of a processor class that is not of an earlier layer or of the same package. */
  static List<String> violations(List<Source> sources) {
    List<String> out = new ArrayList<>();
    for (Source s : sources) {
      if (s.name().equals("package-info")) {
        continue;  // a package line and its Javadoc
      }
      Layer from = layer(s.pkg(), s.name());
      String code = code(s.text());
      Matcher m = PROCESSOR_CLASS.matcher(code);
      while (m.find()) {
        String pkg = m.group(1).isEmpty() ? "" : m.group(1).substring(0, m.group(1).length() - 1);
        if (!pkg.equals(s.pkg()) && layer(pkg, m.group(2)).compareTo(from) >= 0) {
          out.add(s.where() + " uses " + new Source(pkg, m.group(2), "").where() + " (" + from
              + " may use only earlier layers)");
        }
      }
      if (s.pkg().isEmpty()) {  // the root's classes use each other without a qualified name
        Matcher id = IDENTIFIER.matcher(code);
        while (id.find()) {
          Layer to = ROOT_CLASSES.get(id.group());
          if (to != null && !id.group().equals(s.name()) && to.compareTo(from) > 0) {
            out.add(s.name() + " uses " + id.group() + " (" + from
                + " may use only earlier layers)");
          }
        }
      }
    }
    return out;
  }

  private static Layer layer(String pkg, String name) {
    Layer layer = pkg.isEmpty() ? ROOT_CLASSES.get(name) : PACKAGES.get(pkg);
    if (layer == null) {
      throw new IllegalArgumentException((pkg.isEmpty() ? "root class " + name : "package " + pkg)
          + " has no layer: give it one in StageOrderTest");
    }
    return layer;
  }

  /** The text with each comment and string, text-block or character literal made one space. */
  static String code(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      int skip;
      if (text.startsWith("//", i)) {
        skip = end(text, "\n", i + 2) - 1;  // the line break stays
      } else if (text.startsWith("/*", i)) {
        skip = end(text, "*/", i + 2);
      } else if (text.startsWith("\"\"\"", i)) {
        skip = end(text, "\"\"\"", i + 3);
      } else if (c == '"' || c == '\'') {
        skip = i + 1;
        while (skip < text.length() && text.charAt(skip) != c) {
          skip += text.charAt(skip) == '\\' ? 2 : 1;
        }
        skip++;
      } else {
        out.append(c);
        i++;
        continue;
      }
      out.append(' ');
      i = Math.max(skip, i + 1);
    }
    return out.toString();
  }

  /** The index after the first {@code close} at or after {@code from}, or the text's end + 1. */
  private static int end(String text, String close, int from) {
    int at = text.indexOf(close, from);
    return at < 0 ? text.length() + 1 : at + close.length();
  }

  private static List<Source> mainSources() {
    Path root = mainRoot();
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(p -> p.toString().endsWith(".java")).sorted().map(p -> {
        String dir = root.relativize(p.getParent()).toString().replace(p.getFileSystem()
            .getSeparator(), ".");
        String file = p.getFileName().toString();
        try {
          return new Source(dir, file.substring(0, file.length() - 5), Files.readString(p));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code processor/src/main/java/dev/strided/processor}, from the module or the project. */
  private static Path mainRoot() {
    Path sources = Path.of("src/main/java/dev/strided/processor");
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      for (Path candidate : List.of(dir.resolve(sources), dir.resolve("processor/" + sources))) {
        if (Files.isRegularFile(candidate.resolve("LayoutProcessor.java"))) {
          return candidate;
        }
      }
    }
    throw new IllegalStateException("no processor sources above " + Path.of("").toAbsolutePath());
  }
}
