package dev.strided.processor.diagnostic;

/**
 * One javac message about one annotation: a tag, a message (one sentence, then the evidence) and the
 * attribute it belongs to.
 *
 * <pre>{@code
 * new Diagnostic(Tag.EXTENT, "shape (2,0) has extent 0 at mode (1) ...", "shape").text();
 * // "[strided:extent] shape (2,0) has extent 0 at mode (1) ..."
 * }</pre>
 *
 * @param tag the rule that failed; it also decides error or warning
 * @param message the sentence and its evidence
 * @param attribute the attribute to anchor on, or null for the whole annotation
 */
public record Diagnostic(Tag tag, String message, String attribute) {
  /** The text javac shows: {@code [strided:tag] message}. */
  public String text() {
    return "[strided:" + tag.id() + "] " + message;
  }
}
