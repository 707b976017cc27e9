package dev.strided.processor.derivation;

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
final class NameGuess {
  private final String typed;
  private final String lower;
  private String best;
  private int bestDistance;

  NameGuess(String typed) {
    this.typed = typed;
    this.lower = typed.toLowerCase(Locale.ROOT);
    this.bestDistance = typed.length() <= 5 ? 1 : 2;
  }

  /** Keeps {@code known} if it is closer than every name before it and close enough. */
  void consider(String known) {
    if (known.equals(typed)) {
      return;
    }
    int d = distance(lower, known.toLowerCase(Locale.ROOT));
    if (d < bestDistance || best == null && d == bestDistance) {
      best = known;
      bestDistance = d;
    }
  }

  /** The closest name, or null when none is close. */
  String best() {
    return best;
  }

  /** Optimal string alignment distance: Levenshtein's, with a swap of neighbours as one edit. */
  private static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          v = Math.min(v, d[i - 2][j - 2] + 1);
        }
        d[i][j] = v;
      }
    }
    return d[a.length()][b.length()];
  }
}
