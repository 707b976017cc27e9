package dev.strided.atom;

import dev.strided.tensor.ElementKind;

/**
 * The value types of CuTe's MMA atoms ({@code MMA_Traits::ValTypeD/A/B/C}): CuTe's C++ spelling,
 * the width in bits, and the code an instruction's name gives the type ({@code F16} in
 * {@code SM80_16x8x16_F32F16F16F32_TN}, {@code E4M3} in {@code SM90_64x64x32_F32E4M3E4M3_SS_TN}).
 *
 * <pre>{@code MmaAtom.of("SM80_16x8x32_S32S8S8S32_TN").valueTypeA();   // INT8_T
 * ValueType.FLOAT_E4M3_T.bits();                                    // 8
 * ValueType.BFLOAT16_T.cuteName();                                  // bfloat16_t}</pre>
 */
public enum ValueType implements ElementKind {
  /** IEEE half precision, {@code half_t}. */
  HALF_T("half_t", 16, "F16"),
  /** Brain float, {@code bfloat16_t}. */
  BFLOAT16_T("bfloat16_t", 16, "BF16"),
  /** TensorFloat-32, stored in 32 bits, {@code tfloat32_t}. */
  TFLOAT32_T("tfloat32_t", 32, "TF32"),
  /** IEEE single precision, {@code float}. */
  FLOAT("float", 32, "F32"),
  /** IEEE double precision, {@code double}. */
  DOUBLE("double", 64, "F64"),
  /** Signed 8-bit integer, {@code int8_t}. */
  INT8_T("int8_t", 8, "S8"),
  /** Unsigned 8-bit integer, {@code uint8_t}. */
  UINT8_T("uint8_t", 8, "U8"),
  /** Signed 32-bit integer, {@code int32_t}: the integer MMAs' accumulator. */
  INT32_T("int32_t", 32, "S32"),
  /** 8-bit float with 4 exponent and 3 mantissa bits, {@code float_e4m3_t}. */
  FLOAT_E4M3_T("float_e4m3_t", 8, "E4M3"),
  /** 8-bit float with 5 exponent and 2 mantissa bits, {@code float_e5m2_t}. */
  FLOAT_E5M2_T("float_e5m2_t", 8, "E5M2");

  private final String cuteName;
  private final int bits;
  private final String code;

  ValueType(String cuteName, int bits, String code) {
    this.cuteName = cuteName;
    this.bits = bits;
    this.code = code;
  }

  /**
   * CuTe's C++ spelling.
   *
   * <pre>{@code ValueType.HALF_T.cuteName();   // half_t}</pre>
   */
  @Override
  public String cuteName() {
    return cuteName;
  }

  /**
   * The width in bits, CuTe's {@code sizeof_bits}.
   *
   * <pre>{@code ValueType.TFLOAT32_T.bits();   // 32}</pre>
   */
  @Override
  public int bits() {
    return bits;
  }

  /** The type's code in an instruction's name: {@code F32}, {@code BF16}, {@code S8}, ... */
  String code() {
    return code;
  }
}
