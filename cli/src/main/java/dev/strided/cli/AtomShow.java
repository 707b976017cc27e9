package dev.strided.cli;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import dev.strided.render.AtomPicture;
import dev.strided.render.AtomSvg;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code strided show --mma NAME [--atoms L] [--permutation T]} and {@code strided show --copy NAME
 * --threads L --values L [--element-bytes B]}: a tiled MMA's A, B and C (a tiled copy's S and D)
 * thread-value maps as CuTe's {@code print_latex} draws them — printed as CuTe prints the object,
 * then one table per tile ({@code T5V2} per cell), and the pictures ({@link AtomSvg}).
 *
 * <pre>{@code
 * AtomShow.mma("UniversalFMA<float>", "(2,2)", null, null, null, out, err);
 * // TiledMMA ... then "C (2 x 2)" with T0V0 T2V0 / T1V0 T3V0, "A (2 x 1)", "B (1 x 2)"
 * }</pre>
 */
final class AtomShow {
  private AtomShow() {}

  /**
   * Runs {@code show --mma}.
   *
   * @param name the MMA atom's CuTe name
   * @param atoms the atom layout, or null for one atom
   * @param permutation the permutation tiler, or null for none
   * @param svgFile where to write the SVG picture, or null
   * @param htmlFile where to write the HTML page, or null
   * @param out receives the tiled MMA, the tables and one {@code wrote FILE} line per file
   * @param err receives the one-line refusal of a bad argument
   * @return {@link Cli#OK}, {@link Cli#IO_ERROR} or {@link Cli#BAD_INPUT}
   */
  static int mma(String name, String atoms, String permutation, String svgFile, String htmlFile,
      PrintStream out, PrintStream err) {
    MmaAtom atom;
    try {
      atom = MmaAtom.of(name);
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of("--mma", name, e));
      return Cli.BAD_INPUT;
    }
    TiledMma mma;
    try {
      Layout atomLayout = atoms == null ? Layout.parse("_1") : Layout.parse(asStatic(atoms));
      mma = permutation == null ? TiledMma.of(atom, atomLayout)
          : TiledMma.of(atom, atomLayout, Tiler.parse(permutation));
    } catch (IllegalArgumentException e) {
      boolean permutationAtFault = permutation != null && e.getMessage().contains("permutation");
      err.println(permutationAtFault ? InputLine.of("--permutation", permutation, e)
          : InputLine.of("--atoms", atoms == null ? "_1" : atoms, e));
      return Cli.BAD_INPUT;
    }
    return show(mma.toString(), () -> AtomPicture.of(mma), "--mma", name, svgFile, htmlFile, out,
        err);
  }

  /**
   * Runs {@code show --copy}.
   *
   * @param name the copy atom's CuTe name
   * @param threads the thread layout
   * @param values the value layout
   * @param valueBits the width of one value
   * @param svgFile where to write the SVG picture, or null
   * @param htmlFile where to write the HTML page, or null
   * @param out receives the tiled copy, the tables and one {@code wrote FILE} line per file
   * @param err receives the one-line refusal of a bad argument
   * @return {@link Cli#OK}, {@link Cli#IO_ERROR} or {@link Cli#BAD_INPUT}
   */
  static int copy(String name, String threads, String values, int valueBits, String svgFile,
      String htmlFile, PrintStream out, PrintStream err) {
    CopyAtom atom;
    try {
      atom = CopyAtom.of(name, valueBits);
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of("--copy", name, e));
      return Cli.BAD_INPUT;
    }
    Layout threadLayout;
    try {
      threadLayout = Layout.parse(asStatic(threads));
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of("--threads", threads, e));
      return Cli.BAD_INPUT;
    }
    TiledCopy copy;
    try {
      copy = TiledCopy.of(atom, threadLayout, Layout.parse(asStatic(values)));
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of("--values", values, e));
      return Cli.BAD_INPUT;
    }
    return show(copy.toString(), () -> AtomPicture.of(copy), "--copy", name, svgFile, htmlFile,
        out, err);
  }

  private static int show(String printed, java.util.function.Supplier<AtomPicture> draw,
      String option, String value, String svgFile, String htmlFile, PrintStream out,
      PrintStream err) {
    AtomPicture picture;
    try {
      picture = draw.get();
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of(option, value, e));
      return Cli.BAD_INPUT;
    }
    Map<Path, String> files = new LinkedHashMap<>();
    if (svgFile != null) {
      files.put(LayoutShow.path(svgFile), AtomSvg.svg(picture));
    }
    if (htmlFile != null) {
      files.put(LayoutShow.path(htmlFile), AtomSvg.html(picture));
    }
    out.print(TerminalText.escape(printed + "\n" + tables(picture)));
    return OutputFiles.write(files, out, err);
  }

  /** One print_layout table per panel, {@code T5V2} in each cell (B: K rows, N columns). */
  static String tables(AtomPicture picture) {
    StringBuilder sb = new StringBuilder();
    for (AtomPicture.Panel p : picture.panels()) {
      String[][] labels = new String[p.rows()][p.cols()];
      for (AtomPicture.Cell c : picture.cells()) {
        if (c.panel().equals(p.name())) {
          labels[c.row() - p.row()][c.col() - p.col()] = "T" + c.thread() + "V" + c.value();
        }
      }
      sb.append(CellTable.text(p.name() + " (" + p.rows() + " x " + p.cols() + ")", p.rows(),
          p.cols(), (m, n) -> labels[m][n] == null ? "." : labels[m][n])).append('\n');
    }
    return sb.toString();
  }

  /**
   * The layout text with every integer static: CuTe's atom, thread and value layouts are types
   * ({@code Layout<Shape<_1,_2>>}), and with dynamic integers the layout algebra keeps C++'s
   * run-time structure, which is not the tiled MMA or copy C++ builds.
   */
  private static String asStatic(String layout) {
    return layout.replaceAll("(?<![_\\w])(-?\\d+)", "_$1");
  }
}
