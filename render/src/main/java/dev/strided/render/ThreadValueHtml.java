package dev.strided.render;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A standalone HTML page for a thread-value layout over its tile: the {@link ThreadValueSvg}
 * picture, what it shows in plain words, and a table of the layouts and the counts.
 *
 * <pre>{@code
 * Files.writeString(Path.of("/tmp/tv.html"), ThreadValueHtml.html(ThreadValueTile.of(
 *     Layout.parse("((4,8),4):((32,1),8)"), Layout.parse("(32,4)"))));
 * }</pre>
 */
public final class ThreadValueHtml {
  private ThreadValueHtml() {}

  /**
   * The page.
   *
   * <pre>{@code ThreadValueHtml.html(ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")));
   * // contains <tr><th>threads</th><td>4</td></tr>}</pre>
   *
   * @param tile the thread-value layout over its tile
   * @return the HTML document
   * @throws IllegalArgumentException if {@code tile} is null
   */
  public static String html(ThreadValueTile tile) {
    if (tile == null) {
      throw new IllegalArgumentException("cannot draw a null ThreadValueTile");
    }
    Map<String, String> table = new LinkedHashMap<>();
    table.put("thread-value layout", tile.tv().toString());
    table.put("tile", tile.tile().toString());
    table.put("threads", Integer.toString(tile.threads()));
    table.put("values per thread", Integer.toString(tile.values()));
    table.put("cells", Integer.toString(tile.rows() * tile.cols()));
    table.put("cells held by none", Integer.toString(tile.cellsHeldByNone()));
    table.put("cells held by more than one", Integer.toString(tile.cellsHeldByMany()));
    String words = "<p>The thread-value layout " + Xml.escape(tile.tv().toString()) + " maps a"
        + " thread (mode 0, " + tile.threads() + " threads) and one of its values (mode 1, "
        + tile.values() + " values) to an index of the tile; the tile layout "
        + Xml.escape(tile.tile().toString()) + " says which cell (row, column) has that index."
        + "</p>\n<p>" + Xml.escape(ThreadValueSvg.summary(tile)) + ".</p>\n";
    String caption = "Rows are the tile's mode 0, columns its mode 1. Each cell names the thread T"
        + " and the value V that hold it, and takes the thread's colour (the colours repeat every "
        + Palette.PERIOD + " threads). Hatched grey cells are held by no thread; a thick border"
        + " and &#215;n mark a cell n pairs hold, the first of them named.";
    return HtmlPage.of(tile.title(), words, ThreadValueSvg.draw(tile, false), caption, table);
  }
}
