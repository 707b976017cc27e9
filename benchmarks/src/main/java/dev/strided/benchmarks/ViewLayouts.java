package dev.strided.benchmarks;

import dev.strided.annotations.Layout;

/**
 * The layouts of {@link ViewBenchmark}, with typed {@code float} views: a row-major panel with a
 * leading dimension bound at run time, and a static row-major tile. Example:
 * {@code RowPanel.of(64, 64, 72).view(new float[4608], 0).get(1, 2) == data[1 * 72 + 2]}.
 */
@Layout(name = "RowPanel", shape = "(M,N)", stride = "(ld,1)", tensors = float.class)
@Layout(name = "RowTile", shape = "(64,64)", stride = "(64,1)", tensors = float.class)
final class ViewLayouts {
  private ViewLayouts() {}
}
