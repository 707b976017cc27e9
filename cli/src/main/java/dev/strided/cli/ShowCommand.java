package dev.strided.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code strided show}: the options as picocli reads them, the check that they make one request
 * ({@link ShowMode}), and the call of the command that does it.
 *
 * <pre>{@code
 * Cli.run(new String[] {"show", "(4,8):(8,1)", "--svg", "/tmp/l.svg"}, System.out, System.err);
 * }</pre>
 *
 * <p>A repeated option and an empty file name are refused here, naming both values: picocli is
 * told to let repeats through ({@link Cli}) so that these setters see them.
 */
@Command(name = "show", versionProvider = Version.class, separator = " ", sortOptions = false,
    usageHelpWidth = 100, synopsisHeading = "", parameterListHeading = "%narguments of show:%n",
    customSynopsis = {ShowCommand.SYNOPSIS, ""},
    description = {
        "show prints the properties of a layout given in CuTe's print form (text, shape,",
        "stride, rank, depth, size, cosize, capacity, injective, compact) and, for a rank-2",
        "layout, CuTe's print_layout table (rows = mode 0, columns = mode 1); for a rank-1",
        "layout, its indices in order. A swizzled layout (Sw<B,M,S> o offset o layout) shows",
        "its parts and its table. An expression such as zipped_divide((8,8):(1,8), (2,4))",
        "shows the layout it derives."},
    optionListHeading = "%noptions of show:%n",
    footer = {
        "",
        "tensors (--tensor): a layout as show takes it, over a fresh int array whose element k",
        "is k, or a view of a tensor under CuTe's name, the tensor first; views nest:",
        "  slice(T, COORD)                    COORD with _ for the modes kept: (_,3)",
        "  composition(T, TILER)              TILER: a layout, an extent, _ or a tuple of them",
        "  logical_divide(T, TILER)           CuTe's four divides: ((tile),(rest)) by mode,",
        "  zipped_divide(T, TILER)            ((tile),(rest)), ((tile),rest...),",
        "  tiled_divide(T, TILER)             (tile...,rest...)",
        "  flat_divide(T, TILER)",
        "  local_tile(T, TILER, COORD)        the tile at COORD among the tiles, _ keeps a mode",
        "                                     (1,_) or one integer that counts the tiles",
        "  local_partition(T, THREADS, I)     thread I's elements, THREADS a compact layout",
        "  partition(T, TV, I)                thread I's values under a (thread,value) layout",
        "  e.g. local_partition(local_tile((8,8):(8,1), (4,4), (1,0)), (2,2), 3)",
        "",
        "limits (larger layouts are refused with status 2; show a tile of them instead):",
        "  tables        at most 4096 cells and 256 columns",
        "  index lists   at most 4096 indices",
        "  pictures      rank 1 or 2, at most 4096 cells",
        "  tensors       at most 4096 elements printed, 1048576 in the array",
        "",
        "examples (quote the layout: the shell treats parentheses specially):",
        "  strided show \"(4,8):(8,1)\"",
        "  strided show \"((2,2),(2,4)):((1,4),(2,16))\" --svg /tmp/tile.svg --html /tmp/tile.html",
        "  strided show \"Sw<3,0,3> o _0 o (8,8):(8,1)\" --html /tmp/swizzle.html",
        "  strided show --cute \"(_4,(_2,3)):(_1,(_4,8))\" > /tmp/layout.hpp",
        "  strided show --tensor \"local_tile((8,8):(8,1), (4,2), (1,_))\"",
        "",
        "exit status: 0 success, 1 a file could not be written, 2 bad layout or usage"})
final class ShowCommand {
  /** The synopsis, which {@link Cli} prints after a usage error. */
  static final String SYNOPSIS = """
      usage: strided show LAYOUT [--svg FILE] [--html FILE]
             strided show --cute LAYOUT
             strided show --tensor TENSOR
             strided help | --help | -h
             strided --version | -V""";

  @Spec
  private CommandSpec spec;

  @Parameters(paramLabel = "LAYOUT", arity = "0..*", description = {
      "a layout (4,8):(8,1), a swizzled layout Sw<3,0,3> o _0 o (8,8):(8,1),",
      "or an expression zipped_divide((8,8):(1,8), (2,4))"})
  private final List<String> layouts = new ArrayList<>();

  @Option(names = {"-h", "--help"}, usageHelp = true, order = 90, description = "print this help")
  private boolean help;

  @Option(names = {"-V", "--version"}, versionHelp = true, order = 91,
      description = "print the version of strided")
  private boolean version;

  private String svgFile;
  private String htmlFile;
  private int cuteFlags;

  @Option(names = "--svg", paramLabel = "FILE", order = 1, description = {
      "also write an SVG picture: the grid with nested coordinates and",
      "sub-mode lines, and a map of the indices with the holes marked"})
  private void svg(String file) {
    svgFile = once(svgFile, file, "--svg");
  }

  @Option(names = "--html", paramLabel = "FILE", order = 2, description = {
      "also write an HTML page with the picture, the properties and what",
      "they mean"})
  private void html(String file) {
    htmlFile = once(htmlFile, file, "--html");
  }

  @Option(names = "--cute", order = 3, description =
      "print only a CuTe C++ header defining the layout (strided::layout())")
  private void cute(boolean on) {
    if (++cuteFlags > 1) {
      throw new ParameterException(spec.commandLine(), "--cute given twice");
    }
  }

  private String tensor;

  @Option(names = "--tensor", paramLabel = "TENSOR", order = 4, description = {
      "print a tensor over iota data (element k of the array holds k) as",
      "CuTe's print_tensor: which elements a tile or a thread holds; TENSOR",
      "is a layout or a view of one (see tensors below)"})
  private void tensor(String text) {
    tensor = once(tensor, text, "--tensor");
  }

  /**
   * What {@code OPTION needs ...} says when an option lacks its value.
   *
   * <pre>{@code ShowCommand.needsValue("--svg");   // "--svg needs a file name, e.g. --svg layout.svg"}</pre>
   */
  static String needsValue(String option) {
    return switch (option) {
      case "--svg", "--html" -> option + " needs a file name, e.g. " + option + " layout."
          + option.substring(2);
      case "--tensor" -> option + " needs a tensor, e.g. " + option
          + " \"local_tile((8,8):(8,1), (4,2), (1,_))\"";
      default -> option + " needs a value";
    };
  }

  /**
   * Checks that the options make one request and runs it.
   *
   * @param out receives the result
   * @param err receives a refusal of the input
   * @return the exit status
   * @throws UsageException if options that do not go together are given, or the layouts are not
   *     what the mode takes
   */
  int run(PrintStream out, PrintStream err) throws UsageException {
    ShowMode mode = mode();
    for (String option : matchedOptions()) {
      if (!mode.accepts(option)) {
        throw new UsageException(mode == ShowMode.LAYOUT ? option + " goes with " + owner(option)
            : mode.option + " " + mode.does + "; it does not combine with " + option);
      }
    }
    return switch (mode) {
      case LAYOUT -> LayoutShow.run(oneLayout(), svgFile, htmlFile, out, err);
      case CUTE -> CuteShow.run(oneCuteLayout(), out, err);
      case TENSOR -> TensorShow.run(noLayout(mode, tensor), out, err);
    };
  }

  private ShowMode mode() throws UsageException {
    Set<ShowMode> chosen = new LinkedHashSet<>();
    for (String option : matchedOptions()) {
      for (ShowMode m : ShowMode.values()) {
        if (option.equals(m.option)) {
          chosen.add(m);
        }
      }
    }
    if (chosen.size() > 1) {
      List<String> names = chosen.stream().map(m -> m.option).toList();
      throw new UsageException(String.join(" and ", names) + " do not combine: show does one"
          + " thing at a time");
    }
    return chosen.isEmpty() ? ShowMode.LAYOUT : chosen.iterator().next();
  }

  /** The options given, in the order typed, each once. */
  private Set<String> matchedOptions() {
    Set<String> names = new LinkedHashSet<>();
    for (OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
      names.add(o.longestName());
    }
    return names;
  }

  private static String owner(String option) {
    for (ShowMode m : ShowMode.values()) {
      if (m.option != null && m.accepts(option)) {
        return m.option;
      }
    }
    throw new IllegalStateException(option + " belongs to no mode of show");
  }

  private String oneLayout() throws UsageException {
    if (layouts.isEmpty()) {
      throw new UsageException("show needs a layout, e.g. strided show \"(4,8):(8,1)\"");
    }
    if (layouts.size() > 1) {
      throw new UsageException("show takes one layout, got \"" + layouts.get(0) + "\" and \""
          + layouts.get(1) + "\" (quote the layout: strided show \"(4,8):(8,1)\")");
    }
    return layouts.get(0);
  }

  private String oneCuteLayout() throws UsageException {
    if (layouts.size() != 1) {
      throw new UsageException("show --cute takes one layout, e.g. strided show --cute"
          + " \"(_4,_8):(_8,_1)\"" + (layouts.isEmpty() ? "" : "; got " + layouts));
    }
    return layouts.get(0);
  }

  /** The value of a mode that takes its input as the option's value: no layout besides it. */
  private String noLayout(ShowMode mode, String value) throws UsageException {
    if (!layouts.isEmpty()) {
      throw new UsageException(mode.option + " takes its input as its value (" + mode.option
          + " \"" + value + "\"); the layout \"" + layouts.get(0) + "\" beside it is not used");
    }
    return value;
  }

  private String once(String previous, String value, String option) {
    if (value.isEmpty()) {
      throw new ParameterException(spec.commandLine(), needsValue(option));
    }
    if (previous != null) {
      throw new ParameterException(spec.commandLine(), option + " given twice (\"" + previous
          + "\" and \"" + value + "\")");
    }
    return value;
  }
}
