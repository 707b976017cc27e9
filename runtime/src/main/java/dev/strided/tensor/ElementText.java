package dev.strided.tensor;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * CuTe's {@code pretty_print} of one element, as C's {@code printf} writes it: {@code float} as
 * {@code %10.2e}, {@code double} as {@code %11.3e}, {@code int} and {@code long} as {@code %5d}, {@code short} as two spaces and {@code %d}. The
 * exponent forms round the exact binary value half to even, as glibc does (Java's {@code %e} rounds
 * the shortest decimal half up, so {@code 1.125} would print {@code 1.13e+00} instead of
 * {@code 1.12e+00}); NaN and infinities print {@code nan}, {@code -nan}, {@code inf}, {@code -inf}.
 *
 * <pre>{@code ElementText.of(12f);   // "  1.20e+01"}</pre>
 */
final class ElementText {
  private ElementText() {}

  static String of(float value) {
    return scientific(value, 2, 10);
  }

  static String of(double value) {
    return scientific(value, 3, 11);
  }

  static String of(int value) {
    return String.format("%5d", value);
  }

  /** CuTe has no {@code pretty_print} of int16: its fallback prints two spaces and {@code %d}. */
  static String of(short value) {
    return "  " + value;
  }

  static String of(long value) {
    return String.format("%5d", value);
  }

  /** {@code %<width>.<digits>e}. */
  static String scientific(double value, int digits, int width) {
    boolean negative = (Double.doubleToRawLongBits(value) & Long.MIN_VALUE) != 0;
    String body;
    if (Double.isNaN(value)) {
      body = "nan";
    } else if (Double.isInfinite(value)) {
      body = "inf";
    } else if (value == 0) {
      body = "0." + "0".repeat(digits) + "e+00";
    } else {
      BigDecimal rounded = new BigDecimal(Math.abs(value))
          .round(new MathContext(digits + 1, RoundingMode.HALF_EVEN));
      String unscaled = rounded.unscaledValue().toString();
      int exponent = unscaled.length() - 1 - rounded.scale();
      String mantissa = (unscaled + "0".repeat(digits)).substring(0, digits + 1);
      body = mantissa.charAt(0) + "." + mantissa.substring(1) + "e" + (exponent < 0 ? "-" : "+")
          + (Math.abs(exponent) < 10 ? "0" : "") + Math.abs(exponent);
    }
    String signed = (negative ? "-" : "") + body;
    return " ".repeat(Math.max(0, width - signed.length())) + signed;
  }
}
