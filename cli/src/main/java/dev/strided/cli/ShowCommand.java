package dev.strided.cli;

import dev.strided.render.WarpBankAccess;
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
    customSynopsis = {HelpText.SYNOPSIS, ""}, description = HelpText.DESCRIPTION,
    optionListHeading = "%noptions of show:%n", footer = HelpText.FOOTER)
final class ShowCommand {
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

  private String tv;
  private String tile;

  @Option(names = "--tv", paramLabel = "TV", order = 5, description = {
      "print and draw a thread-value layout, (thread, value) -> index of the",
      "tile, as CuTe's TV pictures: each cell names the thread and value that",
      "hold it and takes the thread's colour"})
  private void tv(String layout) {
    tv = once(tv, layout, "--tv");
  }

  @Option(names = "--tile", paramLabel = "TILE", order = 6, description = {
      "the tile of --tv: a shape (M,N), column-major as CuTe's, or a layout",
      "(m,n) -> index; without it, one row of the TV layout's cosize"})
  private void tile(String layout) {
    tile = once(tile, layout, "--tile");
  }

  private String banks;
  private WarpBankAccess.ElementSize elementSize;
  private WarpBankAccess.Direction access;
  private Integer at;

  @Option(names = "--banks", paramLabel = "LAYOUT", order = 7, description = {
      "show which of the 32 four-byte banks the elements of one warp's read",
      "of a shared-memory tile fall in, and the conflict (see banks below)"})
  private void banks(String layout) {
    banks = once(banks, layout, "--banks");
  }

  @Option(names = "--element-bytes", paramLabel = "BYTES", order = 8, description =
      "the element size of --banks: 2, 4 (the default) or 8")
  private void elementBytes(String bytes) {
    String value = once(elementSize == null ? null : Integer.toString(elementSize.bytes), bytes,
        "--element-bytes");
    elementSize = switch (value) {
      case "2" -> WarpBankAccess.ElementSize.TWO;
      case "4" -> WarpBankAccess.ElementSize.FOUR;
      case "8" -> WarpBankAccess.ElementSize.EIGHT;
      default -> throw new ParameterException(spec.commandLine(), "--element-bytes must be 2, 4"
          + " or 8, got \"" + value + "\"");
    };
  }

  @Option(names = "--access", paramLabel = "column|row", order = 9, description = {
      "the order of the warp's threads for --banks: down a column (the",
      "default) or along a row"})
  private void access(String direction) {
    String value = once(access == null ? null : access.name().toLowerCase(), direction,
        "--access");
    access = switch (value) {
      case "column" -> WarpBankAccess.Direction.COLUMN;
      case "row" -> WarpBankAccess.Direction.ROW;
      default -> throw new ParameterException(spec.commandLine(), "--access must be column or"
          + " row, got \"" + value + "\"");
    };
  }

  @Option(names = "--at", paramLabel = "INDEX", order = 10, description =
      "the column (or row) thread 0 of --banks reads; 0 by default")
  private void at(String index) {
    String value = once(at == null ? null : at.toString(), index, "--at");
    if (!value.matches("[0-9]{1,9}")) {
      throw new ParameterException(spec.commandLine(), "--at must be a column or row number (0,"
          + " 1, ...), got \"" + value + "\"");
    }
    at = Integer.valueOf(value);
  }

  private final String[] atomOptions = new String[6];

  @Option(names = "--mma", paramLabel = "NAME", order = 11, description = {
      "draw a tiled MMA's A, B and C thread-value maps as CuTe's print_latex",
      "does: NAME is an MMA atom (SM80_16x8x8_F32TF32TF32F32_TN), tiled by",
      "--atoms and --permutation"})
  private void mma(String name) {
    atom(0, name, "--mma");
  }

  @Option(names = "--atoms", paramLabel = "LAYOUT", order = 12, description =
      "the layout of atoms of --mma in (M,N,K), e.g. (2,2,1); one atom by default")
  private void atoms(String layout) {
    atom(1, layout, "--atoms");
  }

  @Option(names = "--permutation", paramLabel = "TILER", order = 13, description =
      "the permutation of --mma's (M,N,K), e.g. (32,32,8)")
  private void permutation(String tiler) {
    atom(2, tiler, "--permutation");
  }

  @Option(names = "--copy", paramLabel = "NAME", order = 14, description = {
      "draw a tiled copy's S and D thread-value maps as CuTe's print_latex",
      "does: NAME is a copy atom (SM75_U32x4_LDSM_N) over --threads and",
      "--values, values of --element-bytes (4 by default)"})
  private void copy(String name) {
    atom(3, name, "--copy");
  }

  @Option(names = "--threads", paramLabel = "LAYOUT", order = 15, description =
      "the thread layout of --copy, e.g. (32,8):(8,1)")
  private void threads(String layout) {
    atom(4, layout, "--threads");
  }

  @Option(names = "--values", paramLabel = "LAYOUT", order = 16, description =
      "the value layout of --copy, e.g. (4,1)")
  private void values(String layout) {
    atom(5, layout, "--values");
  }

  private void atom(int slot, String value, String option) {
    atomOptions[slot] = once(atomOptions[slot], value, option);
  }

  private Integer warp;

  @Option(names = "--warp", paramLabel = "WARP", order = 17, description =
      "with --banks and --copy: the warp of the copy shown; 0 by default")
  private void warp(String index) {
    String value = once(warp == null ? null : warp.toString(), index, "--warp");
    if (!value.matches("[0-9]{1,9}")) {
      throw new ParameterException(spec.commandLine(), "--warp must be a warp number (0, 1, ...),"
          + " got \"" + value + "\"");
    }
    warp = Integer.valueOf(value);
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
      case TV -> TvShow.run(noLayout(mode, tv), tile, svgFile, htmlFile, out, err);
      case BANKS -> atomOptions[3] != null ? CopyBankShow.run(noLayout(mode, banks),
          copyOnly(atomOptions[3]), required(atomOptions[4], "--threads"), required(atomOptions[5],
          "--values"), elementSize == null ? 4 : elementSize.bytes, warp == null ? 0 : warp,
          svgFile, htmlFile, out, err)
          : BankShow.run(noLayout(mode, noWarp(banks)), elementSize == null
          ? WarpBankAccess.ElementSize.FOUR : elementSize, access == null
          ? WarpBankAccess.Direction.COLUMN : access, at == null ? 0 : at, svgFile, htmlFile, out,
          err);
      case MMA -> AtomShow.mma(noLayout(mode, atomOptions[0]), atomOptions[1], atomOptions[2],
          svgFile, htmlFile, out, err);
      case COPY -> AtomShow.copy(noLayout(mode, atomOptions[3]), required(atomOptions[4],
          "--threads"), required(atomOptions[5], "--values"), 8 * (elementSize == null
          ? WarpBankAccess.ElementSize.FOUR : elementSize).bytes, svgFile, htmlFile, out, err);
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
    if (chosen.contains(ShowMode.BANKS)) {
      // --copy under --banks names the copy whose accesses are counted
      chosen.remove(ShowMode.COPY);
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

  /** {@code --copy} under {@code --banks}: not with a direction's options. */
  private String copyOnly(String value) throws UsageException {
    for (String option : List.of("--access", "--at")) {
      if (matchedOptions().contains(option)) {
        throw new UsageException("--copy reads with the copy's threads; it does not combine with "
            + option);
      }
    }
    return value;
  }

  private String noWarp(String value) throws UsageException {
    if (warp != null) {
      throw new UsageException("--warp goes with --banks and --copy: a direction's read is one"
          + " warp's");
    }
    return value;
  }

  private static String required(String value, String option) throws UsageException {
    if (value == null) {
      throw new UsageException("--copy needs " + option + ", e.g. strided show --copy"
          + " \"UniversalCopy<uint32_t>\" --threads \"(8,4)\" --values \"(1,2)\"");
    }
    return value;
  }

  private String once(String previous, String value, String option) {
    if (value.isEmpty()) {
      throw new ParameterException(spec.commandLine(), OptionHints.needsValue(option));
    }
    if (previous != null) {
      throw new ParameterException(spec.commandLine(), option + " given twice (\"" + previous
          + "\" and \"" + value + "\")");
    }
    return value;
  }
}
