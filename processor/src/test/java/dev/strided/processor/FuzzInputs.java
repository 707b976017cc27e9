package dev.strided.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A seeded generator of {@code @Layout} attributes: random small layouts (numbers, names, products,
 * nesting, omitted strides), then most of them mutated — characters inserted, deleted or replaced,
 * numbers swapped for the int and long limits, names for keywords and reserved words, attributes
 * swapped, truncated or nested deeper, or grown to the limits (texts of about 4,096 characters,
 * about 64 names or leaves, 64 levels, long class names) — so every rule of the processor is hit,
 * valid and not.
 *
 * <pre>{@code
 * FuzzInputs inputs = new FuzzInputs(42);
 * FuzzCase c = inputs.next();   // e.g. shape "(2,(M,3))", stride "(1,(2,#*M))"
 * }</pre>
 */
final class FuzzInputs {
  private static final String[] NAMES = {"M", "N", "K", "ld", "M", "N"};
  private static final String[] ODD_NAMES = {"int", "class", "c", "c0", "c12", "RANK", "SIZE",
      "LAYOUT", "$x", "Math", "Integer", "_", "__", "_x", "Ωmega", "x1", "true", "null", "var",
      "record", "yield", "ΣM", "a$b", "Layout", "IntTuple", "java", "sealed", "permits",
      "M\u00ADN", "\uD835\uDC68", "\uD83D\uDE00", "x\u200D"};
  private static final String[] LIMITS = {"0", "-1", "1", "46340", "46341", "65536", "65535",
      "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967296", "3037000499",
      "3037000500", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
      "1073741824", "_2147483647", "_0", "_-1"};
  private static final String[] CLASS_NAMES = {"9Lives", "a-b", "class", "_", "Ok", "A B", "",
      "é", "Tile$", "$", "enum", "x.y", "Strided", "Math", "Integer", "Long", "var", "record",
      "permits", "Ti\u00ADle", "\uD835\uDC68L", "\uD83D\uDE00", "A".repeat(200),
      "A".repeat(201), "Ä".repeat(100), "Ä".repeat(101)};
  private static final String ALPHABET = "(),:_*-+ 0123456789MNK\t\n#\"\\é()__,,**(";

  private final Random random;

  FuzzInputs(long seed) {
    this.random = new Random(seed);
  }

  /** The next case. */
  FuzzCase next() {
    List<String> shapeLeaves = new ArrayList<>();
    String shape = tuple(0, shapeLeaves, true);
    String stride = random.nextInt(3) == 0 ? "" : congruentStride(shape);
    String name = random.nextInt(8) == 0 ? pick(CLASS_NAMES) : "";
    FuzzCase c = new FuzzCase(shape, stride, name, random.nextInt(3) == 0,
        random.nextInt(4) == 0, random.nextInt(10) == 0, random.nextInt(10) == 0);
    if (random.nextInt(10) < 6) {
      int mutations = 1 + random.nextInt(3);
      for (int i = 0; i < mutations; i++) {
        c = mutate(c);
      }
    }
    return c;
  }

  private String tuple(int depth, List<String> leaves, boolean shape) {
    if (depth < 3 && random.nextInt(depth == 0 ? 5 : 3) > 0) {
      int rank = 1 + random.nextInt(3);
      List<String> parts = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        parts.add(tuple(depth + 1, leaves, shape));
      }
      return "(" + String.join(random.nextInt(8) == 0 ? " , " : ",", parts) + ")";
    }
    String leaf = switch (random.nextInt(8)) {
      case 0 -> pick(NAMES);
      case 1 -> "2*" + pick(NAMES);
      case 2 -> "_" + (1 + random.nextInt(3));
      default -> Integer.toString(1 + random.nextInt(3));
    };
    leaves.add(leaf);
    return leaf;
  }

  private String congruentStride(String shape) {
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < shape.length()) {
      char ch = shape.charAt(i);
      if ("(), ".indexOf(ch) >= 0) {
        sb.append(ch);
        i++;
        continue;
      }
      int end = i;
      while (end < shape.length() && "(), ".indexOf(shape.charAt(end)) < 0) {
        end++;
      }
      sb.append(switch (random.nextInt(7)) {
        case 0 -> pick(NAMES);
        case 1 -> "-2*" + pick(NAMES);
        case 2 -> pick(NAMES) + "*" + pick(NAMES);
        default -> Integer.toString(random.nextInt(10) - 2);
      });
      i = end;
    }
    return sb.toString();
  }

  private FuzzCase mutate(FuzzCase c) {
    int which = random.nextInt(10);
    String shape = c.shape();
    String stride = c.stride();
    switch (random.nextInt(12)) {
      case 0, 1, 2 -> {
        if (which < 6) {
          shape = charEdit(shape);
        } else {
          stride = charEdit(stride);
        }
      }
      case 3, 4 -> {
        if (which < 5) {
          shape = replaceToken(shape, "-?_?[0-9]+", LIMITS);
        } else {
          stride = replaceToken(stride, "-?_?[0-9]+", LIMITS);
        }
      }
      case 5 -> {
        if (which < 5) {
          shape = replaceToken(shape, "[A-Za-z]+", ODD_NAMES);
        } else {
          stride = replaceToken(stride, "[A-Za-z]+", ODD_NAMES);
        }
      }
      case 6 -> {
        String t = shape;
        shape = stride.isEmpty() ? shape : stride;
        stride = t;
      }
      case 7 -> {
        int depth = random.nextInt(4) == 0 ? 70 : 1 + random.nextInt(3);
        if (which < 5) {
          shape = "(".repeat(depth) + shape + ")".repeat(depth);
        } else {
          stride = "(".repeat(depth) + stride + ")".repeat(depth);
        }
      }
      case 8 -> {
        if (which < 5 && !shape.isEmpty()) {
          shape = shape.substring(0, random.nextInt(shape.length()));
        } else if (!stride.isEmpty()) {
          stride = stride.substring(0, random.nextInt(stride.length()));
        }
      }
      case 9 -> {
        String big = pick(LIMITS).replace("_", "");
        shape = "(" + big + "," + shape + ")";
        stride = stride.isEmpty() ? stride : "(" + pick(LIMITS) + "," + stride + ")";
      }
      case 10 -> {
        if (which < 6) {
          shape = atTheLimits(shape);
        } else {
          stride = atTheLimits(stride);
        }
      }
      default -> {
        return new FuzzCase(shape, stride, c.name(), !c.rowMajor(), !c.longIndex(),
            random.nextBoolean(), random.nextBoolean());
      }
    }
    return new FuzzCase(shape, stride, c.name(), c.rowMajor(), c.longIndex(), c.injective(),
        c.compact());
  }

  /** The text grown to about one of the limits, just under or just over it. */
  private String atTheLimits(String text) {
    int around = random.nextInt(5) - 2;
    return switch (random.nextInt(4)) {
      case 0 -> "(" + "0".repeat(4094 + around) + "2" + (text.isEmpty() ? "" : "," + text) + ")";
      case 1 -> {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 64 + around; i++) {
          names.add("n" + i);
        }
        yield "(" + String.join(",", names) + ")";
      }
      case 2 -> "(" + "1,".repeat(63 + around) + (text.isEmpty() ? "1" : text) + ")";
      default -> "(".repeat(63 + around) + (text.isEmpty() ? "2" : text) + ")".repeat(63 + around);
    };
  }

  private String charEdit(String text) {
    int at = text.isEmpty() ? 0 : random.nextInt(text.length() + 1);
    char ch = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
    return switch (text.isEmpty() ? 0 : random.nextInt(3)) {
      case 0 -> text.substring(0, at) + ch + text.substring(at);
      case 1 -> at == text.length() ? text.substring(0, at - 1)
          : text.substring(0, at) + text.substring(at + 1);
      default -> at == text.length() ? text + ch
          : text.substring(0, at) + ch + text.substring(at + 1);
    };
  }

  private String replaceToken(String text, String regex, String[] pool) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile(regex).matcher(text);
    List<int[]> spans = new ArrayList<>();
    while (m.find()) {
      spans.add(new int[] {m.start(), m.end()});
    }
    if (spans.isEmpty()) {
      return text;
    }
    int[] s = spans.get(random.nextInt(spans.size()));
    return text.substring(0, s[0]) + pick(pool) + text.substring(s[1]);
  }

  private String pick(String[] pool) {
    return pool[random.nextInt(pool.length)];
  }
}
