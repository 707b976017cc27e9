package dev.strided.processor.ascend;

import dev.strided.annotations.AscendCube.Chip;
import dev.strided.core.FrameFormat.Pattern;
import java.util.List;

/**
 * The Cube unit's buffers and the frame formats each takes, per chip. Sources: CATLASS's
 * {@code CopyL1ToL0A} writes zZ (Te's ZZ) into L0A for {@code Arch::AtlasA2} and zN (Te's NZ) for
 * {@code Arch::Ascend950}, its {@code CopyL1ToL0B} writes nZ (Te's ZN); Te's frame formats put A and
 * B in L1 as NZ, or ZN when transposed, and the MX scales as ZZ and NN on Ascend 950; L0C holds zN
 * with C0 = 16 for every type (issue 48, CATLASS's L0C).
 *
 * <pre>{@code CubeBuffer.L0A.takes(Chip.ASCEND_950);   // [NZ]}</pre>
 */
public enum CubeBuffer {
  L1("l1"),
  L0A("l0a"),
  L0B("l0b"),
  L0C("l0c");

  private final String attribute;

  CubeBuffer(String attribute) {
    this.attribute = attribute;
  }

  /**
   * The {@code @AscendCube} attribute that lists the buffer's layouts.
   *
   * <pre>{@code CubeBuffer.L0A.attribute();   // "l0a"}</pre>
   */
  public String attribute() {
    return attribute;
  }

  /**
   * The formats the buffer takes on {@code chip}, the first the one a fix names.
   *
   * <pre>{@code CubeBuffer.L0A.takes(Chip.ASCEND_910B);   // [ZZ]}</pre>
   */
  public List<Pattern> takes(Chip chip) {
    return switch (this) {
      case L1 -> chip == Chip.ASCEND_950 ? List.of(Pattern.NZ, Pattern.ZN, Pattern.ZZ, Pattern.NN)
          : List.of(Pattern.NZ, Pattern.ZN);
      case L0A -> List.of(chip == Chip.ASCEND_950 ? Pattern.NZ : Pattern.ZZ);
      case L0B -> List.of(Pattern.ZN);
      case L0C -> List.of(Pattern.NZ);
    };
  }

  /**
   * The C0 the buffer demands of a format whose element type's rule gives {@code rule}: L0C holds
   * 16 elements per fractal row whatever the type, the others the rule's 32 bytes.
   *
   * <pre>{@code CubeBuffer.L0C.c0(8);   // 16}</pre>
   */
  public int c0(int rule) {
    return this == L0C ? 16 : rule;
  }

  /**
   * A chip as people write it.
   *
   * <pre>{@code CubeBuffer.chip(Chip.ASCEND_910B);   // "Ascend 910B"}</pre>
   */
  public static String chip(Chip chip) {
    return chip == Chip.ASCEND_950 ? "Ascend 950" : "Ascend 910B";
  }

  /**
   * CATLASS's name of a Te pattern, whose case convention is the other way round.
   *
   * <pre>{@code CubeBuffer.catlass(Pattern.NZ);   // "zN"}</pre>
   */
  public static String catlass(Pattern p) {
    String te = p.name();
    return Character.toLowerCase(te.charAt(1)) + te.substring(0, 1);
  }
}
