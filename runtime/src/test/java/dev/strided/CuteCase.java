package dev.strided;

import java.util.function.Predicate;

/**
 * One differential case: the operation and its inputs, what the runtime gave (the printed line, or
 * the message of its IllegalArgumentException), and the C++ statement that prints CuTe's line
 * ({@code #id <text>}).
 *
 * <p>When the runtime refused a result as not exact, {@code evidenceCxx} is a C++ expression whose
 * printed form {@code isComposition} judges: the test accepts the refusal only if C++'s own result is
 * not the composition it is defined as.
 *
 * @param id the case number, unique in a run
 * @param description the operation and its inputs, CuTe-style, for messages and replay
 * @param cxx the C++ statements (one line) that print CuTe's {@code #id} line
 * @param java the runtime's line, or null if it refused
 * @param refusal the runtime's message, or null if it gave a result
 * @param evidenceCxx the C++ expression printed as {@code #id E <text>}, or null
 * @param isComposition whether the printed evidence is the composition by definition
 * @param breaksDefinition the runtime's own result is not its definition (checked by enumeration)
 * @param keptWhole for a zipped, tiled or flat divide or product whose tiler keeps a mode with
 *     {@code _}: the result SPEC 6 defines (the kept mode whole in the rest group), else null
 */
record CuteCase(int id, String description, String cxx, String java, String refusal,
    String evidenceCxx, Predicate<String> isComposition, boolean breaksDefinition,
    String keptWhole) {

  CuteCase(int id, String description, String cxx, String java, String refusal,
      String evidenceCxx, Predicate<String> isComposition) {
    this(id, description, cxx, java, refusal, evidenceCxx, isComposition, false, null);
  }

  /** This case with the runtime's result held to its definition and to SPEC 6's kept modes. */
  CuteCase checked(boolean breaks, String kept) {
    return new CuteCase(id, description, cxx, java, refusal, evidenceCxx, isComposition,
        java != null && breaks, kept);
  }

  /**
   * Refused as not exact, or for a divisibility condition that C++ checks only on static integers
   * (with a dynamic operand C++ computes: the evidence shows whether that is the definition).
   */
  boolean refusedAsInexact() {
    return refusal != null && (refusal.contains("is not exact")
        || refusal.contains("divisibility condition fails"));
  }

  /** The C++ function for this case: its line, and the evidence's line when there is one. */
  String function() {
    String evidence = evidenceCxx == null || !refusedAsInexact() ? ""
        : " show(" + id + ", \"E \", " + evidenceCxx + ");";
    return "void c" + id + "() { " + cxx + evidence + " }";
  }
}
