package dev.strided.processor.model;

import dev.strided.atom.ValueType;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import java.util.Arrays;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One TMA entry of {@code copies}: the atom, the type of the values it moves and the
 * {@code @Layout} of the same type that is its global tensor, CuTe's
 * {@code make_tma_copy(SM90_TMA_LOAD{}, gtensor, slayout)} with {@code gtensor}'s element type
 * written in angle brackets.
 *
 * <pre>{@code
 * TmaCopy c = TmaCopy.parse("SM90_TMA_LOAD<bfloat16_t>(Sm90A)").orElseThrow();
 * c.gmem();   // "Sm90A"
 * c.type();   // BFLOAT16_T
 * }</pre>
 *
 * @param text the entry as written
 * @param atom {@code SM90_TMA_LOAD}, {@code SM90_TMA_LOAD_MULTICAST} or {@code SM90_TMA_STORE}
 * @param type the values
 * @param gmem the global layout's name
 */
public record TmaCopy(String text, String atom, ValueType type, String gmem) {
  private static final String PREFIX = "SM90_TMA_";
  private static final Pattern FORM = Pattern.compile(
      "\\s*(SM90_TMA_LOAD|SM90_TMA_LOAD_MULTICAST|SM90_TMA_STORE)\\s*<\\s*(\\w+)\\s*>\\s*"
          + "\\(\\s*([A-Za-z_]\\w*)\\s*\\)\\s*");

  /**
   * Whether a {@code copies} entry names a TMA copy (and is then this package's to check).
   *
   * <pre>{@code TmaCopy.isTma("SM90_TMA_STORE<float>(GmemC)");   // true}</pre>
   *
   * @param entry the entry
   * @return whether it starts with {@code SM90_TMA_}
   */
  public static boolean isTma(String entry) {
    return entry.strip().startsWith(PREFIX);
  }

  /**
   * The entry read, or empty when it is not a TMA entry.
   *
   * <pre>{@code TmaCopy.parse("CopyA");   // Optional.empty}</pre>
   *
   * @param entry the entry
   * @return the copy
   * @throws LayoutRejected if it starts as a TMA entry but is not one
   */
  public static Optional<TmaCopy> parse(String entry) throws LayoutRejected {
    if (!isTma(entry)) {
      return Optional.empty();
    }
    Matcher m = FORM.matcher(entry);
    if (!m.matches()) {
      throw reject(entry + " is not a TMA copy: write the atom, the values' CuTe type "
          + "and the @Layout of the global tensor, as SM90_TMA_LOAD<bfloat16_t>(GmemA) (atoms: "
          + "SM90_TMA_LOAD, SM90_TMA_LOAD_MULTICAST, SM90_TMA_STORE)");
    }
    ValueType type = Arrays.stream(ValueType.values())
        .filter(t -> t.cuteName().equals(m.group(2)) && t.bits() <= 64)
        .findFirst()
        .orElseThrow(() -> reject(entry + " moves " + m.group(2) + ", which is not a "
            + "CuTe value type TMA moves: write one of " + Arrays.stream(ValueType.values())
                .map(ValueType::cuteName).toList()));
    return Optional.of(new TmaCopy(entry.strip(), m.group(1), type, m.group(3)));
  }

  private static LayoutRejected reject(String message) {
    return new LayoutRejected(new Diagnostic(Tag.TMA, "copies: " + message + ".", "copies"));
  }
}
