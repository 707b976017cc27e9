package dev.strided.samples;

/** The check the demo prints for the swizzled shared-memory tile of A. */
final class SwizzledTile {
  private SwizzledTile() {}

  /**
   * Whether every (row, column) of the 64×32 A tile has its own slot of {@code SmemA}.
   *
   * <pre>{@code
   * SwizzledTile.isBijection();   // true
   * }</pre>
   *
   * @return true when the 2048 coordinates hit the 2048 slots once each
   */
  static boolean isBijection() {
    boolean[] hit = new boolean[SmemA.COSIZE];
    int count = 0;
    for (int p = 0; p < BlockA.layout().size(1); p++) {
      for (int i = 0; i < BlockA.layout().size(0); i++) {
        int slot = SmemA.index(i, p);
        if (slot < 0 || slot >= hit.length || hit[slot]) {
          return false;
        }
        hit[slot] = true;
        count++;
      }
    }
    return count == SmemA.COSIZE;
  }
}
