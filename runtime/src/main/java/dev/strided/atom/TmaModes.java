package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code construct_tma_gbasis}: which global modes a TMA box walks, mode by mode. CuTe tags
 * the tile's coordinates with basis strides {@code _1@i}; here a tile coordinate is its
 * column-major index in the tile, and a stride of that index is read back as a basis value
 * {@code v@i} by the tile's mode boundaries, which is the same function.
 *
 * <pre>{@code TmaModes.of(Layout.parse("(1024,256)"), Layout.parse("(_64,_32)"));   // [(_64 : 0), (_32 : 1)]}</pre>
 */
final class TmaModes {
  private TmaModes() {}

  /**
   * One TMA mode: its box shape (an extent, or a tuple of the extents of several global modes
   * walked as one) and the global mode of each leaf, in the same profile.
   */
  record Mode(IntTuple shape, IntTuple basis) {
    int box() {
      return shape.size();
    }

    List<Integer> gmemModes() {
      return basis.flatten().stream().map(IntTuple.Int::value).toList();
    }

    /** CuTe's print of the mode's basis strides: {@code _1@0} or {@code (_1@0,_1@1)}. */
    String basisText() {
      return text(basis);
    }

    private static String text(IntTuple basis) {
      if (basis instanceof IntTuple.Int g) {
        return "_1@" + g.value();
      }
      List<String> parts = new ArrayList<>();
      for (int i = 0; i < basis.rank(); i++) {
        parts.add(text(basis.get(i)));
      }
      return "(" + String.join(",", parts) + ")";
    }

    @Override
    public String toString() {
      return "(" + shape + " : " + basis + ")";
    }
  }

  /** A run of the tile: {@code extent} steps of {@code value} along global mode {@code gmode}. */
  private record Run(int extent, int value, int gmode) {}

  static List<Mode> of(Layout gmem, Layout smem) {
    int rank = rank(gmem);
    if (gmem.shape().depth() > 1) {
      throw new IllegalArgumentException("TmaBox.of takes a flat gmem layout, one extent per mode; "
          + gmem + " is nested");
    }
    if (!smem.shape().isStatic() || !smem.stride().isStatic()) {
      throw new IllegalArgumentException("the smem layout " + smem + " of a TMA box must be static"
          + " (write _64 for 64)");
    }
    int smemRank = rank(smem);
    if (smemRank > rank) {
      throw new IllegalArgumentException("TMA requires CTA_Tile and SLayout top-level size "
          + "equivalence: smem " + smem + " has " + smemRank + " modes, one per gmem mode it tiles,"
          + " but gmem " + gmem + " has " + rank + "; drop smem's extra modes (a stage mode is "
          + "not part of the box)");
    }
    // the tile takes smem's extents from gmem's first modes; gmem's other modes are not in it
    int[] tile = new int[rank];
    for (int i = 0; i < rank; i++) {
      tile[i] = i >= smemRank ? 1 : smemRank == 1 ? smem.size() : smem.size(i);
    }
    List<Run> runs = runs(smem, tile);
    int vectorized = 0;
    while (vectorized < runs.size() && runs.get(vectorized).value() == 1) {
      vectorized++;
    }
    if (vectorized == 0) {
      throw new IllegalArgumentException("Could not find a common tile-gmem vectorization: smem "
          + smem + (runs.isEmpty() ? " has no offset 1" : " puts offset 1 at " + runs.get(0).value()
          + " steps along gmem mode " + runs.get(0).gmode()) + ", so no run of smem is a unit-"
          + "stride walk of a gmem mode; make a mode of smem stride 1 and compact in the tile");
    }
    List<Mode> modes = boxModes(gmem, runs.subList(0, vectorized));
    List<Integer> used = modes.stream().flatMap(m -> m.gmemModes().stream()).toList();
    for (int i = 0; i < rank; i++) {
      IntTuple.Int extent = leaf(gmem.shape(), rank, i);
      IntTuple.Int stride = leaf(gmem.stride(), rank, i);
      boolean empty = extent.isStatic() && extent.value() == 1
          || stride.isStatic() && stride.value() == 0;
      if (!empty && !used.contains(i)) {
        modes.add(new Mode(IntTuple.ofStatic(1), IntTuple.of(i)));
      }
    }
    if (modes.size() >= 5) {
      // CuTe groups modes 4.. into one (a single mode 4 becomes a 1-tuple)
      List<Mode> last = modes.subList(4, modes.size());
      Mode grouped = new Mode(IntTuple.of(last.stream().map(Mode::shape).toArray(IntTuple[]::new)),
          IntTuple.of(last.stream().map(Mode::basis).toArray(IntTuple[]::new)));
      last.clear();
      modes.add(grouped);
    }
    return modes;
  }

  /**
   * The smem layout's inverse (smem offset to tile coordinate), coalesced, each run cut where it
   * crosses from one gmem mode of the tile into the next.
   */
  private static List<Run> runs(Layout smem, int[] tile) {
    Layout inverse = smem.rightInverse().coalesce();
    long[] prefix = new long[tile.length + 1];
    prefix[0] = 1;
    for (int i = 0; i < tile.length; i++) {
      prefix[i + 1] = prefix[i] * tile[i];
    }
    List<Run> runs = new ArrayList<>();
    int leaves = rank(inverse);
    for (int k = 0; k < leaves; k++) {
      long n = leaf(inverse.shape(), leaves, k).value();
      long d = leaf(inverse.stride(), leaves, k).value();
      while (n > 1) {
        int g = tile.length - 1;
        while (g > 0 && (prefix[g] > d || tile[g] == 1)) {
          g--;
        }
        long v = d / prefix[g];
        if (d % prefix[g] != 0 || n * v > tile[g] && (tile[g] % v != 0 || n % (tile[g] / v) != 0)) {
          throw new IllegalArgumentException("the smem layout " + smem + " steps by " + d
              + " tile elements, which does not divide the tile's modes " + java.util.Arrays
              .toString(tile) + ": CuTe's composition of the tile with its inverse fails");
        }
        long span = Math.min(n, tile[g] / v);
        runs.add(new Run((int) span, (int) v, g));
        n /= span;
        d = prefix[g + 1];
      }
    }
    return runs;
  }

  /**
   * CuTe's {@code coalesce_256} of the runs' global strides: a run joins the mode before it when it
   * continues it in global memory (both strides static) and the mode stays within 256 values.
   */
  private static List<Mode> boxModes(Layout gmem, List<Run> runs) {
    int rank = rank(gmem);
    List<List<Run>> groups = new ArrayList<>();
    for (Run run : runs) {
      if (!groups.isEmpty()) {
        List<Run> back = groups.get(groups.size() - 1);
        int extent = back.stream().mapToInt(Run::extent).reduce(1, (a, b) -> a * b);
        IntTuple.Int first = leaf(gmem.stride(), rank, back.get(0).gmode());
        IntTuple.Int next = leaf(gmem.stride(), rank, run.gmode());
        if (first.isStatic() && next.isStatic() && (long) extent * first.value() == next.value()
            && (long) extent * run.extent() <= 256) {
          back.add(run);
          continue;
        }
      }
      groups.add(new ArrayList<>(List.of(run)));
    }
    List<Mode> modes = new ArrayList<>();
    for (List<Run> group : groups) {
      IntTuple[] shape = group.stream().map(r -> IntTuple.ofStatic(r.extent())).toArray(IntTuple[]::new);
      IntTuple[] basis = group.stream().map(r -> IntTuple.of(r.gmode())).toArray(IntTuple[]::new);
      modes.add(group.size() == 1 ? new Mode(shape[0], basis[0])
          : new Mode(IntTuple.of(shape), IntTuple.of(basis)));
    }
    return modes;
  }

  /** The number of modes of a flat layout, 1 for a single extent. */
  static int rank(Layout flat) {
    return flat.shape() instanceof IntTuple.Int ? 1 : flat.rank();
  }

  /** Leaf {@code i} of a flat tuple of {@code rank} leaves (the tuple itself for one extent). */
  static IntTuple.Int leaf(IntTuple t, int rank, int i) {
    return (IntTuple.Int) (rank == 1 && t instanceof IntTuple.Int ? t : t.get(i));
  }

}
