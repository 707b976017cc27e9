package dev.strided.samples.readme;

import dev.strided.testing.MarkdownBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fenced code block of README.md or of a {@code docs/} page ({@link MarkdownBlock}) with the
 * README's convention read from the marker comment right above its opening fence.
 *
 * <pre>{@code
 * List<ReadmeBlock> blocks = ReadmeBlock.parse("docs/runtime.md", List.of(
 *     "<!-- not checked: an excerpt -->", "```java", "int x;", "```"));
 * blocks.get(0).kind();          // Kind.NOT_CHECKED
 * blocks.get(0).firstLine();     // 3, the page line of "int x;"
 * blocks.get(0).at(3);           // "docs/runtime.md:3"
 * }</pre>
 *
 * @param page the Markdown file, relative to the checkout ("README.md", "docs/runtime.md")
 * @param language the fence's info string ("java", "xml", "" ...)
 * @param firstLine the 1-based line number of the block's first content line
 * @param lines the content lines
 * @param notChecked the reason of a {@code <!-- not checked: REASON -->} marker, or null
 * @param file the path of a {@code <!-- file: PATH -->} marker, or null
 */
record ReadmeBlock(
    String page, String language, int firstLine, List<String> lines, String notChecked, String file) {

  /** How the README test treats a {@code java} block. */
  enum Kind {
    /** Declares a top-level type: compiled with javac and the Strided processor; main is run. */
    COMPILATION_UNIT,
    /** Statements: run in a method body; each trailing comment on a statement's last line is checked. */
    RUNTIME_SNIPPET,
    /** Marked {@code <!-- not checked: REASON -->}. */
    NOT_CHECKED
  }

  private static final Pattern NOT_CHECKED_MARKER =
      Pattern.compile("^<!--\\s*not checked:(.*?)-->\\s*$");
  private static final Pattern FILE_MARKER = Pattern.compile("^<!--\\s*file:\\s*(\\S+)\\s*-->\\s*$");
  /** A top-level type declaration at column 0; group 1 is the type's name. */
  static final Pattern TYPE_DECLARATION = Pattern.compile(
      "^(?:(?:public|final|abstract|sealed|non-sealed|strictfp)\\s+)*"
          + "(?:class|interface|enum|record|@interface)\\s+(\\w+).*");

  /**
   * Finds every fenced block ({@code ```} fences only) and reads its marker.
   *
   * @param page the file's name, relative to the checkout
   * @param markdown the file's lines
   * @return the blocks in file order
   * @throws IllegalArgumentException naming the page if a fence is never closed
   */
  static List<ReadmeBlock> parse(String page, List<String> markdown) {
    List<MarkdownBlock> fenced;
    try {
      fenced = MarkdownBlock.parse(markdown);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(page + ": " + e.getMessage(), e);
    }
    List<ReadmeBlock> blocks = new ArrayList<>();
    for (MarkdownBlock block : fenced) {
      String marker = block.above().trim();
      Matcher notChecked = NOT_CHECKED_MARKER.matcher(marker);
      Matcher file = FILE_MARKER.matcher(marker);
      blocks.add(new ReadmeBlock(page, block.language(), block.firstLine(), block.lines(),
          notChecked.matches() ? notChecked.group(1).trim() : null,
          file.matches() ? file.group(1) : null));
    }
    return blocks;
  }

  /** Whether this is a {@code java} block. */
  boolean isJava() {
    return language.equals("java");
  }

  /** The kind of a java block: a marker wins, then a top-level type declaration at column 0. */
  Kind kind() {
    if (notChecked != null) {
      return Kind.NOT_CHECKED;
    }
    return lines.stream().anyMatch(line -> TYPE_DECLARATION.matcher(line).matches())
        ? Kind.COMPILATION_UNIT
        : Kind.RUNTIME_SNIPPET;
  }

  /** Where a line of the page is, as errors cite it: {@code "docs/runtime.md:123"}. */
  String at(long line) {
    return page + ":" + line;
  }

  /** The page line number of content line {@code index} (0-based). */
  int lineOf(int index) {
    return firstLine + index;
  }

  /** The block's text, one line per content line. */
  String text() {
    return String.join("\n", lines) + "\n";
  }
}
