package dev.strided.samples;

import dev.strided.annotations.Layout;
import dev.strided.annotations.Layout.Order;

/**
 * The two sides of the tiled transpose, an M×N matrix stored both ways, the sizes known at run
 * time: {@code TransposeRows} row-major {@code (M,N):(N,1)}, {@code TransposeColumns} column-major
 * {@code (M,N):(1,M)}. Copying element {@code (i,j)} of one to element {@code (i,j)} of the other
 * transposes the storage.
 */
@Layout(name = "TransposeRows", shape = "(M,N)", order = Order.ROW_MAJOR)
@Layout(name = "TransposeColumns", shape = "(M,N)")
final class TransposeLayouts {
  private TransposeLayouts() {}
}
