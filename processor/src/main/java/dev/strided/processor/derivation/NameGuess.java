package dev.strided.processor.derivation;

import dev.strided.core.EditDistance;
import java.util.Locale;

/**
 * The known name closest to a mistyped one, for "did you mean": the fewest single-character
 * edits (an insertion, a deletion, a substitution, or two neighbours swapped), ignoring case; a
 * guess only when it is close (one edit for names of up to five characters, two for longer ones).
 *
 * <pre>{@code
 * NameGuess g = new NameGuess("GemmC");
 * g.consider("GmemC"); g.consider("SmemA");
 * g.best();   // GmemC
 * }</pre>
 */
public final class NameGuess {
  private final String typed;
  private final String lower;
  private String best;
  private int bestDistance;

  public NameGuess(String typed) {
    this.typed = typed;
    this.lower = typed.toLowerCase(Locale.ROOT);
    this.bestDistance = typed.length() <= 5 ? 1 : 2;
  }

  /** Keeps {@code known} if it is closer than every name before it and close enough. */
  public void consider(String known) {
    if (known.equals(typed)) {
      return;
    }
    int d = EditDistance.between(lower, known.toLowerCase(Locale.ROOT));
    if (d < bestDistance || best == null && d == bestDistance) {
      best = known;
      bestDistance = d;
    }
  }

  /** The closest name, or null when none is close. */
  public String best() {
    return best;
  }
}
