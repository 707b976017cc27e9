package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * How one tile of an operand, {@code (rows, kv)} of its {@code (extent, K)} modes, is packed so the
 * micro-kernel reads it contiguously, as copies planned once from the tile's layout and the packed
 * tile layout. A: the rows padded to a multiple of {@link MicroKernel#ROWS} and
 * {@link MicroKernel#KC} apart, each row's {@code kv} steps contiguous (a vector copy from an A
 * contiguous along K, a blocked transpose from one contiguous along M). B: panels of
 * {@link MicroKernel#COLS} rows, each column-major {@code (COLS, kv)} (the {@code blocked_product}
 * of a panel by the panels), a last partial panel packed apart.
 *
 * <pre>{@code PackedPanels.b(Layout.parse("(512,256):(256,1)"), 70, 256).pack(b, off, packed, 0);}</pre>
 *
 * @param pieces the copies: a source offset in the tile, a destination offset, and the plan
 */
record PackedPanels(List<Piece> pieces) {

  /** One copy of the packing: the tile's part at {@code src}, the packed part at {@code dst}. */
  record Piece(int src, int dst, CopyPlan plan) {}

  /** The packing of the {@code (rows, kv)} part of A's tile layout {@code tile}. */
  static PackedPanels a(Layout tile, int rows, int kv) {
    Layout part = ValueLayouts.of(tile).compose(ValueLayouts.tiler(rows, kv));
    Layout packed = Layout.of(pair(roundUp(rows, MicroKernel.ROWS), kv), pair(MicroKernel.KC, 1));
    Layout to = ValueLayouts.of(packed).compose(ValueLayouts.tiler(rows, kv));
    return new PackedPanels(List.of(piece(0, 0, part, to)));
  }

  /** The packing of the {@code (rows, kv)} part of B's tile layout {@code tile}. */
  static PackedPanels b(Layout tile, int rows, int kv) {
    int cols = MicroKernel.COLS;
    Layout panel = Layout.columnMajor(pair(cols, kv));
    int full = rows / cols;
    List<Piece> pieces = new ArrayList<>();
    if (full > 0) {
      Layout panels = panel.blockedProduct(Layout.columnMajor(pair(full, 1)));
      pieces.add(piece(0, 0, ValueLayouts.of(tile).compose(ValueLayouts.tiler(full * cols, kv)),
          panels));
    }
    int rest = rows - full * cols;
    if (rest > 0) {
      Layout part = ValueLayouts.of(tile).compose(ValueLayouts.tiler(rest, kv));
      pieces.add(piece(tile.index(full * cols, 0), panel.index(0, 0) + full * cols * kv, part,
          ValueLayouts.of(panel).compose(ValueLayouts.tiler(rest, kv))));
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

  /** Packs the tile at {@code data[offset]} into {@code packed} from {@code packedOffset}. */
  void pack(float[] data, int offset, float[] packed, int packedOffset) {
    for (Piece p : pieces) {
      p.plan().run(data, offset + p.src(), packed, packedOffset + p.dst());
    }
  }

  private static IntTuple pair(int a, int b) {
    return IntTuple.of(IntTuple.of(a), IntTuple.of(b));
  }

  static int roundUp(int n, int multiple) {
    return (n + multiple - 1) / multiple * multiple;
  }
}
