package dev.strided.samples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reads README.md and every {@code docs/*.md} page ({@link MarkdownPage}) and checks every
 * {@code ```java} block, so neither can drift from the code; failures cite the page and line
 * ({@code docs/runtime.md:123: ...}). The convention, the same on every page (also for new sections):
 *
 * <ol>
 *   <li><b>Compilation unit</b>: a block with a top-level type declaration at column 0
 *       ({@code class}, {@code interface}, {@code enum}, {@code record}, {@code @interface}, with
 *       modifiers). It is compiled alone with javac {@code --release 17 -Xlint:all,-processing
 *       -Werror} and the Strided processor; the file is named after its public type (else its first
 *       type). If it has a {@code main}, main is run; when any {@code System.out.println(...);} line
 *       ends with a {@code // text} comment, what main prints must be exactly those texts, one line
 *       each, in order.
 *   <li><b>Runtime snippet</b>: any other java block. Its statements run in order in one method of a
 *       class that imports {@code dev.strided.*}, {@code dev.strided.render.*} and {@code dev.strided.tensor.*} (plus the block's
 *       own {@code import} lines). A statement whose last line (the one with its final {@code ;}, at
 *       bracket depth 0) ends with a {@code //} comment is checked:
 *       <ul>
 *         <li>{@code // VALUE}: {@code String.valueOf} of the expression (of the declared variable,
 *             for {@code Type name = ...;}) equals VALUE exactly;
 *         <li>{@code // throws Name} or {@code // throws Name: text}: it throws an exception whose
 *             class or a superclass has the simple name {@code Name} ({@code NotationException} is an
 *             {@code IllegalArgumentException}) and whose message contains {@code text}; only on
 *             expression statements.
 *       </ul>
 *       In both, text after " — " (space, em dash, space) is prose and is not compared. Comment-only
 *       lines and statements without a trailing comment run but are not compared. A runtime snippet
 *       must check at least one statement.
 *   <li><b>Not checked</b>: a block right below {@code <!-- not checked: REASON -->} (the line just
 *       above the opening fence) is skipped; it shows as a skipped test with its REASON, which must
 *       not be empty.
 * </ol>
 *
 * <p>In README.md, a {@code <!-- file: PATH -->} marker above a block makes it a file of the
 * README's user project, which {@code scripts/check-readme-project.sh} builds with Maven (it reads
 * README.md only); java blocks so marked are still compilation units checked here. Only {@code ```}
 * fences are recognised.
 */
class ReadmeExamplesTest {
  private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;.*");
  private static final Pattern PRINTLN = Pattern.compile("^\\s*System\\.out\\.println\\(.*\\);\\s*$");
  /**
   * The java blocks checked (compiled or run) when the README held them all, before the reference
   * moved into docs/: fewer now means a page or a block was lost on the way.
   */
  private static final int CHECKED_BEFORE_THE_SPLIT = 10;
  /** A design record that names the issues it carried out; every other page cites none. */
  private static final String DESIGN_RECORD = "docs/design-core.md";

  @TempDir Path scratch;

  @TestFactory
  Stream<DynamicTest> everyJavaBlockIsCompiledAndChecked() {
    return javaBlocks().stream().map(block -> dynamicTest(
        block.at(block.firstLine()) + " " + block.kind(), () -> check(block)));
  }

  @Test
  void thePagesHaveEachKindOfBlockAndTheReadmeItsUserProject() {
    List<ReadmeBlock> java = javaBlocks();
    for (ReadmeBlock.Kind kind : ReadmeBlock.Kind.values()) {
      assertTrue(java.stream().anyMatch(b -> b.kind() == kind),
          "README.md and docs/*.md have no " + kind + " java block: did the parser break?");
    }
    List<ReadmeBlock> readme = MarkdownPage.all().get(0).blocks();
    assertTrue(readme.stream().anyMatch(b -> "pom.xml".equals(b.file()) && b.language().equals("xml")),
        "README.md: the user project's <!-- file: pom.xml --> block is missing");
    assertTrue(readme.stream().anyMatch(b -> b.isJava() && b.file() != null
            && b.kind() == ReadmeBlock.Kind.COMPILATION_UNIT),
        "README.md: the user project's <!-- file: src/main/java/... --> java block is missing");
  }

  @Test
  void noCheckedBlockWasLostWhenTheReferenceMovedIntoDocs() {
    int checked = 0;
    for (MarkdownPage page : MarkdownPage.all()) {
      Map<ReadmeBlock.Kind, Long> kinds = page.blocks().stream().filter(ReadmeBlock::isJava)
          .collect(Collectors.groupingBy(ReadmeBlock::kind, () -> new EnumMap<>(ReadmeBlock.Kind.class),
              Collectors.counting()));
      long compiled = kinds.getOrDefault(ReadmeBlock.Kind.COMPILATION_UNIT, 0L);
      long run = kinds.getOrDefault(ReadmeBlock.Kind.RUNTIME_SNIPPET, 0L);
      System.out.printf("%s: %d java blocks checked (%d compiled, %d run), %d not checked%n",
          page.name(), compiled + run, compiled, run,
          kinds.getOrDefault(ReadmeBlock.Kind.NOT_CHECKED, 0L));
      checked += (int) (compiled + run);
    }
    assertTrue(checked >= CHECKED_BEFORE_THE_SPLIT, "README.md and docs/*.md have " + checked
        + " checked java blocks, fewer than the " + CHECKED_BEFORE_THE_SPLIT + " the README had alone");
  }

  @Test
  void thePagesCiteNoIssueNumbers() {
    Pattern issue = Pattern.compile("(?i)\\bissues?\\s+#?\\d+|(^|\\s)#\\d+\\b");
    for (MarkdownPage page : MarkdownPage.all()) {
      Matcher cited = issue.matcher(page.text());
      if (!page.name().equals(DESIGN_RECORD)) {
        assertFalse(cited.find(), () -> page.name() + " cites an issue: \"" + cited.group() + "\"");
      }
    }
  }

  private void check(ReadmeBlock block) throws Exception {
    switch (block.kind()) {
      case NOT_CHECKED -> {
        assertFalse(block.notChecked().isEmpty(), block.at(block.firstLine())
            + ": <!-- not checked: REASON --> needs a reason");
        Assumptions.abort("not checked: " + block.notChecked());
      }
      case COMPILATION_UNIT -> checkCompilationUnit(block);
      case RUNTIME_SNIPPET -> checkRuntimeSnippet(block);
    }
  }

  private void checkCompilationUnit(ReadmeBlock block) throws Exception {
    String packageName = "";
    String typeName = null;
    List<String> expected = new ArrayList<>();
    for (String line : block.lines()) {
      Matcher pkg = PACKAGE.matcher(line);
      Matcher type = ReadmeBlock.TYPE_DECLARATION.matcher(line);
      if (pkg.matches()) {
        packageName = pkg.group(1) + ".";
      } else if (type.matches() && (typeName == null || line.startsWith("public "))) {
        typeName = type.group(1);
      }
      SourceLine source = SourceLine.of(line);
      if (source.comment() != null && PRINTLN.matcher(source.code()).matches()) {
        expected.add(((Expectation.Value) Expectation.parse(source.comment())).text());
      }
    }
    Path dir = scratchFor(block);
    Path file = dir.resolve("src").resolve(typeName + ".java");
    Files.createDirectories(file.getParent());
    Files.writeString(file, block.text());
    Path classes = ReadmeJavac.compile(file, dir, block.page(), line -> block.firstLine() + line - 1);
    if (block.lines().stream().anyMatch(line -> line.contains("static void main("))) {
      String printed = ReadmeJavac.runMain(classes, packageName + typeName);
      if (!expected.isEmpty()) {
        assertEquals(String.join("\n", expected) + "\n", printed,
            block.at(block.firstLine()) + ": what main prints differs from the println comments");
      }
    }
  }

  private void checkRuntimeSnippet(ReadmeBlock block) throws Exception {
    String className = "SnippetAtLine" + block.firstLine();
    RuntimeSnippet snippet = RuntimeSnippet.translate(block, className);
    assertTrue(snippet.checkedStatements() > 0, block.at(block.firstLine()) + ": a runtime snippet"
        + " must check at least one statement (// value) or be marked <!-- not checked: REASON -->");
    Path dir = scratchFor(block);
    Path file = dir.resolve("src").resolve(className + ".java");
    Files.createDirectories(file.getParent());
    Files.writeString(file, snippet.source());
    Path classes = ReadmeJavac.compile(file, dir, block.page(), snippet::pageLine);
    Checks checks = new Checks(block.page());
    ReadmeJavac.runSnippet(classes, RuntimeSnippet.PACKAGE + "." + className, checks);
    assertEquals(List.of(), checks.failures());
    assertEquals(snippet.checkedStatements(), checks.checked(), "every checked statement reported");
  }

  /** A folder of its own per block: two pages may have a block on the same line. */
  private Path scratchFor(ReadmeBlock block) {
    return scratch.resolve(block.page().replace('/', '-') + "-line" + block.firstLine());
  }

  private static List<ReadmeBlock> javaBlocks() {
    return MarkdownPage.all().stream().flatMap(page -> page.blocks().stream())
        .filter(ReadmeBlock::isJava).toList();
  }
}
