package dev.strided.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a tiled copy: CuTe's {@code make_tiled_copy(Copy_Atom<atom, type>, threads, values)}, or,
 * with exactly one of {@link #forA()}, {@link #forB()}, {@link #forC()}, its
 * {@code make_tiled_copy_A/B/C} for a {@link TiledMma} of the same type. The Strided annotation
 * processor builds it when {@code javac} runs, refuses a mistake as a {@code [strided:atom]} error on
 * the attribute at fault, and generates a {@code final} class named {@link #name()} with the runtime
 * value ({@code tiledCopy()}) and folded index functions {@code src(thread, value)} and
 * {@code dst(thread, value)}: the coordinate index in the copy's column-major tile.
 *
 * <pre>{@code
 * @TiledMma(name = "Mma", atom = "SM80_16x8x8_F32TF32TF32F32_TN", atoms = "(2,2,1)",
 *     permutation = "(32,32,8)")
 * @TiledCopy(name = "CopyA", atom = "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", type = float.class,
 *     threads = "(32,8):(8,1)", values = "(4,1)")
 * @TiledCopy(name = "LdsmA", atom = "SM75_U32x4_LDSM_N", type = float.class, forA = "Mma")
 * final class Gemm {}
 * // generates CopyA with CopyA.tiledCopy().tilerMN() == (_128,_8)
 * // and CopyA.src(1, 0) == 128: thread 1 starts at column 1
 * }</pre>
 *
 * <p>The name is CuTe's, as is the runtime class it builds ({@code dev.strided.atom.TiledCopy}); a
 * file that uses both imports the runtime class and writes this annotation fully qualified,
 * {@code @dev.strided.annotations.TiledCopy(...)} (docs/atoms.md, "Annotation names beside the
 * runtime's").
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(TiledCopy.List.class)
public @interface TiledCopy {
  /**
   * The generated class's simple name, in the annotated type's package.
   *
   * @return a Java identifier, e.g. {@code "CopyA"}
   */
  String name();

  /**
   * The copy atom by its CuTe name: {@code "UniversalCopy<uint128_t>"},
   * {@code "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>"}, {@code "SM75_U32x4_LDSM_N"} ...
   *
   * @return the atom's name
   */
  String atom();

  /**
   * The element type the copy moves, a primitive: {@code float.class}, {@code double.class},
   * {@code int.class}, {@code long.class}, {@code short.class}, {@code char.class} (16 bits, for
   * {@code half_t}), {@code byte.class}.
   *
   * @return the element type
   */
  Class<?> type();

  /**
   * The layout of threads over the copy's {@code (M,N)} tile, for {@code make_tiled_copy}.
   *
   * <p>Example: {@code "(32,8):(8,1)"}: 256 threads, 8 along N in a row.
   *
   * @return the thread layout, or {@code ""} (the default) with {@code forA}, {@code forB} or
   *     {@code forC}
   */
  String threads() default "";

  /**
   * The layout of each thread's values over {@code (M,N)}, for {@code make_tiled_copy}.
   *
   * <p>Example: {@code "(4,1)"}: four consecutive values along M.
   *
   * @return the value layout, or {@code ""} (the default) with {@code forA}, {@code forB} or
   *     {@code forC}
   */
  String values() default "";

  /**
   * The {@link TiledMma#name()} whose A operand this copy fills ({@code make_tiled_copy_A}).
   *
   * @return the MMA's name, or {@code ""} (the default)
   */
  String forA() default "";

  /**
   * The {@link TiledMma#name()} whose B operand this copy fills ({@code make_tiled_copy_B}).
   *
   * @return the MMA's name, or {@code ""} (the default)
   */
  String forB() default "";

  /**
   * The {@link TiledMma#name()} whose C operand this copy moves ({@code make_tiled_copy_C}).
   *
   * @return the MMA's name, or {@code ""} (the default)
   */
  String forC() default "";

  /**
   * Container of repeated {@code @TiledCopy} annotations.
   *
   * <pre>{@code
   * @TiledCopy(name = "G2S", atom = "UniversalCopy<uint128_t>", type = float.class,
   *     threads = "(32,8):(8,1)", values = "(4,1)")
   * @TiledCopy(name = "S2R", atom = "UniversalCopy<uint32_t>", type = float.class,
   *     threads = "(16,16)", values = "(1,1)")
   * final class Copies {}
   * }</pre>
   */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    /**
     * The repeated annotations.
     *
     * @return the tiled copies, in source order
     */
    TiledCopy[] value();
  }
}
