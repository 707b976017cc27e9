package dev.strided.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownBlockTest {
  private static final List<String> MARKDOWN = List.of(
      "# Title",                      // 1
      "```java",                      // 2
      "int a;",                       // 3
      "```",                          // 4
      "## Install",                   // 5
      "<!-- marker -->",              // 6
      "``` cpp extra",                // 7
      "## not a heading inside",      // 8
      "x();",                         // 9
      "```",                          // 10
      "## Next",                      // 11
      "```",                          // 12
      "plain",                        // 13
      "```");                         // 14

  @Test
  void everyBlockWithItsLanguageLinesAndTheLineAbove() {
    List<MarkdownBlock> blocks = MarkdownBlock.parse(MARKDOWN);
    assertEquals(3, blocks.size());
    assertEquals(new MarkdownBlock("java", 3, List.of("int a;"), "# Title"), blocks.get(0));
    assertEquals(new MarkdownBlock("cpp", 8, List.of("## not a heading inside", "x();"),
        "<!-- marker -->"), blocks.get(1));
    assertEquals(new MarkdownBlock("", 13, List.of("plain"), "## Next"), blocks.get(2));
    assertEquals("", MarkdownBlock.parse(List.of("```", "a", "```")).get(0).above());
  }

  @Test
  void aSectionEndsAtTheNextHeadingOutsideABlock() {
    List<MarkdownBlock> install = MarkdownBlock.inSection(MARKDOWN, "## Install");
    assertEquals(1, install.size());
    assertEquals(9, install.get(0).lineOf(1));
    assertEquals("## not a heading inside\nx();\n", install.get(0).text());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MarkdownBlock.inSection(MARKDOWN, "## Missing"));
    assertEquals("the Markdown has no line \"## Missing\"", e.getMessage());
  }

  @Test
  void anUnclosedFenceIsAnError() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MarkdownBlock.parse(List.of("text", "```java", "x")));
    assertEquals("line 2: the fence is never closed", e.getMessage());
  }

  @Test
  void theReadmeIsFoundAboveTheWorkingDirectory() {
    assertTrue(Files.isRegularFile(MarkdownBlock.readme()));
    assertTrue(Files.isDirectory(MarkdownBlock.readme().resolveSibling("core")));
  }
}
