package dev.strided.processor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A tiny reader of one string field per line of a JSON-lines test resource (no JSON library). */
final class JsonLines {
  private JsonLines() {}

  /**
   * The value of {@code "field":"..."} on every line (values hold no escaped quotes).
   *
   * @param resource the class-path resource
   * @param field the field name
   * @return the values in file order
   */
  static List<String> stringField(String resource, String field) throws IOException {
    List<String> out = new ArrayList<>();
    String key = "\"" + field + "\":\"";
    try (InputStream in = JsonLines.class.getResourceAsStream(resource);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        int start = line.indexOf(key);
        if (start < 0) {
          throw new IOException("no field " + field + " on line: " + line);
        }
        start += key.length();
        out.add(line.substring(start, line.indexOf('"', start)));
      }
    }
    return out;
  }
}
