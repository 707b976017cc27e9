package dev.strided.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a tiled MMA, CuTe's {@code make_tiled_mma(atom, atoms, permutation)}: an MMA instruction
 * (its atom, by CuTe's name) laid out over the {@code (M,N,K)} modes. The Strided annotation
 * processor builds it when {@code javac} runs, refuses a mistake as a {@code [strided:atom]} error on
 * the attribute at fault, and generates a {@code final} class named {@link #name()} with the runtime
 * value ({@code tiledMma()}) and folded index functions {@code a(thread, value)}, {@code b} and
 * {@code c}: the coordinate index in the column-major {@code (M,K)}, {@code (N,K)} or {@code (M,N)}
 * tile that the thread's value holds.
 *
 * <pre>{@code
 * @TiledMma(name = "Mma", atom = "SM80_16x8x8_F32TF32TF32F32_TN", atoms = "(2,2,1)",
 *     permutation = "(32,32,8)")
 * final class Gemm {}
 * // generates Mma with Mma.tiledMma().size() == 128 and Mma.a(5, 1) == 41: thread 5's value 1 is A(9,1)
 * }</pre>
 *
 * <p>Numbers are static, as in {@link Layout}: {@code "(2,2,1)"} is CuTe's {@code (_2,_2,_1)}.
 *
 * <p>The name is CuTe's, as is the runtime class it builds ({@code dev.strided.atom.TiledMma}); a
 * file that uses both imports the runtime class and writes this annotation fully qualified,
 * {@code @dev.strided.annotations.TiledMma(...)} (docs/atoms.md, "Annotation names beside the
 * runtime's").
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(TiledMma.List.class)
public @interface TiledMma {
  /**
   * The generated class's simple name, in the annotated type's package; {@link TiledCopy#forA()}
   * and its siblings refer to the MMA by it.
   *
   * @return a Java identifier, e.g. {@code "Mma"}
   */
  String name();

  /**
   * The MMA atom by its CuTe name: {@code "UniversalFMA<float>"},
   * {@code "SM80_16x8x16_F32F16F16F32_TN"}, or a Hopper GMMA with its majors,
   * {@code "SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>"}.
   *
   * @return the atom's name
   */
  String atom();

  /**
   * The layout of atoms over {@code (M,N,K)}, compact, rank at most 3: {@code "(2,2,1)"} puts four
   * atoms two by two.
   *
   * @return the atom layout; {@code "(1,1,1)"} (one atom) by default
   */
  String atoms() default "(1,1,1)";

  /**
   * The permutation, a tiler per mode {@code (M,N,K)}: a static extent (larger than the atoms'
   * tile it repeats it), a static layout that reorders the mode, or {@code _} for the atoms' tile.
   *
   * <p>Example: {@code "(32,32,8)"}, {@code "((4,8):(8,1),_,_)"}.
   *
   * @return the permutation, or {@code ""} (the default) for none
   */
  String permutation() default "";

  /**
   * The {@code @TiledMma} of this type (written above this one) whose accumulator this MMA reads
   * as its A operand, from registers: attention's P of S = Q·Kᵀ fed to O += P·V. This MMA's atom
   * must read A from registers (a GMMA {@code _RS}); the processor proves that each thread holds
   * in A exactly the elements it holds in the other's accumulator, so converting the values and
   * renaming registers is all it takes, and refuses it (an error on this attribute) otherwise. With
   * {@code -Astrided.cute=true} the header gets {@code Name_AFromC}, the layout that views the
   * accumulator's registers as this MMA's A fragment (docs/attention.md).
   *
   * <pre>{@code
   * @TiledMma(name = "MmaS", atom = "SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>")
   * @TiledMma(name = "MmaO", atom = "SM90_64x128x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::MN>",
   *     aFrom = "MmaS")
   * final class Attention {}
   * }</pre>
   *
   * @return the name of the MMA whose accumulator is A, or {@code ""} (the default) for none
   */
  String aFrom() default "";

  /**
   * Whether to derive the accumulator's row groups (which threads and registers hold each row,
   * for row-wise reductions such as softmax's max and sum) and emit them: the generated class gets
   * {@code THREADS_PER_ROW} and {@code ROW_LANE_MASK} (the xor distances of the lanes sharing a
   * row, or-ed), the header {@code Name_Rows}. A row held by two warps is an error here.
   *
   * <pre>{@code
   * @TiledMma(name = "MmaS", atom = "SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>",
   *     rowGroups = true)
   * final class Attention {}   // MmaS.ROW_LANE_MASK == 3: shuffle by xor 1 and 2
   * }</pre>
   *
   * @return true to derive and emit the row groups; false by default
   */
  boolean rowGroups() default false;

  /**
   * Container of repeated {@code @TiledMma} annotations.
   *
   * <pre>{@code
   * @TiledMma(name = "Small", atom = "UniversalFMA<float>", atoms = "(16,16)")
   * @TiledMma(name = "Tensor", atom = "SM80_16x8x16_F32F16F16F32_TN", atoms = "(2,2)")
   * final class Kernels {}
   * }</pre>
   */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    /**
     * The repeated annotations.
     *
     * @return the tiled MMAs, in source order
     */
    TiledMma[] value();
  }
}
