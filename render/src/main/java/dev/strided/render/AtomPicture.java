package dev.strided.render;

import dev.strided.Layout;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The thread-value maps of a tiled MMA or copy placed as CuTe's {@code print_latex} places them, on
 * its grid of rows (down) and columns (right): for an MMA, C's {@code M x N} tile at the origin, A's
 * {@code M x K} to its left (columns {@code -K-1} to {@code -2}) and B on top, K rows by N columns
 * (rows {@code -K-1} to {@code -2}); for a copy, S's {@code M x N} tile at the origin and D's to its
 * right from column {@code N+3}. Each coordinate shows the first {@code (thread, value)}, threads in
 * order and each thread's values in order, that holds it; the numbers along the edges are
 * {@code print_latex}'s labels.
 *
 * <pre>{@code
 * AtomPicture p = AtomPicture.of(TiledMma.of(MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN"), Layout.parse("_1")));
 * p.cells().get(0);   // Cell[panel=C, row=0, col=0, thread=0, value=0]
 * p.panels().get(1); // Panel[name=A, row=0, col=-9, rows=16, cols=8]
 * }</pre>
 */
public final class AtomPicture {
  /** A cell: its panel, where it is, and the thread and value that hold it. */
  public record Cell(String panel, int row, int col, int thread, int value) {}

  /** A panel: a tile drawn with its top-left cell at {@code (row, col)}. */
  public record Panel(String name, int row, int col, int rows, int cols) {}

  /** A number along an edge, at {@code (row, col)}. */
  public record Label(int row, int col, int number) {}

  private final String title;
  private final List<Panel> panels = new ArrayList<>();
  private final List<Cell> cells = new ArrayList<>();
  private final List<Label> labels = new ArrayList<>();

  private AtomPicture(String title) {
    this.title = title;
  }

  /**
   * CuTe's {@code print_latex(tiled_mma)}.
   *
   * <pre>{@code AtomPicture.of(TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"))).panels().size();   // 3}</pre>
   *
   * @param mma the tiled MMA
   * @return the picture
   * @throws IllegalArgumentException if {@code mma} is null or a tile has more than
   *     {@link IndexGrid#MAX_CELLS} cells
   */
  public static AtomPicture of(TiledMma mma) {
    if (mma == null) {
      throw new IllegalArgumentException("cannot draw a null TiledMma");
    }
    int m = mma.tileSize(0);
    int n = mma.tileSize(1);
    int k = mma.tileSize(2);
    AtomPicture p = new AtomPicture("TiledMMA of " + mma.atom().name() + ", " + mma.size()
        + " threads, tile " + m + " x " + n + " x " + k);
    p.panel("C", mma.tvLayoutC(), m, n, 0, 0, false);
    p.panel("A", mma.tvLayoutA(), m, k, 0, -k - 1, false);
    p.panel("B", mma.tvLayoutB(), n, k, -k - 1, 0, true);
    for (int i = 0; i < m; i++) {
      p.labels.add(new Label(i, -k - 2, i));
    }
    for (int j = 0; j < k; j++) {
      p.labels.add(new Label(-1, j - k - 1, j));
      p.labels.add(new Label(j - k - 1, -1, j));
    }
    for (int j = 0; j < n; j++) {
      p.labels.add(new Label(-k - 2, j, j));
    }
    return p;
  }

  /**
   * CuTe's {@code print_latex(tiled_copy)}.
   *
   * <pre>{@code AtomPicture.of(TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("(_4,_2)"),
   *     Layout.parse("(_1,_1)"))).panels().get(1);   // Panel[name=D, row=0, col=5, rows=4, cols=2]}</pre>
   *
   * @param copy the tiled copy
   * @return the picture
   * @throws IllegalArgumentException if {@code copy} is null or its tile has more than
   *     {@link IndexGrid#MAX_CELLS} cells
   */
  public static AtomPicture of(TiledCopy copy) {
    if (copy == null) {
      throw new IllegalArgumentException("cannot draw a null TiledCopy");
    }
    int m = copy.tilerMN().get(0).size();
    int n = copy.tilerMN().get(1).size();
    AtomPicture p = new AtomPicture("TiledCopy of " + copy.atom().name() + ", " + copy.size()
        + " threads, tile " + m + " x " + n);
    p.panel("S", copy.tvLayoutS(), m, n, 0, 0, false);
    p.panel("D", copy.tvLayoutD(), m, n, 0, n + 3, false);
    for (int i = 0; i < m; i++) {
      p.labels.add(new Label(i, -1, i));
      p.labels.add(new Label(i, 2 * n + 3, i));
    }
    for (int j = 0; j < n; j++) {
      p.labels.add(new Label(-1, j, j));
      p.labels.add(new Label(-1, j + n + 3, j));
    }
    return p;
  }

  /**
   * The cells of a {@code rows x cols} tile whose column-major index {@code tv} gives, drawn from
   * {@code (row0, col0)}; {@code transposed} draws mode 1 down and mode 0 across (B: K rows).
   */
  private void panel(String name, Layout tv, int rows, int cols, int row0, int col0,
      boolean transposed) {
    if ((long) rows * cols > IndexGrid.MAX_CELLS) {
      throw new IllegalArgumentException("the " + name + " tile of " + rows + " x " + cols
          + " cells is larger than a picture shows (" + IndexGrid.MAX_CELLS + ")");
    }
    panels.add(transposed ? new Panel(name, row0, col0, cols, rows)
        : new Panel(name, row0, col0, rows, cols));
    Set<Integer> filled = new HashSet<>();
    int threads = tv.size(0);
    int values = tv.size(1);
    for (int t = 0; t < threads; t++) {
      for (int v = 0; v < values; v++) {
        int index = tv.index(t, v);
        if (filled.add(index)) {
          int r = index % rows;
          int c = index / rows;
          cells.add(transposed ? new Cell(name, row0 + c, col0 + r, t, v)
              : new Cell(name, row0 + r, col0 + c, t, v));
        }
      }
    }
  }

  /**
   * What is drawn, e.g. {@code TiledMMA of UniversalFMA<float>, 4 threads, tile 2 x 2 x 1}.
   *
   * <pre>{@code AtomPicture.of(TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_1"))).title();}</pre>
   */
  public String title() {
    return title;
  }

  /**
   * The panels, C, A, B or S, D.
   *
   * <pre>{@code AtomPicture.of(TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_1"))).panels().get(0).name();   // C}</pre>
   */
  public List<Panel> panels() {
    return List.copyOf(panels);
  }

  /**
   * Every drawn cell, panel by panel, in the order CuTe draws them.
   *
   * <pre>{@code AtomPicture.of(TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_1"))).cells().size();   // 3}</pre>
   */
  public List<Cell> cells() {
    return List.copyOf(cells);
  }

  /**
   * The row and column numbers along the tiles' edges.
   *
   * <pre>{@code AtomPicture.of(TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_1"))).labels().size();   // 4}</pre>
   */
  public List<Label> labels() {
    return List.copyOf(labels);
  }
}
