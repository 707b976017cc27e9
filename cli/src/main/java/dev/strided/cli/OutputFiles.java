package dev.strided.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Writing the pictures a command computed: each file in UTF-8, one {@code wrote FILE} line per
 * file, and at the first failure a sentence and {@link Cli#IO_ERROR}.
 *
 * <pre>{@code
 * OutputFiles.write(Map.of(Path.of("/tmp/l.svg"), svg), System.out, System.err);   // Cli.OK
 * }</pre>
 */
final class OutputFiles {
  private OutputFiles() {}

  /**
   * Writes the files in the map's order.
   *
   * @param files each file and its text
   * @param out receives {@code wrote FILE} after each file
   * @param err receives {@code strided: cannot write FILE: reason} for a file that fails
   * @return {@link Cli#OK}, or {@link Cli#IO_ERROR} at the first file that cannot be written
   */
  static int write(Map<Path, String> files, PrintStream out, PrintStream err) {
    for (Map.Entry<Path, String> f : files.entrySet()) {
      try {
        Files.writeString(f.getKey(), f.getValue(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        err.println(TerminalText.escape("strided: cannot write " + f.getKey() + ": " + reason(e)));
        return Cli.IO_ERROR;
      }
      out.println(TerminalText.escape("wrote " + f.getKey()));
    }
    return Cli.OK;
  }

  private static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "its directory does not exist";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    return e.toString();
  }
}
