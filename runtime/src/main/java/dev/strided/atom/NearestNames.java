package dev.strided.atom;

import java.util.Comparator;
import java.util.List;

/**
 * The names of a catalogue closest to a misspelt one, for error messages: by edit distance, ties in
 * catalogue order.
 *
 * <pre>{@code NearestNames.of("SM80_16x8x8_F32TF32TF32F32", names, 3);   // [SM80_16x8x8_F32TF32TF32F32_TN, ...]}</pre>
 */
final class NearestNames {
  private NearestNames() {}

  static List<String> of(String wrong, List<String> names, int count) {
    String key = wrong.toLowerCase();
    return names.stream()
        .sorted(Comparator.comparingInt(n -> distance(key, n.toLowerCase())))
        .limit(count)
        .toList();
  }

  /** Levenshtein distance. */
  private static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
