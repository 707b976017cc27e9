package dev.strided.core;

/**
 * How far apart two names are, for "did you mean" in error messages: the fewest single-character
 * edits (an insertion, a deletion, a substitution, or two neighbours swapped) that turn one into
 * the other (the optimal string alignment distance).
 *
 * <pre>{@code EditDistance.between("GemmC", "GmemC");   // 1: a swap}</pre>
 */
public final class EditDistance {
  private EditDistance() {}

  /**
   * The distance, case-sensitive (callers lower-case both names to ignore case).
   *
   * @param a a name
   * @param b another
   * @return the number of edits
   */
  public static int between(String a, String b) {
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
