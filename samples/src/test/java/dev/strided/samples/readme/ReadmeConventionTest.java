package dev.strided.samples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The snippet convention of README.md and the docs pages on small made-up blocks, including the
 * failures it must report and the page they cite.
 */
class ReadmeConventionTest {

  @Test
  void commentsAreFoundOutsideLiteralsOnly() {
    SourceLine line = SourceLine.of("f(\"a//b\", '/'); // (_2):(_1) — why");
    assertEquals("f(\"a//b\", '/'); ", line.code());
    assertEquals("(_2):(_1) — why", line.comment());
    assertEquals(2, SourceLine.of("g((1,").depthChange());
    assertNull(SourceLine.of("h(\"\\\"//\");").comment());
  }

  @Test
  void expectationsDropTheNoteAndReadThrows() {
    assertEquals(new Expectation.Value("7"), Expectation.parse("7 — mode 1 splits: 4 + 2 + 1"));
    assertEquals(new Expectation.Value("(_3,_4):(_2,_6)"), Expectation.parse("(_3,_4):(_2,_6)"));
    assertEquals(new Expectation.Throws("IllegalArgumentException", "not exact"),
        Expectation.parse("throws IllegalArgumentException: not exact — C++ computes it"));
    assertEquals(new Expectation.Throws("IllegalStateException", ""),
        Expectation.parse("throws IllegalStateException"));
  }

  @Test
  void blocksGetTheirMarkersLinesAndKinds() {
    List<ReadmeBlock> blocks = ReadmeBlock.parse("docs/guide.md", List.of(
        "text", "<!-- not checked: an excerpt -->", "```java", "int x() { return 1; }", "```",
        "<!-- file: src/main/java/a/A.java -->", "```java", "package a;", "public final class A {}",
        "```", "```java", "Layout.parse(\"8\").size(); // 8", "```", "```xml", "<project/>", "```"));
    assertEquals(4, blocks.size());
    assertEquals(ReadmeBlock.Kind.NOT_CHECKED, blocks.get(0).kind());
    assertEquals("an excerpt", blocks.get(0).notChecked());
    assertEquals(4, blocks.get(0).firstLine());
    assertEquals("docs/guide.md:4", blocks.get(0).at(4));
    assertEquals(ReadmeBlock.Kind.COMPILATION_UNIT, blocks.get(1).kind());
    assertEquals("src/main/java/a/A.java", blocks.get(1).file());
    assertEquals(ReadmeBlock.Kind.RUNTIME_SNIPPET, blocks.get(2).kind());
    assertEquals(12, blocks.get(2).firstLine());
    assertEquals("xml", blocks.get(3).language());
    IllegalArgumentException unclosed = assertThrows(IllegalArgumentException.class,
        () -> ReadmeBlock.parse("docs/guide.md", List.of("```java", "x")));
    assertTrue(unclosed.getMessage().startsWith("docs/guide.md: line 1: "), unclosed.getMessage());
  }

  @Test
  void thePagesAreTheReadmeThenTheDocsInNameOrder() {
    List<String> names = MarkdownPage.all().stream().map(MarkdownPage::name).toList();
    assertEquals("README.md", names.get(0));
    assertTrue(names.contains("docs/testing.md"), names.toString());
    List<String> docs = names.subList(1, names.size());
    assertTrue(docs.stream().allMatch(n -> n.startsWith("docs/") && n.endsWith(".md")), docs.toString());
    assertEquals(docs.stream().sorted().toList(), docs);
  }

  @Test
  void wrongValuesAndMissingExceptionsAreReportedWithTheirPageLines(@TempDir Path dir)
      throws Exception {
    ReadmeBlock block = new ReadmeBlock("docs/runtime.md", "java", 100, List.of(
        "Layout a = Layout.parse(\"(_2,_4):(_1,_2)\");   // (_2,_4):(_1,_2)",
        "a.coalesce(",
        "    );                                          // _8:_2 — wrong on purpose",
        "a.size();                                       // 8",
        "// a comment line, not compared",
        "a.get(0);                                       // throws IllegalArgumentException",
        "Layout.parse(\"(2,3\");                           // throws IllegalArgumentException: (2,3"),
        null, null);
    RuntimeSnippet snippet = RuntimeSnippet.translate(block, "Probe");
    assertEquals(5, snippet.checkedStatements());
    Path source = dir.resolve("Probe.java");
    Files.writeString(source, snippet.source());
    Checks checks = new Checks(block.page());
    ReadmeJavac.runSnippet(ReadmeJavac.compile(source, dir, block.page(), snippet::pageLine),
        RuntimeSnippet.PACKAGE + ".Probe", checks);
    assertEquals(5, checks.checked());
    assertEquals(List.of(
        "docs/runtime.md:102: the comment says _8:_2 but the value is _8:_1",
        "docs/runtime.md:105: the comment says it throws IllegalArgumentException but it returned"),
        checks.failures());
  }

  @Test
  void compileErrorsPointIntoThePage(@TempDir Path dir) throws Exception {
    ReadmeBlock block = new ReadmeBlock("docs/derived-layouts.md", "java", 40, List.of("Layout a = Layout.parse(\"8\");",
        "a.noSuchMethod();                              // 1"), null, null);
    RuntimeSnippet snippet = RuntimeSnippet.translate(block, "Broken");
    Path source = dir.resolve("Broken.java");
    Files.writeString(source, snippet.source());
    AssertionError error = assertThrows(AssertionError.class,
        () -> ReadmeJavac.compile(source, dir, block.page(), snippet::pageLine));
    assertTrue(error.getMessage().startsWith("docs/derived-layouts.md:41: error: cannot find symbol"),
        error.getMessage());
  }

  @Test
  void aThrowsCommentOnADeclarationIsRefused() {
    ReadmeBlock block = new ReadmeBlock("README.md", "java", 7,
        List.of("Layout a = Layout.parse(\"(2,3\"); // throws IllegalArgumentException"), null, null);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RuntimeSnippet.translate(block, "Refused"));
    assertTrue(e.getMessage().startsWith("README.md:7: a // throws comment needs an expression"), e.getMessage());
  }
}
