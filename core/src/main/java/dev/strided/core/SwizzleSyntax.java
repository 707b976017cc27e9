package dev.strided.core;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CuTe's spellings of a swizzle in an expression: its print form {@code Sw<B,M,S>} and its type
 * {@code Swizzle<B,M,S>} (optionally {@code Swizzle<B,M,S>{}}); after {@code o}, the offset
 * {@code _0} of CuTe's print form is skipped, and CuTe's printed pointer ({@code smem_ptr[16b](unset)},
 * a swizzle on byte addresses) is explained with the swizzle to write on element offsets.
 *
 * <pre>{@code
 * // "Swizzle<3,3,3>{} o (8,64):(64,1)" and "Sw<3,3,3> o _0 o (8,64):(64,1)" read as Sw<3,3,3> o (8,64):(64,1)
 * }</pre>
 */
final class SwizzleSyntax {
  private SwizzleSyntax() {}

  /** {@code Sw<bits,base,shift>} and where its spelling starts. */
  record Spec(int bits, int base, int shift, int position) {
    @Override
    public String toString() {
      return SwizzleRule.print(bits, base, shift);
    }
  }

  private static final Pattern POINTER = Pattern.compile("(\\w*ptr)\\s*\\[\\s*(\\d+)b\\s*\\]");

  /** Whether the cursor is at {@code Sw<} or {@code Swizzle<}. */
  static boolean starts(TextCursor in) {
    for (String name : new String[] {"Swizzle", "Sw"}) {
      if (in.text.startsWith(name, in.pos)) {
        int p = in.pos + name.length();
        while (p < in.text.length() && Character.isWhitespace(in.text.charAt(p))) {
          p++;
        }
        if (p < in.text.length() && in.text.charAt(p) == '<') {
          return true;
        }
      }
    }
    return false;
  }

  /** Reads {@code Sw<B,M,S>} or {@code Swizzle<B,M,S>}, with an optional {@code {}}. */
  static Spec spec(TextCursor in) {
    int start = in.pos;
    in.pos += in.text.startsWith("Swizzle", in.pos) ? 7 : 2;
    in.skipSpace();
    in.expect('<');
    int bits = parameter(in, "B");
    in.expect(',');
    int base = parameter(in, "M");
    in.expect(',');
    int shift = parameter(in, "S");
    in.expect('>');
    in.skipSpace();
    if (in.at('{')) {
      in.pos++;
      in.expect('}');
      in.skipSpace();
    }
    return new Spec(bits, base, shift, start);
  }

  private static int parameter(TextCursor in, String name) {
    in.skipSpace();
    int at = in.pos;
    if (!in.atDigit()) {
      throw in.error(at, "expected the swizzle's " + name + " (a number from 0 to 31)" + in.found());
    }
    long v = in.number();
    if (v > 31) {
      throw in.error(at, "the swizzle's " + name + " is " + v + "; it must be from 0 to 31");
    }
    in.skipSpace();
    return (int) v;
  }

  /**
   * After {@code Sw<B,M,S> o}: skips CuTe's printed offset {@code _0 o} (a derived layout holds no
   * other offset) and refuses a printed pointer, saying what to write instead.
   */
  static void afterComposition(TextCursor in, Spec spec) {
    in.skipSpace();
    Matcher pointer = POINTER.matcher(in.text).region(in.pos, in.text.length());
    if (pointer.lookingAt()) {
      throw in.error(in.pos, pointerProblem(in, spec, pointer));
    }
    Matcher offset = Pattern.compile("(\\S+)\\s+o\\s").matcher(in.text)
        .region(in.pos, in.text.length());
    if (offset.lookingAt()) {
      String value = offset.group(1);
      if (!value.matches("_?-?\\d+")) {
        throw in.error(in.pos, "the offset " + value + " after " + spec + " o must be an integer "
            + "(CuTe's print form is Sw<B,M,S> o offset o L)");
      }
      if (!value.matches("_?0+")) {
        throw in.error(in.pos, "the offset " + value + " after " + spec + " o is not 0; a derived "
            + "layout holds no offset: write " + spec + " o L");
      }
      in.pos = offset.end();
    }
  }

  private static String pointerProblem(TextCursor in, Spec spec, Matcher pointer) {
    long width = Long.parseLong(pointer.group(2));
    String printed = pointer.group(0);
    String lead = "CuTe prints " + printed + " for a swizzle applied to a pointer: there " + spec
        + " acts on the byte addresses of " + width + "-bit elements";
    int bytesLog = Long.numberOfTrailingZeros(Math.max(1, width / 8));
    if (width % 8 != 0 || Long.bitCount(width / 8) != 1 || spec.base() < bytesLog) {
      return lead + ", which no swizzle on element offsets equals; a derived layout's swizzle acts "
          + "on element offsets (Sw<B,M,S> o L)";
    }
    Spec onElements = new Spec(spec.bits(), spec.base() - bytesLog, spec.shift(), spec.position());
    int end = pointer.end();
    Matcher rest = Pattern.compile("\\s*(\\([^)]*\\))?\\s*o\\s*").matcher(in.text)
        .region(end, in.text.length());
    String suggestion = "";
    if (rest.lookingAt()) {
      suggestion = "; write " + in.text.substring(0, spec.position()) + onElements + " o "
          + in.text.substring(rest.end());
    }
    return lead + "; on element offsets, which a derived layout's swizzle acts on, that is "
        + onElements + suggestion;
  }
}
