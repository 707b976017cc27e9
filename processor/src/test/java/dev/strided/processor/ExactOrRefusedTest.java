package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import org.junit.jupiter.api.Test;

/**
 * SPEC 6's "exact or refused" at javac time: the compositions whose modes of B interact in A are one
 * {@code [strided:algebra]} error naming a coordinate where the result is not A∘B, as in the runtime.
 */
class ExactOrRefusedTest {
  @Test
  void modesOfBThatCarryInAAreOneAlgebraErrorWithACoordinate() {
    Compile.assertOneError(Compile.tile(
            "@Layout(name = \"Bad\", of = \"composition((6,2):(8,144), (4,2):(1,4))\")"), 3,
        "[strided:algebra] of \"composition((6,2):(8,144), (4,2):(1,4))\" is refused: ",
        "maps 7 to 56 where A(B(7)) = 152");
  }

  @Test
  void aProductThatInheritsTheCarryIsRefused() {
    Compile.assertOneError(Compile.tile("@Layout(name = \"Bad\", "
            + "of = \"logical_product((8,1,8):(4,32,64), (3,2):(1,3))\")"), 3,
        "[strided:algebra]", "maps 5 to 5 where A(B(5)) = 33");
  }

  @Test
  void negativeStridesThatBorrowAreRefused() {
    Compile.assertOneError(Compile.tile("@Layout(name = \"Bad\", of = \"composition("
            + "((2,8,16)):((128,16,1)), ((4),(2,2,10)):((-1),(8,4,-16)))\")"), 3,
        "[strided:algebra]", "have strides of both signs", "where A(B(11)) = 128");
  }

  @Test
  void aKeptModeStaysWholeAtJavacTime() {
    assertThat(Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Z\", of = \"zipped_divide((64,50):(100,1), (32,_))\")")))
        .succeededWithoutWarnings();
  }
}
