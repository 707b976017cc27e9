package dev.strided.benchmarks;

import dev.strided.annotations.Layout;
import dev.strided.annotations.Layout.Order;

/**
 * Layouts of the transpose kernel: an n×n float matrix read row-major and written column-major,
 * for n = 512 (1 MiB per matrix) and n = 1024 (4 MiB), static and with named extents. Example:
 * {@code Cols512.index(i, j) == i + 512 * j}.
 */
@Layout(name = "Rows512", shape = "(512,512)", order = Order.ROW_MAJOR)
@Layout(name = "Cols512", shape = "(512,512)")
@Layout(name = "Rows1024", shape = "(1024,1024)", order = Order.ROW_MAJOR)
@Layout(name = "Cols1024", shape = "(1024,1024)")
@Layout(name = "RowsDynamic", shape = "(M,N)", order = Order.ROW_MAJOR)
@Layout(name = "ColsDynamic", shape = "(M,N)")
final class TransposeLayouts {
  private TransposeLayouts() {}
}
