package dev.strided.samples.readme;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the outcome of every checked statement of a runtime snippet of README.md or a docs page;
 * the translated snippet ({@link RuntimeSnippet}) calls it with the page line of each statement.
 *
 * <pre>{@code
 * Checks checks = new Checks("docs/runtime.md");
 * checks.value(12, "8", Layout.parse("(2,4)").size());
 * checks.failures();    // []
 * }</pre>
 */
public final class Checks {
  private final String page;
  private final List<String> failures = new ArrayList<>();
  private int checked;

  /**
   * Checks for the snippets of one page.
   *
   * @param page the page that failures cite, e.g. "README.md" or "docs/runtime.md"
   */
  public Checks(String page) {
    this.page = page;
  }

  /**
   * Compares a statement's value with the page's comment.
   *
   * @param line the page line of the statement's comment
   * @param expected the comment's value text
   * @param actual the statement's value
   */
  public void value(int line, String expected, Object actual) {
    checked++;
    String text = String.valueOf(actual);
    if (!text.equals(expected)) {
      failures.add(page + ":" + line + ": the comment says " + expected + " but the value is " + text);
    }
  }

  /**
   * Records that a statement promised to throw did not.
   *
   * @param line the page line
   * @param type the simple name of the promised exception's class or of a superclass
   */
  public void notThrown(int line, String type) {
    checked++;
    failures.add(page + ":" + line + ": the comment says it throws " + type + " but it returned");
  }

  /**
   * Compares a thrown exception with the promise.
   *
   * @param line the page line
   * @param type the promised exception's simple name
   * @param messagePart text the message must contain (empty: any)
   * @param thrown what the statement threw
   */
  public void thrown(int line, String type, String messagePart, RuntimeException thrown) {
    checked++;
    String message = String.valueOf(thrown.getMessage());
    if (!isA(thrown.getClass(), type) || !message.contains(messagePart)) {
      failures.add(page + ":" + line + ": the comment says it throws " + type + " containing \""
          + messagePart + "\" but it threw " + thrown);
    }
  }

  private static boolean isA(Class<?> type, String simpleName) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      if (c.getSimpleName().equals(simpleName)) {
        return true;
      }
    }
    return false;
  }

  /** The mismatches, one sentence each. */
  public List<String> failures() {
    return failures;
  }

  /** How many statements were checked. */
  public int checked() {
    return checked;
  }
}
