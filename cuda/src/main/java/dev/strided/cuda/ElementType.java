package dev.strided.cuda;

import dev.strided.atom.ValueType;

/**
 * The value types a device tensor holds, as CuTe names them, with their width, the tensor map data
 * type TMA moves them as ({@code CUtensorMapDataType}) and the conversions from and to {@code float}:
 * FP16, BF16 and FP8 round to nearest even (FP8 saturating to the largest finite value, as CUDA's
 * {@code __NV_SATFINITE}); TF32 is stored as FP32 (the tensor cores read its top 19 bits).
 *
 * <pre>{@code
 * ElementType.BF16.encode(1.00390625f);   // 0x3F80: ties to even
 * ElementType.BF16.decode(0x3F81);        // 1.0078125f
 * ElementType.FP8_E4M3.encode(1000f);     // 0x7E: 448, the largest finite E4M3 value
 * }</pre>
 */
public enum ElementType {
  /** IEEE binary32; {@code float}. */
  FP32(ValueType.FLOAT, 7),
  /** binary32 storage read as TF32 by tensor cores; {@code tfloat32_t}. */
  TF32(ValueType.TFLOAT32_T, 11),
  /** IEEE binary16; {@code half_t}. */
  FP16(ValueType.HALF_T, 6),
  /** bfloat16; {@code bfloat16_t}. */
  BF16(ValueType.BFLOAT16_T, 9),
  /** FP8 with 4 exponent and 3 mantissa bits, no infinities; {@code float_e4m3_t}. */
  FP8_E4M3(ValueType.FLOAT_E4M3_T, 0),
  /** FP8 with 5 exponent and 2 mantissa bits; {@code float_e5m2_t}. */
  FP8_E5M2(ValueType.FLOAT_E5M2_T, 0);

  private final ValueType valueType;
  private final int tensorMapDataType;

  ElementType(ValueType valueType, int tensorMapDataType) {
    this.valueType = valueType;
    this.tensorMapDataType = tensorMapDataType;
  }

  /** @return the runtime's value type (CuTe's name and width), as the atoms name it */
  public ValueType valueType() {
    return valueType;
  }

  /** @return CuTe's name for the type, e.g. {@code bfloat16_t} */
  public String cuteName() {
    return valueType.cuteName();
  }

  /** @return the width in bits */
  public int bits() {
    return valueType.bits();
  }

  /** @return the width in bytes */
  public int bytes() {
    return bits() / 8;
  }

  /** @return {@code CUtensorMapDataType}'s value for this type, as CuTe's host code chooses it */
  public int tensorMapDataType() {
    return tensorMapDataType;
  }

  /**
   * The stored bits of {@code value} (in the low {@link #bits()} bits).
   *
   * @param value the value
   * @return its encoding
   */
  public int encode(float value) {
    return switch (this) {
      case FP32, TF32 -> Float.floatToRawIntBits(value);
      case FP16 -> Float.floatToFloat16(value) & 0xFFFF;
      case BF16 -> bf16(value);
      case FP8_E4M3 -> fp8(value, 4, 3, false);
      case FP8_E5M2 -> fp8(value, 5, 2, true);
    };
  }

  /**
   * The value of stored bits.
   *
   * @param stored the low {@link #bits()} bits of a stored value
   * @return its value
   */
  public float decode(int stored) {
    return switch (this) {
      case FP32, TF32 -> Float.intBitsToFloat(stored);
      case FP16 -> Float.float16ToFloat((short) stored);
      case BF16 -> Float.intBitsToFloat((stored & 0xFFFF) << 16);
      case FP8_E4M3 -> fp8Value(stored, 4, 3, false);
      case FP8_E5M2 -> fp8Value(stored, 5, 2, true);
    };
  }

  private static int bf16(float value) {
    int bits = Float.floatToRawIntBits(value);
    if (Float.isNaN(value)) {
      return (bits >>> 16) | 0x40;  // a quiet NaN of the same sign
    }
    int roundingBias = 0x7FFF + ((bits >>> 16) & 1);
    return ((bits + roundingBias) >>> 16) & 0xFFFF;
  }

  private static int fp8(float value, int exponentBits, int mantissaBits, boolean infinities) {
    int sign = Float.floatToRawIntBits(value) >>> 31 << 7;
    if (Float.isNaN(value)) {
      return sign | 0x7F;
    }
    int bias = (1 << (exponentBits - 1)) - 1;
    int maxCode = infinities ? (((1 << exponentBits) - 2) << mantissaBits) | ((1 << mantissaBits) - 1)
        : 0x7E;  // E4M3: S.1111.110 is 448, S.1111.111 is NaN
    float max = fp8Value(maxCode, exponentBits, mantissaBits, infinities);
    float magnitude = Math.abs(value);
    if (magnitude >= max) {
      return sign | maxCode;  // saturate to finite
    }
    int minNormalExponent = 1 - bias;
    int exponent = Math.max(Math.getExponent(magnitude), minNormalExponent);
    double quantum = Math.scalb(1.0, exponent - mantissaBits);
    long units = Math.round(Math.rint(magnitude / quantum));  // ties to even
    long code = units + (long) (exponent - minNormalExponent) * (1L << mantissaBits);
    return sign | (int) Math.min(code, maxCode);
  }

  private static float fp8Value(int stored, int exponentBits, int mantissaBits, boolean infinities) {
    int sign = (stored & 0x80) != 0 ? -1 : 1;
    int exponent = (stored >>> mantissaBits) & ((1 << exponentBits) - 1);
    int mantissa = stored & ((1 << mantissaBits) - 1);
    int bias = (1 << (exponentBits - 1)) - 1;
    int allOnes = (1 << exponentBits) - 1;
    if (infinities && exponent == allOnes) {
      return mantissa == 0 ? sign * Float.POSITIVE_INFINITY : Float.NaN;
    }
    if (!infinities && exponent == allOnes && mantissa == (1 << mantissaBits) - 1) {
      return Float.NaN;
    }
    double value = exponent == 0 ? Math.scalb((double) mantissa, 1 - bias - mantissaBits)
        : Math.scalb(1.0 + Math.scalb((double) mantissa, -mantissaBits), exponent - bias);
    return (float) (sign * value);
  }
}
