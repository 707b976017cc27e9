package dev.strided.cli;

import java.io.PrintStream;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code strided} command line, testable without {@link System#exit}: {@link #run} returns the
 * exit status. picocli reads the arguments ({@link StridedCommand}, {@link ShowCommand}); the
 * commands print through {@link TerminalText}, so nothing the user typed reaches the terminal raw.
 *
 * <pre>{@code
 * int status = Cli.run(new String[] {"show", "(4,2):(4,1)"}, System.out, System.err);   // 0
 * }</pre>
 *
 * <p>Exit status: {@link #OK} on success, {@link #IO_ERROR} when an output file cannot be written,
 * {@link #BAD_INPUT} for a bad layout or a command line that does not follow {@link #USAGE}: one
 * line {@code strided: <what is wrong>}, then the {@link #SYNOPSIS} and the {@link #HELP_HINT}.
 */
public final class Cli {
  /** Exit status of a successful run. */
  public static final int OK = 0;
  /** Exit status when an output file cannot be written. */
  public static final int IO_ERROR = 1;
  /** Exit status for a layout that does not parse or cannot be shown, and for usage errors. */
  public static final int BAD_INPUT = 2;

  /** The lines of the synopsis, which also follow every usage error. */
  public static final String SYNOPSIS = HelpText.SYNOPSIS + "\n";

  /** The line after the synopsis of a usage error. */
  public static final String HELP_HINT = "strided help prints every option, the grammars and"
      + " examples";

  /** The help text printed by {@code strided help}, {@code --help} and {@code show --help}. */
  public static final String USAGE = commandLine(new ShowCommand()).getSubcommands().get("show")
      .getUsageMessage(Ansi.OFF);

  private Cli() {}

  /**
   * Runs one command line.
   *
   * <pre>{@code
   * Cli.run(new String[] {"show", "(2,3"}, out, err);   // 2, caret error on err
   * Cli.run(new String[] {"help"}, out, err);           // 0, usage on out
   * Cli.run(new String[] {"--version"}, out, err);      // 0, "strided 0.1.0-SNAPSHOT" on out
   * }</pre>
   *
   * @param args the arguments, e.g. {@code show "(4,8):(8,1)" --svg l.svg}
   * @param out where results, help and the version go
   * @param err where errors go
   * @return the exit status: {@link #OK}, {@link #IO_ERROR} or {@link #BAD_INPUT}
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    ShowCommand show = new ShowCommand();
    ParseResult parsed;
    try {
      parsed = commandLine(show).parseArgs(args);
    } catch (ParameterException e) {
      return usageError(sentence(e), err);
    }
    ParseResult command = parsed.subcommand();
    if (parsed.isUsageHelpRequested() || command != null && (command.isUsageHelpRequested()
        || command.commandSpec().name().equals(StridedCommand.HELP))) {
      out.print(USAGE);
      return OK;
    }
    if (parsed.isVersionHelpRequested() || command != null && command.isVersionHelpRequested()) {
      out.println("strided " + Version.number());
      return OK;
    }
    if (command == null) {
      return usageError("no command given", err);
    }
    try {
      return show.run(out, err);
    } catch (UsageException e) {
      return usageError(e.getMessage(), err);
    }
  }

  /**
   * The parser: {@code strided} with its {@code show} and {@code help} commands. Arguments are
   * taken as typed: no {@code @file} expansion (a layout file is not a thing), no quote trimming; a
   * repeated option is the commands' to refuse, with both values.
   */
  private static CommandLine commandLine(ShowCommand show) {
    CommandLine cli = new CommandLine(new StridedCommand())
        .addSubcommand(show)
        .addSubcommand(StridedCommand.HELP, new StridedCommand.Help());
    cli.setExpandAtFiles(false);
    cli.setOverwrittenOptionsAllowed(true);
    cli.setTrimQuotes(false);
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setUsageHelpLongOptionsMaxWidth(24);
    return cli;
  }

  /** picocli's refusal as one sentence in this tool's words. */
  private static String sentence(ParameterException e) {
    CommandLine at = e.getCommandLine();
    boolean top = at.getParent() == null;
    if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
      String first = unmatched.getUnmatched().get(0);
      if (first.startsWith("-")) {
        return "unknown option " + first + (top ? "" : " for " + at.getCommandName())
            + " (known: " + known(at.getCommandSpec().options()) + ")";
      }
      return top ? "unknown command \"" + first + "\""
          : at.getCommandName() + " takes no argument \"" + first + "\"";
    }
    if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()
        && missing.getMissing().get(0) instanceof OptionSpec option) {
      return OptionHints.needsValue(option.longestName());
    }
    return e.getMessage();
  }

  private static String known(List<OptionSpec> options) {
    return options.stream()
        .sorted(Comparator.comparingInt(OptionSpec::order))
        .map(o -> o.longestName() + (o.arity().max() > 0 ? " " + o.paramLabel() : ""))
        .collect(Collectors.joining(", "));
  }

  private static int usageError(String problem, PrintStream err) {
    err.println(TerminalText.escape("strided: " + problem));
    err.print(SYNOPSIS);
    err.println(HELP_HINT);
    return BAD_INPUT;
  }
}
