package dev.strided.algebra;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader for the reference vectors (no JSON library is allowed): objects become
 * {@code Map<String,Object>}, arrays {@code List<Object>}, numbers {@code Long} or {@code Double},
 * plus String, Boolean and null.
 */
final class MiniJson {
  private final String text;
  private int pos;

  private MiniJson(String text) {
    this.text = text;
  }

  static Object parse(String text) {
    MiniJson p = new MiniJson(text);
    Object value = p.value();
    p.space();
    if (p.pos != text.length()) {
      throw p.error("trailing text");
    }
    return value;
  }

  /** One parsed object per non-blank line of a test resource. */
  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> lines(String resource) {
    try (InputStream in = MiniJson.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      List<Map<String, Object>> rows = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank()) {
          rows.add((Map<String, Object>) parse(line));
        }
      }
      return rows;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Object value() {
    space();
    if (pos >= text.length()) {
      throw error("unexpected end");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      case 't':
        return literal("true", Boolean.TRUE);
      case 'f':
        return literal("false", Boolean.FALSE);
      case 'n':
        return literal("null", null);
      default:
        return number();
    }
  }

  private Map<String, Object> object() {
    Map<String, Object> map = new LinkedHashMap<>();
    pos++;
    space();
    if (text.charAt(pos) == '}') {
      pos++;
      return map;
    }
    while (true) {
      space();
      String key = string();
      space();
      expect(':');
      map.put(key, value());
      space();
      if (text.charAt(pos) == ',') {
        pos++;
      } else {
        expect('}');
        return map;
      }
    }
  }

  private List<Object> array() {
    List<Object> list = new ArrayList<>();
    pos++;
    space();
    if (text.charAt(pos) == ']') {
      pos++;
      return list;
    }
    while (true) {
      list.add(value());
      space();
      if (text.charAt(pos) == ',') {
        pos++;
      } else {
        expect(']');
        return list;
      }
    }
  }

  private String string() {
    expect('"');
    StringBuilder sb = new StringBuilder();
    while (true) {
      char c = text.charAt(pos++);
      if (c == '"') {
        return sb.toString();
      }
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char e = text.charAt(pos++);
      switch (e) {
        case 'n' -> sb.append('\n');
        case 't' -> sb.append('\t');
        case 'r' -> sb.append('\r');
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'u' -> {
          sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
          pos += 4;
        }
        default -> sb.append(e);
      }
    }
  }

  private Object number() {
    int start = pos;
    while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
    String n = text.substring(start, pos);
    if (n.isEmpty()) {
      throw error("unexpected character");
    }
    return n.contains(".") || n.contains("e") || n.contains("E")
        ? (Object) Double.parseDouble(n) : (Object) Long.parseLong(n);
  }

  private Object literal(String word, Object value) {
    if (!text.startsWith(word, pos)) {
      throw error("expected " + word);
    }
    pos += word.length();
    return value;
  }

  private void expect(char c) {
    if (pos >= text.length() || text.charAt(pos) != c) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  private void space() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private IllegalStateException error(String what) {
    return new IllegalStateException(what + " at " + pos + " in " + text.substring(0,
        Math.min(text.length(), 80)));
  }
}
