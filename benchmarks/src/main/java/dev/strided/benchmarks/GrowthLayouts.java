package dev.strided.benchmarks;

import dev.strided.annotations.Layout;

/**
 * Layouts with 1 to 6 leaves of extent 4, nested deeper as they grow (depth 1, 1, 2, 2, 3, 3), the
 * strides powers of 5 so that nothing coalesces. Example:
 * {@code Leaves3.index(3, 9) == 3 + 1 * 5 + 2 * 25}.
 */
@Layout(name = "Leaves1", shape = "(4)", stride = "(5)")
@Layout(name = "Leaves2", shape = "(4,4)", stride = "(1,5)")
@Layout(name = "Leaves3", shape = "(4,(4,4))", stride = "(1,(5,25))")
@Layout(name = "Leaves4", shape = "((4,4),(4,4))", stride = "((1,5),(25,125))")
@Layout(name = "Leaves5", shape = "((4,4),(4,(4,4)))", stride = "((1,5),(25,(125,625)))")
@Layout(name = "Leaves6", shape = "((4,(4,4)),(4,(4,4)))", stride = "((1,(5,25)),(125,(625,3125)))")
final class GrowthLayouts {
  private GrowthLayouts() {}
}
