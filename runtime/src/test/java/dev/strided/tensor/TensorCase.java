package dev.strided.tensor;

import java.util.List;

/**
 * One differential case: a tensor and a view of it, the runtime's lines for the view (or why it
 * refused), and the C++ statements that print CuTe's lines for the same view.
 *
 * @param id the case number, unique in a run
 * @param description the tensor and the view, for messages and replay
 * @param base the kind of tensor
 * @param view the view
 * @param cxx the body of the case's C++ function (one line)
 * @param java the runtime's lines, or null when it refused
 * @param refusal the runtime's message, or null
 */
record TensorCase(int id, String description, TensorCases.Base base, TensorCases.View view,
    String cxx, List<String> java, String refusal) {

  /** Whether CuTe keeps a swizzle here where the runtime does (a composition or divide). */
  boolean comparesText() {
    return base != TensorCases.Base.SWIZZLED || !view.slices();
  }

  String function() {
    return "void c" + id + "() { " + cxx + " }";
  }
}
