package dev.strided.cli;

import picocli.CommandLine.Command;

/**
 * The top of the command line: {@code strided show ...}, {@code strided help}, {@code --help},
 * {@code --version}. Its commands are added by {@link Cli}; the work is in {@link ShowCommand}.
 *
 * <pre>{@code
 * Cli.run(new String[] {"--version"}, System.out, System.err);   // prints "strided 0.1.0-SNAPSHOT"
 * }</pre>
 */
@Command(name = "strided", mixinStandardHelpOptions = true, versionProvider = Version.class)
final class StridedCommand {
  /** The name of the command that prints the help. */
  static final String HELP = "help";

  /** {@code strided help}: the same text as {@code --help}. */
  @Command(name = HELP)
  static final class Help {}
}
