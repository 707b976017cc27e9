package dev.strided.processor.diagnostic;

/**
 * Thrown by a check to stop processing one annotation: its {@link Diagnostic} is the only error
 * reported for it, so one fault never cascades into several errors.
 *
 * <pre>{@code
 * throw new LayoutRejected(new Diagnostic(Tag.EXTENT, "...", "shape"));
 * }</pre>
 */
public final class LayoutRejected extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient Diagnostic diagnostic;

  /**
   * Creates the rejection.
   *
   * @param diagnostic the error to report
   */
  public LayoutRejected(Diagnostic diagnostic) {
    super(diagnostic.text(), null, false, false);
    this.diagnostic = diagnostic;
  }

  /** The error to report. */
  public Diagnostic diagnostic() {
    return diagnostic;
  }
}
