package dev.strided.samples.readme;

import dev.strided.testing.MarkdownBlock;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A Markdown page whose code the README test checks: README.md, then every {@code docs/*.md} page
 * in name order.
 *
 * <pre>{@code
 * List<MarkdownPage> pages = MarkdownPage.all();
 * pages.get(0).name();                   // "README.md"
 * pages.get(1).name();                   // e.g. "docs/cute-interop.md"
 * pages.get(0).blocks().get(0).page();   // "README.md"
 * }</pre>
 *
 * @param name the path relative to the checkout, with {@code /}: "README.md", "docs/runtime.md"
 * @param lines the page's lines
 */
record MarkdownPage(String name, List<String> lines) {
  /** The folder, next to README.md, whose {@code *.md} pages are checked too. */
  static final String DOCS = "docs";

  /** Copies the lines. */
  MarkdownPage {
    lines = List.copyOf(lines);
  }

  /**
   * README.md and the {@code docs/*.md} pages of the checkout.
   *
   * @return README.md first, then the docs pages sorted by file name
   */
  static List<MarkdownPage> all() {
    Path readme = MarkdownBlock.readme();
    List<MarkdownPage> pages = new ArrayList<>();
    pages.add(read(readme, "README.md"));
    try (Stream<Path> docs = Files.list(readme.resolveSibling(DOCS))) {
      docs.filter(p -> p.getFileName().toString().endsWith(".md")).sorted()
          .forEach(p -> pages.add(read(p, DOCS + "/" + p.getFileName())));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pages;
  }

  private static MarkdownPage read(Path file, String name) {
    try {
      return new MarkdownPage(name, Files.readAllLines(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every fenced block of the page, each knowing its page. */
  List<ReadmeBlock> blocks() {
    return ReadmeBlock.parse(name, lines);
  }

  /** The page's text, one line per line. */
  String text() {
    return String.join("\n", lines) + "\n";
  }
}
