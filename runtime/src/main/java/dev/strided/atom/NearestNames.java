package dev.strided.atom;

import dev.strided.core.EditDistance;
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
        .sorted(Comparator.comparingInt(n -> EditDistance.between(key, n.toLowerCase())))
        .limit(count)
        .toList();
  }
}
