package dev.strided.cli;

/**
 * Entry point of the {@code strided} command; all the work is in {@link Cli#run}.
 *
 * <pre>
 * java -jar cli/target/strided-cli-*.jar show "(4,8):(8,1)" --svg layout.svg
 * </pre>
 */
public final class Main {
  private Main() {}

  /**
   * Runs the command line and exits with its status (0 success, 1 I/O failure, 2 bad input).
   *
   * @param args e.g. {@code show "(4,8):(8,1)"}
   */
  public static void main(String[] args) {
    System.exit(Cli.run(args, System.out, System.err));
  }
}
