package dev.strided.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/**
 * The {@code strided} command line, testable without {@link System#exit}: {@link #run} returns the
 * exit status.
 *
 * <pre>{@code
 * int status = Cli.run(new String[] {"show", "(4,2):(4,1)"}, System.out, System.err);   // 0
 * }</pre>
 *
 * <p>Exit status: {@link #OK} on success, {@link #IO_ERROR} when an output file cannot be written,
 * {@link #BAD_INPUT} for a bad layout or a command line that does not follow {@link #USAGE}.
 */
public final class Cli {
  /** Exit status of a successful run. */
  public static final int OK = 0;
  /** Exit status when an output file cannot be written. */
  public static final int IO_ERROR = 1;
  /** Exit status for a layout that does not parse or cannot be shown, and for usage errors. */
  public static final int BAD_INPUT = 2;

  /** The help text printed by {@code strided help}. */
  public static final String USAGE = """
      usage: strided show LAYOUT [--svg FILE] [--html FILE]
             strided show --cute LAYOUT
             strided help | --help | -h

      show prints the properties of a layout given in CuTe's print form (text, shape,
      stride, rank, depth, size, cosize, capacity, injective, compact) and, for a rank-2
      layout, CuTe's print_layout table (rows = mode 0, columns = mode 1); for a rank-1
      layout, its indices in order. A swizzled layout (Sw<B,M,S> o offset o layout) shows
      its parts and its table.

      options of show:
        --svg FILE    also write an SVG picture: the grid with nested coordinates and
                      sub-mode lines, and a map of the indices with the holes marked
        --html FILE   also write an HTML page with the picture, the properties and what
                      they mean
        --cute        print only a CuTe C++ header defining the layout (strided::layout())

      limits (larger layouts are refused with status 2; show a tile of them instead):
        tables        at most 4096 cells and 256 columns
        index lists   at most 4096 indices
        pictures      rank 1 or 2, at most 4096 cells

      examples (quote the layout: the shell treats parentheses specially):
        strided show "(4,8):(8,1)"
        strided show "((2,2),(2,4)):((1,4),(2,16))" --svg /tmp/tile.svg --html /tmp/tile.html
        strided show "Sw<3,0,3> o _0 o (8,8):(8,1)" --html /tmp/swizzle.html
        strided show --cute "(_4,(_2,3)):(_1,(_4,8))" > /tmp/layout.hpp

      exit status: 0 success, 1 a file could not be written, 2 bad layout or usage
      """;

  private Cli() {}

  /**
   * Runs one command line.
   *
   * <pre>{@code
   * Cli.run(new String[] {"show", "(2,3"}, out, err);   // 2, caret error on err
   * Cli.run(new String[] {"help"}, out, err);           // 0, usage on out
   * }</pre>
   *
   * @param args the arguments, e.g. {@code show "(4,8):(8,1)" --svg l.svg}
   * @param out where results and help go
   * @param err where errors go
   * @return the exit status: {@link #OK}, {@link #IO_ERROR} or {@link #BAD_INPUT}
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    List<String> words = Arrays.asList(args);
    if (words.isEmpty()) {
      return usageError("no command given", err);
    }
    String command = words.get(0);
    List<String> rest = words.subList(1, words.size());
    switch (command) {
      case "help", "--help", "-h" -> {
        out.print(USAGE);
        return OK;
      }
      case "show" -> {
        if (rest.contains("--help") || rest.contains("-h")) {
          out.print(USAGE);
          return OK;
        }
        try {
          if (rest.contains(CuteShow.OPTION)) {
            return CuteShow.run(rest, out, err);
          }
          return ShowCommand.run(ShowOptions.parse(rest), out, err);
        } catch (UsageException e) {
          return usageError(e.getMessage(), err);
        }
      }
      default -> {
        return usageError("unknown command \"" + command + "\"", err);
      }
    }
  }

  private static int usageError(String problem, PrintStream err) {
    err.println(TerminalText.escape("strided: " + problem));
    err.print(USAGE);
    return BAD_INPUT;
  }
}
