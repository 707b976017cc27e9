package dev.strided.processor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader for the test resources (no JSON library is allowed): objects become
 * {@link Map}s in field order, arrays {@link List}s, numbers {@link Long} (or {@link Double} with a
 * fraction or exponent), and {@code true}/{@code false}/{@code null} their Java values.
 */
final class JsonReader {
  private final String text;
  private int at;

  private JsonReader(String text) {
    this.text = text;
  }

  /** One object per non-blank line of a class-path resource. */
  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> lines(String resource) throws IOException {
    List<Map<String, Object>> out = new ArrayList<>();
    try (InputStream in = JsonReader.class.getResourceAsStream(resource);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (!line.isBlank()) {
          out.add((Map<String, Object>) parse(line));
        }
      }
    }
    return out;
  }

  /** The value {@code text} holds, which must be the whole text. */
  static Object parse(String text) {
    JsonReader reader = new JsonReader(text);
    Object value = reader.value();
    reader.skipSpace();
    if (reader.at != text.length()) {
      throw reader.error("text after the value");
    }
    return value;
  }

  private Object value() {
    skipSpace();
    if (at >= text.length()) {
      throw error("a value");
    }
    char c = text.charAt(at);
    return switch (c) {
      case '{' -> object();
      case '[' -> array();
      case '"' -> string();
      case 't' -> word("true", Boolean.TRUE);
      case 'f' -> word("false", Boolean.FALSE);
      case 'n' -> word("null", null);
      default -> number();
    };
  }

  private Map<String, Object> object() {
    Map<String, Object> out = new LinkedHashMap<>();
    at++;
    skipSpace();
    if (peek('}')) {
      return out;
    }
    do {
      skipSpace();
      String key = string();
      skipSpace();
      expect(':');
      out.put(key, value());
      skipSpace();
    } while (peek(','));
    expect('}');
    return out;
  }

  private List<Object> array() {
    List<Object> out = new ArrayList<>();
    at++;
    skipSpace();
    if (peek(']')) {
      return out;
    }
    do {
      out.add(value());
      skipSpace();
    } while (peek(','));
    expect(']');
    return out;
  }

  private String string() {
    expect('"');
    StringBuilder b = new StringBuilder();
    while (at < text.length() && text.charAt(at) != '"') {
      char c = text.charAt(at++);
      if (c != '\\') {
        b.append(c);
        continue;
      }
      char e = text.charAt(at++);
      switch (e) {
        case 'n' -> b.append('\n');
        case 't' -> b.append('\t');
        case 'r' -> b.append('\r');
        case 'b' -> b.append('\b');
        case 'f' -> b.append('\f');
        case 'u' -> {
          b.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          at += 4;
        }
        default -> b.append(e);
      }
    }
    expect('"');
    return b.toString();
  }

  private Object number() {
    int start = at;
    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
    String n = text.substring(start, at);
    if (n.isEmpty()) {
      throw error("a value");
    }
    return n.matches("-?\\d+") ? (Object) Long.parseLong(n) : (Object) Double.parseDouble(n);
  }

  private Object word(String word, Object value) {
    if (!text.startsWith(word, at)) {
      throw error(word);
    }
    at += word.length();
    return value;
  }

  private boolean peek(char c) {
    if (at < text.length() && text.charAt(at) == c) {
      at++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw error("'" + c + "'");
    }
  }

  private void skipSpace() {
    while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
      at++;
    }
  }

  private IllegalArgumentException error(String expected) {
    return new IllegalArgumentException("JSON text has no " + expected + " at offset " + at + ": "
        + text.substring(Math.max(0, at - 20), Math.min(text.length(), at + 20)));
  }
}
