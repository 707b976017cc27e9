package dev.strided.cli;

import java.util.Set;

/**
 * What {@code strided show} does, chosen by at most one option, and the options each accepts.
 *
 * <pre>{@code ShowMode.CUTE.accepts("--svg");   // false: --cute prints only the header}</pre>
 */
enum ShowMode {
  /** {@code show LAYOUT}: properties, table, pictures. */
  LAYOUT(null, "shows a layout", Set.of("--svg", "--html")),
  /** {@code show --cute LAYOUT}: a CuTe C++ header. */
  CUTE("--cute", "prints only the C++ header", Set.of("--cute")),
  /** {@code show --tensor TENSOR}: a tensor over iota data, as CuTe's print_tensor. */
  TENSOR("--tensor", "prints only the tensor", Set.of("--tensor")),
  /** {@code show --tv TV [--tile TILE]}: a thread-value layout over its tile. */
  TV("--tv", "draws a thread-value layout", Set.of("--tv", "--tile", "--svg", "--html")),
  /** {@code show --banks LAYOUT}: a warp's shared-memory banks. */
  BANKS("--banks", "shows a warp's shared-memory banks", Set.of("--banks", "--element-bytes",
      "--access", "--at", "--copy", "--threads", "--values", "--warp", "--svg", "--html")),
  /** {@code show --mma NAME}: a tiled MMA's A, B and C as CuTe's print_latex draws them. */
  MMA("--mma", "draws a tiled MMA", Set.of("--mma", "--atoms", "--permutation", "--svg",
      "--html")),
  /** {@code show --copy NAME}: a tiled copy's S and D as CuTe's print_latex draws them. */
  COPY("--copy", "draws a tiled copy", Set.of("--copy", "--threads", "--values",
      "--element-bytes", "--svg", "--html"));

  /** The option that selects the mode; null for the default. */
  final String option;
  /** What the mode does, for a message that refuses an option it does not take. */
  final String does;
  private final Set<String> accepted;

  ShowMode(String option, String does, Set<String> accepted) {
    this.option = option;
    this.does = does;
    this.accepted = accepted;
  }

  /**
   * Whether the mode takes an option.
   *
   * <pre>{@code ShowMode.LAYOUT.accepts("--html");   // true}</pre>
   */
  boolean accepts(String option) {
    return accepted.contains(option);
  }
}
