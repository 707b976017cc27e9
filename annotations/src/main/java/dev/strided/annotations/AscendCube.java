package dev.strided.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares which of the type's {@link Layout}s an Ascend AI Core's Cube unit reads from or writes to
 * which buffer, on which chip, and the conversions that stage them; the Strided annotation
 * processor checks, when {@code javac} runs, that each buffer gets a frame format it takes
 * ({@link Layout#of()} names the format: {@code NZ<half_t>(128,64)}), that an explicit C0 matches
 * the element type, and that each conversion's source and destination are the formats it converts
 * and cover the same matrix, every element landing where the destination puts it. A mistake is a
 * {@code [strided:ascend]} error on the attribute at fault, naming the buffer, the format and the
 * fix.
 *
 * <pre>{@code
 * @Layout(name = "GmA", of = "ND<half_t>(128,64)")
 * @Layout(name = "L1A", of = "NZ<half_t>(128,64)")
 * @Layout(name = "L0A", of = "ZZ<half_t>(128,64)")
 * @AscendCube(chip = AscendCube.Chip.ASCEND_910B, l1 = "L1A", l0a = "L0A",
 *     conversions = "nd2nz(GmA, L1A)")
 * final class MatmulTile {}
 * }</pre>
 *
 * <p>The formats each buffer takes (Te's names; CATLASS's in brackets) are in docs/ascend.md:
 * L1 NZ or ZN (zN, nZ); L0A ZZ (zZ) on the Ascend 910B class and NZ (zN) on Ascend 950; L0B ZN
 * (nZ); L0C NZ with C0 = 16 for every type (CATLASS's L0C).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface AscendCube {
  /**
   * The chip generation, whose buffers take the formats checked.
   *
   * @return the chip
   */
  Chip chip();

  /**
   * Layouts held in L1, the Cube's staging buffer, by generated name.
   *
   * @return the names, none by default
   */
  String[] l1() default {};

  /**
   * Layouts of the Cube's left operand (A) in L0A, by generated name.
   *
   * @return the names, none by default
   */
  String[] l0a() default {};

  /**
   * Layouts of the Cube's right operand (B) in L0B, by generated name.
   *
   * @return the names, none by default
   */
  String[] l0b() default {};

  /**
   * Layouts of the Cube's accumulator in L0C, by generated name.
   *
   * @return the names, none by default
   */
  String[] l0c() default {};

  /**
   * Conversions, {@code nd2nz(Source, Destination)} with {@code nd2nz}, {@code dn2nz},
   * {@code nd2zn}, {@code nz2zn} or {@code zn2nz} and two layouts by generated name.
   *
   * <p>Example: {@code "nd2nz(GmA, L1A)"}.
   *
   * @return the conversions, none by default
   */
  String[] conversions() default {};

  /** Ascend chip generations whose Cube buffers differ. */
  enum Chip {
    /** Ascend 910B class (Atlas A2/A3): L0A takes ZZ. */
    ASCEND_910B,
    /** Ascend 950 (A5): L0A takes NZ. */
    ASCEND_950
  }
}
