package dev.strided;

import java.util.ArrayList;
import java.util.List;

/**
 * The test's own reading of SPEC 6's rule for a mode kept by {@code _}: from the logical result,
 * the zipped form gathers each tiled mode's (tile, rest) pair into {@code ((tiles...),(rests...))}
 * and puts a kept mode, and every mode beyond the tiler's rank, whole into the rests; the tiled
 * and flat forms splice the groups' modes (a group of rank 1 stays whole).
 */
final class KeptModes {
  private KeptModes() {}

  /** The printed result the rule defines, or null where no {@code _} is involved. */
  static String expected(CuteCases.Op op, Layout logical, Tiler tiler) {
    if (!keeps(tiler) || op.name().startsWith("LOGICAL")) {
      return null;
    }
    List<Layout> tiles = new ArrayList<>();
    List<Layout> rests = new ArrayList<>();
    split(logical, tiler, tiles, rests);
    if (tiles.isEmpty()) {
      return null;
    }
    Layout tile = Layout.concat(tiles.toArray(Layout[]::new));
    Layout rest = Layout.concat(rests.toArray(Layout[]::new));
    List<Layout> out = new ArrayList<>();
    switch (op.name().substring(0, op.name().indexOf('_'))) {
      case "ZIPPED" -> {
        out.add(tile);
        out.add(rest);
      }
      case "TILED" -> {
        out.add(tile);
        splice(rest, out);
      }
      default -> {
        splice(tile, out);
        splice(rest, out);
      }
    }
    return Layout.concat(out.toArray(Layout[]::new)).toString();
  }

  private static boolean keeps(Tiler t) {
    return t instanceof Tiler.Keep
        || t instanceof Tiler.ByMode m && m.modes().stream().anyMatch(KeptModes::keeps);
  }

  private static void split(Layout layout, Tiler t, List<Layout> tiles, List<Layout> rests) {
    List<Tiler> modes = ((Tiler.ByMode) t).modes();
    for (int i = 0; i < layout.rank(); i++) {
      Tiler sub = i < modes.size() ? modes.get(i) : Tiler.Keep.INSTANCE;
      if (sub instanceof Tiler.Keep) {
        rests.add(layout.get(i));
      } else if (sub instanceof Tiler.ByMode) {
        List<Layout> subTiles = new ArrayList<>();
        List<Layout> subRests = new ArrayList<>();
        split(layout.get(i), sub, subTiles, subRests);
        if (!subTiles.isEmpty()) {
          tiles.add(Layout.concat(subTiles.toArray(Layout[]::new)));
        }
        rests.add(Layout.concat(subRests.toArray(Layout[]::new)));
      } else {
        tiles.add(layout.get(i, 0));
        rests.add(layout.get(i, 1));
      }
    }
  }

  private static void splice(Layout group, List<Layout> out) {
    if (group.rank() == 1) {
      out.add(group);
    } else {
      for (int i = 0; i < group.rank(); i++) {
        out.add(group.get(i));
      }
    }
  }
}
