package dev.strided.tensor;

/**
 * What a tensor's elements stand for, where it differs from the Java primitive that holds them (a
 * {@code FloatTensor} of {@code half_t} values): CuTe's C++ spelling and the width in bits. The
 * atoms' {@code dev.strided.atom.ValueType} constants are the kinds Strided names.
 *
 * <pre>{@code
 * ElementKind half = dev.strided.atom.ValueType.HALF_T;
 * half.bits();        // 16
 * half.cuteName();    // half_t
 * }</pre>
 */
public interface ElementKind {
  /**
   * CuTe's C++ spelling of the type.
   *
   * <pre>{@code dev.strided.atom.ValueType.BFLOAT16_T.cuteName();   // bfloat16_t}</pre>
   */
  String cuteName();

  /**
   * The width in bits, CuTe's {@code sizeof_bits}.
   *
   * <pre>{@code dev.strided.atom.ValueType.FLOAT.bits();   // 32}</pre>
   */
  int bits();
}
