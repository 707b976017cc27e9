package dev.strided.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code ```} fenced block of a Markdown file (the README's examples), with the line right above
 * its opening fence, where the README's markers ({@code <!-- not checked: ... -->}) go.
 *
 * <pre>{@code
 * List<MarkdownBlock> blocks = MarkdownBlock.parse(List.of("# T", "```java", "int x;", "```"));
 * blocks.get(0).language();   // "java"
 * blocks.get(0).firstLine();  // 3, the file line of "int x;"
 * blocks.get(0).above();      // "# T"
 * }</pre>
 *
 * @param language the fence's info string ("java", "cpp", "" ...)
 * @param firstLine the 1-based file line of the block's first content line
 * @param lines the content lines
 * @param above the line right above the opening fence ("" at the top of the file)
 */
public record MarkdownBlock(String language, int firstLine, List<String> lines, String above) {
  private static final Pattern FENCE = Pattern.compile("^```\\s*([\\w+-]*).*$");

  /** Copies the lines. */
  public MarkdownBlock {
    lines = List.copyOf(lines);
  }

  /**
   * README.md at the root of the checkout, found from the working directory upwards.
   *
   * <pre>{@code
   * Files.readAllLines(MarkdownBlock.readme());
   * }</pre>
   *
   * @return its path
   * @throws IllegalStateException if no directory above has README.md next to {@code core/}
   */
  public static Path readme() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("core"))) {
        return dir.resolve("README.md");
      }
    }
    throw new IllegalStateException("no README.md (next to core/) above "
        + Path.of("").toAbsolutePath());
  }

  /**
   * Every fenced block of a file, in file order.
   *
   * <pre>{@code
   * MarkdownBlock.parse(List.of("```", "a", "```", "```cpp", "b", "```")).size();  // 2
   * }</pre>
   *
   * @param markdown the file's lines
   * @return the blocks
   * @throws IllegalArgumentException if a fence is never closed
   */
  public static List<MarkdownBlock> parse(List<String> markdown) {
    return blocks(markdown, 0, false);
  }

  /**
   * The blocks of the section whose heading line is {@code heading}, up to the next {@code ## }
   * heading outside a block.
   *
   * <pre>{@code
   * MarkdownBlock.inSection(Files.readAllLines(MarkdownBlock.readme()), "## Install");
   * }</pre>
   *
   * @param markdown the file's lines
   * @param heading the whole heading line, e.g. {@code "## Install"}
   * @return the section's blocks in file order
   * @throws IllegalArgumentException if there is no such heading or a fence is never closed
   */
  public static List<MarkdownBlock> inSection(List<String> markdown, String heading) {
    int start = markdown.indexOf(heading);
    if (start < 0) {
      throw new IllegalArgumentException("the Markdown has no line \"" + heading + "\"");
    }
    return blocks(markdown, start + 1, true);
  }

  private static List<MarkdownBlock> blocks(List<String> markdown, int from, boolean section) {
    List<MarkdownBlock> blocks = new ArrayList<>();
    for (int i = from; i < markdown.size(); i++) {
      if (section && markdown.get(i).startsWith("## ")) {
        break;
      }
      Matcher fence = FENCE.matcher(markdown.get(i));
      if (!fence.matches()) {
        continue;
      }
      int end = i + 1;
      while (end < markdown.size() && !markdown.get(end).startsWith("```")) {
        end++;
      }
      if (end == markdown.size()) {
        throw new IllegalArgumentException("line " + (i + 1) + ": the fence is never closed");
      }
      blocks.add(new MarkdownBlock(fence.group(1), i + 2, markdown.subList(i + 1, end),
          i > 0 ? markdown.get(i - 1) : ""));
      i = end;
    }
    return blocks;
  }

  /**
   * The file line of content line {@code index}.
   *
   * <pre>{@code
   * new MarkdownBlock("java", 10, List.of("a", "b"), "").lineOf(1);  // 11
   * }</pre>
   *
   * @param index 0-based; the line count gives the closing fence's line
   * @return the 1-based file line
   */
  public int lineOf(int index) {
    return firstLine + index;
  }

  /**
   * The block's text.
   *
   * <pre>{@code
   * new MarkdownBlock("java", 10, List.of("a", "b"), "").text();  // "a\nb\n"
   * }</pre>
   *
   * @return every content line followed by a newline
   */
  public String text() {
    return String.join("\n", lines) + "\n";
  }
}
