package dev.strided.processor;

/**
 * One operation of one entry of {@code vectors/cute-cxx-static.jsonl}, as a derived {@code @Layout}:
 * the input is {@code @Layout(name = "In<entry>", ...)} and the case is
 * {@code @Layout(name = <name()>, of = <of()>)}.
 *
 * @param entry the entry's {@code id}
 * @param op the operation
 * @param input the input layout, integers plain (an annotation reads every integer as static)
 * @param inputPrint C++'s print of the input
 * @param argument the expression's second argument, or empty
 * @param expected what the annotation must do, decided from the vector's own numbers
 * @param result C++'s printed result, or null where C++ gave none
 * @param cxx C++'s refusal (static_assert message, or compile_error/missing), or null
 */
record CxxVectorCase(int entry, CxxOperation op, String input, String inputPrint, String argument,
    Expected expected, String result, String cxx) {

  /** What a case's annotation must give. */
  enum Expected {
    /** The generated class prints and indexes as C++'s result. */
    RESULT,
    /** C++ fails a static_assert: one [strided:algebra] error. */
    CXX_REFUSES,
    /** C++ rounds a quotient up so a tile overhangs; SPEC 13 refuses it: one [strided:algebra]. */
    OVERHANG,
    /** C++ (experimental with negative strides) gives an extent below 1; the runtime refuses. */
    NEGATIVE_EXTENTS,
    /** C++'s result is not A(B(i)): its weak divisibility test let it through; the runtime refuses. */
    NOT_EXACT,
    /** C++ did not compile the case for another reason (compile_error, missing): no expectation. */
    NONE
  }

  /** The generated class name of the input layout. */
  String inputName() {
    return "In" + entry;
  }

  /** The generated class name of this case, e.g. {@code V12ZippedDivide} or {@code V12Complement11}. */
  String name() {
    return "V" + entry + op.camelName()
        + (op.argument() == CxxOperation.Argument.COTARGET ? argument : "");
  }

  /** The {@code of} expression. */
  String of() {
    return op.function() + "(" + inputName() + (argument.isEmpty() ? "" : ", " + argument) + ")";
  }

  /** Where a message can find the case in the vectors. */
  String where() {
    return "entry " + entry + " " + inputPrint + " " + of();
  }
}
