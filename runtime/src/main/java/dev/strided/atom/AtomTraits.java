package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.List;

/**
 * The checks an atom's traits pass before it is built, from the catalogue or by a user: each
 * refusal an {@link IllegalArgumentException} sentence naming the trait that is inconsistent.
 *
 * <pre>{@code AtomTraits.checkMma(name, shape, thrId, a, b, c, types);   // or throws}</pre>
 */
final class AtomTraits {
  private static final String[] OPERAND_TILES = {"(M,K)", "(N,K)", "(M,N)"};

  private AtomTraits() {}

  static void checkMma(String name, IntTuple shapeMNK, Layout thrId, Layout a, Layout b,
      Layout c, List<ValueType> types) {
    named(name, "an MMA atom", "SM80_16x8x16_F32F16F16F32_TN");
    for (int i = 0; i < 4; i++) {
      if (types.get(i) == null) {
        throw new IllegalArgumentException("the value type of " + "DABC".charAt(i) + " of " + name
            + " is missing: give each of D, A, B and C its ValueType, as CuTe's ValTypeD/A/B/C");
      }
    }
    if (shapeMNK == null || shapeMNK.rank() != 3 || !flatPositive(shapeMNK)) {
      throw new IllegalArgumentException("the shape MNK " + shapeMNK + " of " + name + " is not "
          + "three positive extents (M,N,K), such as (_16,_8,_16)");
    }
    threads(name, thrId);
    int[] mnk = {shapeMNK.get(0).size(), shapeMNK.get(1).size(), shapeMNK.get(2).size()};
    int[][] tiles = {{mnk[0], mnk[2]}, {mnk[1], mnk[2]}, {mnk[0], mnk[1]}};
    Layout[] layouts = {a, b, c};
    for (int x = 0; x < 3; x++) {
      String what = "the " + "ABC".charAt(x) + " layout " + layouts[x] + " of " + name;
      threadValue(what, layouts[x], thrId);
      int tile = tiles[x][0] * tiles[x][1];
      onto(what, layouts[x], tile, "element", "its " + OPERAND_TILES[x] + " = (" + tiles[x][0]
          + "," + tiles[x][1] + ") tile of " + tile + " elements");
    }
    oneToOne("the C layout " + c + " of " + name, c, "element", "of its (M,N) tile",
        "each accumulator element belongs to one thread");
  }

  static void checkSharedMemory(String name, Operand operand, Layout layout, IntTuple shapeMNK) {
    if (operand == null || operand == Operand.C) {
      throw new IllegalArgumentException("the accumulator C of " + name + " is held in registers: "
          + "only A and B are read from shared memory");
    }
    int tile = shapeMNK.get(operand.row).size() * shapeMNK.get(operand.column).size();
    if (layout.get(0).filter().size() != 1 || layout.size(1) != tile) {
      throw new IllegalArgumentException("the " + operand + " layout " + layout + " of " + name
          + " gives a thread " + layout.size(1) + " values, not the whole " + OPERAND_TILES[
              operand.ordinal()] + " tile of " + tile + " elements a GMMA descriptor reads: write "
          + "CuTe's GMMA::ABLayout, (_128,(MN,K)):(_0,(_1,MN))");
    }
  }

  static void checkCopy(String name, Layout thrId, Layout src, Layout dst, Layout ref) {
    named(name, "a copy atom", "UniversalCopy<uint32_t>");
    threads(name, thrId);
    Layout[] layouts = {src, dst, ref};
    String[] sides = {"source", "destination", "reference"};
    for (int x = 0; x < 3; x++) {
      threadValue("the " + sides[x] + " layout " + layouts[x] + " of " + name, layouts[x], thrId);
    }
    // both sides move one tile, though a side's threads may share bits (ldmatrix's row addresses)
    int tile = src.filter().cosize();
    for (int x = 0; x < 3; x++) {
      onto("the " + sides[x] + " layout " + layouts[x] + " of " + name, layouts[x], tile, "bit",
          "the " + tile + "-bit tile its source covers");
    }
    oneToOne("the reference layout " + ref + " of " + name, ref, "bit", "of the tile",
        "TiledCopy inverts the reference, so each bit must be one (thread, value)");
  }

  private static void named(String name, String what, String example) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException(what + " needs the C++ name of its instruction, such as "
          + example);
    }
  }

  private static boolean flatPositive(IntTuple shape) {
    for (int i = 0; i < 3; i++) {
      if (!(shape.get(i) instanceof IntTuple.Int e) || e.value() < 1) {
        return false;
      }
    }
    return true;
  }

  private static void threads(String name, Layout thrId) {
    if (thrId == null || !thrId.isInjective()) {
      throw new IllegalArgumentException("the thread id " + thrId + " of " + name + " is not "
          + "one-to-one: each logical thread of the atom must be its own thread index");
    }
  }

  private static void threadValue(String what, Layout layout, Layout thrId) {
    if (layout == null || layout.rank() != 2) {
      throw new IllegalArgumentException(what + " is not a (thread, value) layout of two modes");
    }
    if (layout.size(0) != thrId.size()) {
      throw new IllegalArgumentException(what + " has " + layout.size(0) + " threads in its mode "
          + "0, but the thread id " + thrId + " has " + thrId.size());
    }
  }

  /** Every index of {@code layout} lies in {@code [0, tile)} and each one is reached. */
  private static void onto(String what, Layout layout, int size, String unit, String tile) {
    Layout image = layout.filter();
    if (image.size() == size && image.isCompact()) {
      return;
    }
    boolean[] reached = new boolean[size];
    for (int i = 0; i < layout.size(); i++) {
      int index = layout.index(i);
      if (index < 0 || index >= size) {
        throw new IllegalArgumentException(what + " maps " + thrVal(layout, i) + " to " + unit
            + " " + index + ", outside " + tile);
      }
      reached[index] = true;
    }
    for (int e = 0; e < size; e++) {
      if (!reached[e]) {
        throw new IllegalArgumentException(what + " never reaches " + unit + " " + e + " of "
            + tile + ": every " + unit + " of the tile must be some thread's value");
      }
    }
  }

  private static void oneToOne(String what, Layout layout, String unit, String ofTile,
      String why) {
    if (layout.isInjective()) {
      return;
    }
    int[] first = new int[layout.cosize()];
    for (int i = 0; i < layout.size(); i++) {
      int index = layout.index(i);
      if (first[index] > 0) {
        throw new IllegalArgumentException(what + " holds " + unit + " " + index + " " + ofTile
            + " twice, at " + thrVal(layout, first[index] - 1) + " and " + thrVal(layout, i) + ": "
            + why);
      }
      first[index] = i + 1;
    }
  }

  private static String thrVal(Layout layout, int i) {
    return "(thread " + i % layout.size(0) + ", value " + i / layout.size(0)
        + ")";
  }
}
