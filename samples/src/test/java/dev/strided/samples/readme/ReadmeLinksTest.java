package dev.strided.samples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.MarkdownBlock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README is a front door to the {@code docs/} pages: every relative link of README.md and of a
 * docs page reaches a file, every {@code #anchor} a heading of its page (as GitHub names headings),
 * and the README's map links every docs page.
 */
class ReadmeLinksTest {
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
  private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*$");
  private static final Pattern INLINE_CODE = Pattern.compile("`[^`]*`");
  /** What GitHub drops from a heading's text to make its anchor. */
  private static final Pattern NOT_IN_ANCHOR = Pattern.compile("[^\\p{L}\\p{N}\\p{M}\\p{Pc} -]");
  private static final String MAP = "## Documentation";

  @Test
  void anchorsAreGitHubsHeadingIds() {
    assertEquals(List.of("layout-layouts-checked-by-javac", "cute-c-interop-emitted-headers",
            "expressions-layoutderive", "strided", "strided-1"),
        anchors(List.of("## `@Layout`: layouts checked by javac", "```", "# not a heading", "```",
            "## CuTe C++ interop: emitted headers", "## Expressions: `Layout.derive`", "# Strided",
            "### Strided")));
  }

  @Test
  void everyRelativeLinkReachesAFileAndEveryAnchorAHeading() throws IOException {
    Path root = MarkdownBlock.readme().getParent();
    List<String> broken = new ArrayList<>();
    int links = 0;
    for (MarkdownPage page : MarkdownPage.all()) {
      Path dir = root.resolve(page.name()).getParent();
      for (int i : linesOutsideFences(page.lines())) {
        Matcher link = LINK.matcher(INLINE_CODE.matcher(page.lines().get(i)).replaceAll(""));
        while (link.find()) {
          String target = link.group(1);
          if (target.matches("^[a-z]+:.*")) {
            continue;
          }
          links++;
          int hash = target.indexOf('#');
          String file = hash < 0 ? target : target.substring(0, hash);
          Path dest = file.isEmpty() ? root.resolve(page.name()) : dir.resolve(file).normalize();
          String where = page.name() + ":" + (i + 1) + ": (" + target + ")";
          if (!Files.exists(dest)) {
            broken.add(where + " reaches no file " + root.relativize(dest));
          } else if (hash >= 0 && dest.toString().endsWith(".md")
              && !anchors(Files.readAllLines(dest)).contains(target.substring(hash + 1))) {
            broken.add(where + " names no heading of " + root.relativize(dest));
          }
        }
      }
    }
    assertEquals(List.of(), broken);
    assertTrue(links > 20, "only " + links + " relative links found: did the link pattern break?");
  }

  @Test
  void theReadmesMapLinksEveryDocsPage() {
    List<MarkdownPage> pages = MarkdownPage.all();
    List<String> readme = pages.get(0).lines();
    int map = readme.indexOf(MAP);
    assertTrue(map >= 0, "README.md has no line \"" + MAP + "\"");
    List<String> section = new ArrayList<>();
    for (int i = map + 1; i < readme.size() && !readme.get(i).startsWith("## "); i++) {
      section.add(readme.get(i));
    }
    for (MarkdownPage page : pages.subList(1, pages.size())) {
      assertTrue(section.stream().anyMatch(line -> line.startsWith("- [" + page.name() + "]("
              + page.name() + ")")),
          "README.md's " + MAP + " has no line \"- [" + page.name() + "](" + page.name() + "): ...\"");
    }
  }

  /** The anchors of a page's headings outside fenced blocks, in order (repeats get -1, -2 ...). */
  private static List<String> anchors(List<String> markdown) {
    List<String> anchors = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    for (int i : linesOutsideFences(markdown)) {
      Matcher heading = HEADING.matcher(markdown.get(i));
      if (heading.matches()) {
        String text = heading.group(1).replace("`", "").replace("*", "").toLowerCase(Locale.ROOT);
        String anchor = NOT_IN_ANCHOR.matcher(text).replaceAll("").replace(' ', '-');
        int repeat = seen.merge(anchor, 1, Integer::sum) - 1;
        anchors.add(repeat == 0 ? anchor : anchor + "-" + repeat);
      }
    }
    return anchors;
  }

  /** The 0-based indices of the lines outside fenced blocks (fences excluded), in order. */
  private static List<Integer> linesOutsideFences(List<String> markdown) {
    List<Integer> outside = new ArrayList<>();
    boolean inside = false;
    for (int i = 0; i < markdown.size(); i++) {
      if (markdown.get(i).startsWith("```")) {
        inside = !inside;
      } else if (!inside) {
        outside.add(i);
      }
    }
    return outside;
  }
}
