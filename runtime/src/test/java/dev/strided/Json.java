package dev.strided;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal JSON reader for the reference vectors (objects become {@code Map}, arrays {@code List},
 * numbers {@code Long} or {@code Double}). Test code only: the project takes no JSON dependency.
 */
public final class Json {
  private final String s;
  private int pos;

  private Json(String s) {
    this.s = s;
  }

  /** Parses one JSON value. */
  public static Object parse(String text) {
    Json j = new Json(text);
    Object v = j.value();
    j.space();
    if (j.pos != text.length()) {
      throw new IllegalStateException("trailing text at " + j.pos);
    }
    return v;
  }

  /** Reads a JSON-lines test resource into a list of objects. */
  @SuppressWarnings("unchecked")
  public static List<Map<String, Object>> lines(String resource) {
    InputStream in = Json.class.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("missing test resource " + resource);
    }
    List<Map<String, Object>> out = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        if (!line.isBlank()) {
          out.add((Map<String, Object>) parse(line));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private Object value() {
    space();
    char c = s.charAt(pos);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      case 't':
        pos += 4;
        return Boolean.TRUE;
      case 'f':
        pos += 5;
        return Boolean.FALSE;
      case 'n':
        pos += 4;
        return null;
      default:
        return number();
    }
  }

  private Map<String, Object> object() {
    Map<String, Object> m = new LinkedHashMap<>();
    pos++;
    space();
    if (s.charAt(pos) == '}') {
      pos++;
      return m;
    }
    while (true) {
      space();
      String key = string();
      space();
      pos++; // ':'
      m.put(key, value());
      space();
      if (s.charAt(pos++) == '}') {
        return m;
      }
    }
  }

  private List<Object> array() {
    List<Object> l = new ArrayList<>();
    pos++;
    space();
    if (s.charAt(pos) == ']') {
      pos++;
      return l;
    }
    while (true) {
      l.add(value());
      space();
      if (s.charAt(pos++) == ']') {
        return l;
      }
    }
  }

  private String string() {
    StringBuilder sb = new StringBuilder();
    pos++;
    while (true) {
      char c = s.charAt(pos++);
      if (c == '"') {
        return sb.toString();
      }
      if (c == '\\') {
        char e = s.charAt(pos++);
        switch (e) {
          case 'n':
            sb.append('\n');
            break;
          case 't':
            sb.append('\t');
            break;
          case 'r':
            sb.append('\r');
            break;
          case 'b':
            sb.append('\b');
            break;
          case 'f':
            sb.append('\f');
            break;
          case 'u':
            sb.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
            pos += 4;
            break;
          default:
            sb.append(e);
        }
      } else {
        sb.append(c);
      }
    }
  }

  private Object number() {
    int start = pos;
    while (pos < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos)) >= 0) {
      pos++;
    }
    String t = s.substring(start, pos);
    if (t.contains(".") || t.contains("e") || t.contains("E")) {
      return Double.parseDouble(t);
    }
    return Long.parseLong(t);
  }

  private void space() {
    while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
      pos++;
    }
  }
}
