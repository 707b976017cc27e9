package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.List;

/**
 * How one tile of an operand, {@code (rows, kv)} of its {@code (extent, K)} modes, is packed so the
 * micro-kernel reads it contiguously, as copies planned once from the tile's layout and the packed
 * tile layout: micro-panels of {@code width} rows ({@link MicroKernel#ROWS} for A,
 * {@link MicroKernel#COLS} for B), each column-major {@code (width, kv)} so that a step's
 * {@code width} elements are one run (the {@code blocked_product} of a panel by the panels), a last
 * partial panel packed apart. From an operand contiguous along K this is a transposing copy (B's
 * panels by register tiles); from one contiguous along its extent, a vector copy of each step.
 *
 * <pre>{@code PackedPanels.b(Layout.parse("(512,256):(256,1)"), 70, 256).pack(b, off, packed);}</pre>
 *
 * @param pieces the copies: a source offset in the tile, a destination offset, and the plan
 */
record PackedPanels(List<Piece> pieces) {

  /** One copy of the packing: the tile's part at {@code src}, the packed part at {@code dst}. */
  record Piece(int src, int dst, CopyPlan plan) {}

  /** The packing of the {@code (rows, kv)} part of A's tile layout {@code tile}. */
  static PackedPanels a(Layout tile, int rows, int kv) {
    return panels(tile, rows, kv, MicroKernel.ROWS);
  }

  /** The packing of the {@code (rows, kv)} part of B's tile layout {@code tile}. */
  static PackedPanels b(Layout tile, int rows, int kv) {
    return panels(tile, rows, kv, MicroKernel.COLS);
  }

  private static PackedPanels panels(Layout tile, int rows, int kv, int width) {
    Layout panel = Layout.columnMajor(shape(width, kv));
    int full = rows / width;
    List<Piece> pieces = new ArrayList<>();
    if (full > 0) {
      Layout panels = panel.blockedProduct(Layout.columnMajor(shape(full, 1)));
      pieces.add(piece(0, 0, tile.compose(Tiler.of(full * width, kv)), panels));
    }
    int rest = rows - full * width;
    if (rest > 0) {
      Layout part = tile.compose(Tiler.of(rest, kv));
      pieces.add(piece(tile.index(full * width, 0), full * width * kv, part,
          panel.compose(Tiler.of(rest, kv))));
    }
    return new PackedPanels(pieces);
  }

  private static Piece piece(int src, int dst, Layout from, Layout to) {
    CopyPlan plan = Copy.plan(from, to);
    if (plan == null) {
      throw new IllegalStateException("no copy plan from " + from + " to " + to);
    }
    return new Piece(src, dst, plan);
  }

  /** Packs the tile at {@code data[offset]} into {@code packed} from index 0. */
  void pack(float[] data, int offset, float[] packed) {
    for (Piece p : pieces) {
      p.plan().run(data, offset + p.src(), packed, p.dst());
    }
  }

  private static IntTuple shape(int a, int b) {
    return IntTuple.of(IntTuple.of(a), IntTuple.of(b));
  }

  static int roundUp(int n, int multiple) {
    return (n + multiple - 1) / multiple * multiple;
  }
}
