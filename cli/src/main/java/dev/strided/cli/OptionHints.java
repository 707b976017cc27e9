package dev.strided.cli;

/**
 * What an option of {@code strided show} says when its value is missing.
 *
 * <pre>{@code OptionHints.needsValue("--svg");   // "--svg needs a file name, e.g. --svg layout.svg"}</pre>
 */
final class OptionHints {
  private OptionHints() {}

  /**
   * What {@code OPTION needs ...} says when an option lacks its value.
   *
   * <pre>{@code OptionHints.needsValue("--svg");   // "--svg needs a file name, e.g. --svg layout.svg"}</pre>
   */
  static String needsValue(String option) {
    return switch (option) {
      case "--svg", "--html" -> option + " needs a file name, e.g. " + option + " layout."
          + option.substring(2);
      case "--tensor" -> option + " needs a tensor, e.g. " + option
          + " \"local_tile((8,8):(8,1), (4,2), (1,_))\"";
      case "--tv" -> option + " needs a thread-value layout, e.g. " + option
          + " \"((4,8),4):((32,1),8)\"";
      case "--tile" -> option + " needs a tile, e.g. " + option + " \"(32,4)\"";
      case "--banks" -> option + " needs a shared-memory layout, e.g. " + option
          + " \"(32,32):(32,1)\"";
      case "--element-bytes" -> option + " needs 2, 4 or 8";
      case "--access" -> option + " needs column or row";
      case "--at" -> option + " needs a column or row number, e.g. " + option + " 3";
      case "--mma" -> option + " needs an MMA atom, e.g. " + option
          + " SM80_16x8x8_F32TF32TF32F32_TN";
      case "--copy" -> option + " needs a copy atom, e.g. " + option + " \"UniversalCopy<uint32_t>\"";
      case "--atoms", "--threads", "--values" -> option + " needs a layout, e.g. " + option
          + " \"(2,2,1)\"";
      case "--permutation" -> option + " needs a tiler, e.g. " + option + " \"(32,32,8)\"";
      case "--warp" -> option + " needs a warp number, e.g. " + option + " 1";
      default -> option + " needs a value";
    };
  }
}
