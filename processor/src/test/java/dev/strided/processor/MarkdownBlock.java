package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code ```} fenced block of one {@code ## } section of a Markdown file.
 *
 * @param language the fence's info string ("java", "cpp", "" ...)
 * @param firstLine the 1-based file line of the block's first content line
 * @param lines the content lines
 * @param above the line right above the opening fence ("" at the top of the file)
 */
record MarkdownBlock(String language, int firstLine, List<String> lines, String above) {
  private static final Pattern FENCE = Pattern.compile("^```\\s*([\\w+-]*).*$");

  /** README.md at the root of the checkout, found from the working directory upwards. */
  static Path readme() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("processor"))) {
        return dir.resolve("README.md");
      }
    }
    return fail("no README.md (next to processor/) above " + Path.of("").toAbsolutePath());
  }

  /**
   * The blocks of the section whose heading line is {@code heading}, up to the next {@code ## }.
   *
   * @param markdown the file's lines
   * @param heading the whole heading line, e.g. {@code "## Install"}
   * @return the section's blocks in file order
   */
  static List<MarkdownBlock> inSection(List<String> markdown, String heading) {
    int start = markdown.indexOf(heading);
    if (start < 0) {
      fail("README.md has no line \"" + heading + "\"");
    }
    List<MarkdownBlock> blocks = new ArrayList<>();
    for (int i = start + 1; i < markdown.size() && !markdown.get(i).startsWith("## "); i++) {
      Matcher fence = FENCE.matcher(markdown.get(i));
      if (!fence.matches()) {
        continue;
      }
      int end = i + 1;
      while (end < markdown.size() && !markdown.get(end).startsWith("```")) {
        end++;
      }
      if (end == markdown.size()) {
        fail("README.md:" + (i + 1) + ": the fence is never closed");
      }
      blocks.add(new MarkdownBlock(fence.group(1), i + 2, List.copyOf(markdown.subList(i + 1, end)),
          markdown.get(i - 1)));
      i = end;
    }
    return blocks;
  }

  /** The file line of content line {@code index} (0-based; the closing fence for the size). */
  int lineOf(int index) {
    return firstLine + index;
  }

  /** The block's text: every content line followed by a newline. */
  String text() {
    return String.join("\n", lines) + "\n";
  }
}
