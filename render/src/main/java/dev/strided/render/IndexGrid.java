package dev.strided.render;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.util.function.IntBinaryOperator;

/**
 * What {@link LayoutSvg} draws: a titled grid of {@code rows × cols} cells and a function from a cell
 * {@code (row, col)} to the index written in it. This is the extension point for anything that is not
 * a plain {@link Layout} — a swizzled layout, a composition, a hand-written index function:
 *
 * <pre>{@code
 * Layout base = Layout.parse("(8,8):(8,1)");
 * // an XOR swizzle of the column bits by the row bits, drawn over the base layout
 * IndexGrid g = new IndexGrid("Sw<3,0,3> o " + base, 8, 8,
 *     (i, j) -> { int x = base.index(i, j); return x ^ ((x >> 3) & 7); });
 * String svg = LayoutSvg.svg(g);
 * }</pre>
 *
 * <p>The row and column shapes say how the rows and columns nest: a column shape {@code (2,4)}
 * splits column {@code j} into the coordinate {@code (j % 2, j / 2)}, drawn in the header, with a
 * boundary line after every 2 columns. Equality of two grids compares the function by identity
 * (records do); compare the drawings instead.
 *
 * @param title the caption drawn above the grid, e.g. the layout's print form; any text (escaped)
 * @param rows number of rows, at least 1
 * @param cols number of columns, at least 1
 * @param index maps {@code (row, col)}, {@code 0 ≤ row < rows}, {@code 0 ≤ col < cols}, to an index
 * @param rowShape how the rows nest, of size {@code rows} (an integer for flat rows)
 * @param colShape how the columns nest, of size {@code cols}
 */
public record IndexGrid(String title, int rows, int cols, IntBinaryOperator index,
    IntTuple rowShape, IntTuple colShape) {
  /** The largest number of cells drawn (a 64 × 64 grid); larger pictures are unreadable anyway. */
  public static final int MAX_CELLS = 4096;

  /**
   * Checks the grid: {@code new IndexGrid("tile", 2, 8, (i, j) -> 8 * i + j, IntTuple.of(2),
   * IntTuple.parse("(2,4)"))} has columns that nest as {@code (2,4)}.
   *
   * @param title the caption
   * @param rows number of rows
   * @param cols number of columns
   * @param index the index of each cell
   * @param rowShape how the rows nest
   * @param colShape how the columns nest
   * @throws IllegalArgumentException if an argument is null, a dimension is below 1, a shape's size
   *     differs from its dimension, or the grid has more than {@link #MAX_CELLS} cells
   */
  public IndexGrid {
    if (title == null || index == null || rowShape == null || colShape == null) {
      throw new IllegalArgumentException("an IndexGrid needs a title, an index function and row and"
          + " column shapes, got " + (title == null ? "a null title" : index == null
          ? "a null index function" : "a null shape"));
    }
    if (rows < 1 || cols < 1) {
      throw new IllegalArgumentException("grid \"" + title + "\" has " + rows + " rows and " + cols
          + " columns; both must be at least 1");
    }
    long cells = (long) rows * cols;
    if (cells > MAX_CELLS) {
      throw new IllegalArgumentException("grid \"" + title + "\" has " + rows + " x " + cols + " = "
          + cells + " cells; pictures are limited to " + MAX_CELLS + " cells");
    }
    if (rowShape.size() != rows || colShape.size() != cols) {
      throw new IllegalArgumentException("grid \"" + title + "\" has " + rows + " x " + cols
          + " cells but row shape " + rowShape + " and column shape " + colShape + " (sizes "
          + rowShape.size() + " and " + colShape.size() + ")");
    }
  }

  /**
   * A grid with flat rows and columns (no nesting drawn):
   * {@code new IndexGrid("4x4 transpose", 4, 4, (i, j) -> 4 * j + i)}.
   *
   * @param title the caption
   * @param rows number of rows
   * @param cols number of columns
   * @param index the index of each cell
   * @throws IllegalArgumentException as the canonical constructor
   */
  public IndexGrid(String title, int rows, int cols, IntBinaryOperator index) {
    this(title, rows, cols, index, IntTuple.of(rows), IntTuple.of(cols));
  }

  /**
   * The grid of a layout, as {@link Layout#printLayout()} lays it out: a rank-2 layout has rows =
   * mode 0 and columns = mode 1 (each mode's coordinate split colexicographically); a rank-1 layout is
   * a single row. The title is the layout's print form.
   *
   * <pre>{@code
   * IndexGrid g = IndexGrid.of(Layout.parse("(2,(2,2)):(4,(2,1))"));   // 2 rows, 4 columns
   * g.index().applyAsInt(1, 3);                                        // 7
   * }</pre>
   *
   * @param layout a rank-1 or rank-2 layout of at most {@link #MAX_CELLS} coordinates
   * @return its grid
   * @throws IllegalArgumentException if the rank is not 1 or 2, or the layout is too large to draw
   */
  public static IndexGrid of(Layout layout) {
    if (layout == null) {
      throw new IllegalArgumentException("cannot draw a null layout");
    }
    String title = layout.toString();
    if (layout.size() > MAX_CELLS) {
      throw new IllegalArgumentException("layout " + title + " has size " + layout.size()
          + "; pictures are limited to " + MAX_CELLS + " cells");
    }
    return switch (layout.rank()) {
      case 1 -> new IndexGrid(title, 1, layout.size(), (i, j) -> layout.index(j),
          IntTuple.of(1), layout.shape(0));
      case 2 -> new IndexGrid(title, layout.size(0), layout.size(1), (i, j) -> layout.index(i, j),
          layout.shape(0), layout.shape(1));
      default -> throw new IllegalArgumentException("layout " + title + " has rank "
          + layout.rank() + "; only rank-1 (drawn as one row) and rank-2 (rows x columns) layouts can be drawn"
          + " (draw a mode of it instead, e.g. layout.get(0))");
    };
  }

  /**
   * The grid of a swizzled layout: as {@link #of(Layout)} for its inner layout, each cell holding the
   * swizzled index.
   *
   * <pre>{@code
   * IndexGrid g = IndexGrid.of(SwizzledLayout.parse("Sw<3,0,3> o _0 o (8,8):(8,1)"));
   * g.index().applyAsInt(1, 0);   // 8 ^ 1 = 9
   * }</pre>
   *
   * @param swizzled a swizzled layout whose inner layout has rank 1 or 2
   * @return its grid, titled with its print form
   */
  public static IndexGrid of(SwizzledLayout swizzled) {
    if (swizzled == null) {
      throw new IllegalArgumentException("cannot draw a null layout");
    }
    IndexGrid inner = of(swizzled.layout());
    boolean rowOnly = swizzled.layout().rank() == 1;
    return new IndexGrid(swizzled.toString(), inner.rows(), inner.cols(),
        rowOnly ? (i, j) -> swizzled.index(j) : (i, j) -> swizzled.index(i, j), inner.rowShape(),
        inner.colShape());
  }
}
