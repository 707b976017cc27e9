package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One test per {@code @AscendCube} rule: exactly one {@code [strided:ascend]} error, on the line of
 * the attribute at fault, naming the buffer, the format and the fix. The formats each buffer takes
 * are the public facts docs/ascend.md cites (CATLASS's CopyL1ToL0A/B per arch, Te's frame formats).
 */
class AscendCubeErrorsTest {
  /** {@code com.acme.Mm}: three layouts (lines 4-6), then {@code cube}'s lines from line 7 on. */
  private static JavaFileObject mm(String a, String l1, String... cube) {
    List<String> all = new ArrayList<>(List.of("package com.acme;",
        "import dev.strided.annotations.AscendCube;", "import dev.strided.annotations.Layout;",
        "@Layout(name = \"GmA\", of = \"ND<half_t>(128,64)\")",
        "@Layout(name = \"L1A\", of = \"" + l1 + "\")",
        "@Layout(name = \"A0\", of = \"" + a + "\")"));
    all.addAll(List.of(cube));
    all.add("final class Mm {}");
    return JavaFileObjects.forSourceLines("com.acme.Mm", all);
  }

  @Test
  void aRightCubeCompilesOnEachChip() {
    assertThat(Compile.withProcessor(mm("ZZ<half_t>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B, l1 = \"L1A\", l0a = \"A0\",",
        "    conversions = \"nd2nz(GmA, L1A)\")"))).succeededWithoutWarnings();
    assertThat(Compile.withProcessor(mm("NZ<half_t>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_950, l1 = \"L1A\", l0a = \"A0\",",
        "    conversions = \"nd2nz(GmA, L1A)\")"))).succeededWithoutWarnings();
  }

  @Test
  void l0aOf910bTakesZz() {
    Compile.assertOneError(mm("NZ<half_t>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    l0a = \"A0\")"), 8,
        "[strided:ascend] @AscendCube l0a: A0 is Te's NZ<half_t> (C0 = 16), but L0A on Ascend "
            + "910B takes ZZ (CATLASS zZ); derive A0 as ZZ<half_t>(128,64)");
  }

  @Test
  void l0aOf950TakesNz() {
    Compile.assertOneError(mm("zZ<half_t>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_950,", "    l0a = \"A0\")"), 8,
        "[strided:ascend] @AscendCube l0a: A0 is CATLASS's zZ<half_t> (Te's ZZ, C0 = 16), but L0A "
            + "on Ascend 950 takes NZ (CATLASS zN); derive A0 as NZ<half_t>(128,64)");
  }

  @Test
  void l0bTakesZn() {
    Compile.assertOneError(mm("NZ<float>(64,32)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    l0b = \"A0\")"), 8,
        "@AscendCube l0b: A0 is Te's NZ<float> (C0 = 8), but L0B on Ascend 910B takes ZN (CATLASS "
            + "nZ); derive A0 as ZN<float>(64,32)");
  }

  @Test
  void aC0ThatDoesNotMatchTheElementType() {
    Compile.assertOneError(mm("ZZ<float,16>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    l0a = \"A0\")"), 8,
        "[strided:ascend] @AscendCube l0a: A0 is Te's ZZ<float> (C0 = 16), but float takes C0 = "
            + "32 bytes / element size = 8 in L0A on Ascend 910B; write ZZ<float>(128,64)");
  }

  @Test
  void l0cHolds16PerRowOfEveryType() {
    Compile.assertOneError(mm("NZ<float>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    l0c = \"A0\")"), 8,
        "@AscendCube l0c: A0 is Te's NZ<float> (C0 = 8), but L0C on Ascend 910B holds 16 elements "
            + "per fractal row whatever the type; write NZ<float,16>(128,64) (CATLASS's "
            + "L0C<float>(128,64))");
  }

  @Test
  void aConversionFromTheWrongFormat() {
    Compile.assertOneError(mm("DN<half_t>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    conversions = \"nd2nz(A0, L1A)\")"),
        8, "[strided:ascend] @AscendCube conversions: nd2nz(A0, L1A): nd2nz reads ND or NDExt, but "
            + "its source is Te's DN<half_t>; use dn2nz");
  }

  @Test
  void aConversionIntoTheWrongFormat() {
    Compile.assertOneError(mm("ZZ<half_t>(128,64)", "ZN<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    conversions = \"nd2nz(GmA, L1A)\")"),
        8, "nd2nz(GmA, L1A): nd2nz writes NZ, but its destination is Te's ZN<half_t> (C0 = 16); "
            + "derive the destination as NZ<half_t>(m, n)");
  }

  @Test
  void aConversionBetweenDifferentMatrices() {
    Compile.assertOneError(mm("ZZ<half_t>(128,64)", "NZ<half_t>(128,48)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    conversions = \"nd2nz(GmA, L1A)\")"),
        8, "[strided:ascend] @AscendCube conversions: nd2nz(GmA, L1A): nd2nz does not cover the "
            + "same matrix: the source has 64 columns, the destination 48; give both the same m×n");
  }

  @Test
  void aConversionThatDoesNotParse() {
    Compile.assertOneError(mm("ZZ<half_t>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    conversions = \"nd2zz(GmA, L1A)\")"),
        8, "[strided:ascend] @AscendCube conversions: 'nd2zz(GmA, L1A)' is not a conversion; write "
            + "one of nd2nz, dn2nz, nd2zn, nz2zn, zn2nz");
  }

  @Test
  void anUnknownLayout() {
    Compile.assertOneError(mm("ZZ<half_t>(128,64)", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    l1 = \"L1B\")"), 8,
        "[strided:ascend] @AscendCube l1: no @Layout of this type is named L1B (L1); name one of "
            + "GmA, L1A, A0");
  }

  @Test
  void aLayoutWrittenOutIsNoFrameFormat() {
    Compile.assertOneError(mm("zipped_divide(ZZ<half_t>(128,64), (16,16))", "NZ<half_t>(128,64)",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B,", "    l0a = \"A0\")"), 8,
        "[strided:ascend] @AscendCube l0a: A0 (L0A) is not written as a frame format, so its format "
            + "is unknown");
  }

  @Test
  void namedExtentsMustBeTheSameNames() {
    JavaFileObject named = JavaFileObjects.forSourceLines("com.acme.Mm", "package com.acme;",
        "import dev.strided.annotations.AscendCube;", "import dev.strided.annotations.Layout;",
        "@Layout(name = \"GmA\", of = \"ND<half_t>(M,K)\")",
        "@Layout(name = \"L1A\", of = \"NZ<half_t>(M,K)\", assume = {\"M % 16 == 0\", "
            + "\"K % 16 == 0\"})",
        "@Layout(name = \"L1T\", of = \"NZ<half_t>(K,M)\", assume = {\"M % 16 == 0\", "
            + "\"K % 16 == 0\"})",
        "@AscendCube(chip = AscendCube.Chip.ASCEND_910B, l1 = {\"L1A\", \"L1T\"},",
        "    conversions = {\"nd2nz(GmA, L1A)\", \"nd2nz(GmA, L1T)\"})",
        "final class Mm {}");
    Compile.assertOneError(named, 8, "[strided:ascend] @AscendCube conversions: nd2nz(GmA, L1T): "
        + "nd2nz does not cover the same matrix: the source has M rows, the destination K");
  }
}
