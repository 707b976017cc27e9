package dev.strided.processor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The regression corpus {@code /fuzz/corpus.tsv}: interesting inputs found while fuzzing, each with
 * the outcome it must keep. A line is {@code outcome TAB shape TAB stride TAB name TAB flags}, where
 * outcome is {@code ok} or {@code tag@attribute}, flags is a subset of {@code R} (row-major),
 * {@code L} (long), {@code I} (injective), {@code C} (compact) or {@code -}, and the texts use the
 * escapes {@code \t \n \\ \}{@code uXXXX}; {@code #} starts a comment line.
 */
final class FuzzCorpus {
  private FuzzCorpus() {}

  /**
   * One corpus line.
   *
   * @param line its line number
   * @param expected {@code ok} or {@code tag@attribute}
   * @param fuzzCase the input
   */
  record Entry(int line, String expected, FuzzCase fuzzCase) {}

  static List<Entry> load() {
    List<Entry> out = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        FuzzCorpus.class.getResourceAsStream("/fuzz/corpus.tsv"), StandardCharsets.UTF_8))) {
      String line;
      int n = 0;
      while ((line = r.readLine()) != null) {
        n++;
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t", -1);
        if (f.length != 5) {
          throw new IllegalStateException("corpus line " + n + " has " + f.length + " fields");
        }
        String flags = f[4];
        out.add(new Entry(n, f[0], new FuzzCase(unescape(f[1]), unescape(f[2]), unescape(f[3]),
            flags.contains("R"), flags.contains("L"), flags.contains("I"), flags.contains("C"))));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static String unescape(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch != '\\') {
        sb.append(ch);
        continue;
      }
      char next = s.charAt(++i);
      switch (next) {
        case 't' -> sb.append('\t');
        case 'n' -> sb.append('\n');
        case '\\' -> sb.append('\\');
        case 'u' -> {
          sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
          i += 4;
        }
        default -> throw new IllegalStateException("bad escape \\" + next + " in " + s);
      }
    }
    return sb.toString();
  }
}
