package dev.strided.samples;

import dev.strided.annotations.Layout;
import dev.strided.annotations.Layout.Order;

/**
 * Ascend C matrix formats for half precision (C0 = 16), as layouts over (row, column).
 *
 * <ul>
 *   <li>{@code NdHalf}: ND, an M×N row-major matrix;
 *   <li>{@code NzHalf}: NZ, 16×16 fractal blocks stored row-major inside, the blocks column-major:
 *       {@code ((16,MB),(16,NB)):((16,256),(1,256*MB))} where MB = ⌈M/16⌉ and NB = ⌈N/16⌉, so
 *       {@code 256*MB} is 16 × the row count rounded up to 16;
 *   <li>{@code Nz32x64}: the spec's fully static example, a 32×64 half matrix in NZ.
 * </ul>
 */
@Layout(name = "NdHalf", shape = "(M,N)", order = Order.ROW_MAJOR)
@Layout(name = "NzHalf", shape = "((16,MB),(16,NB))", stride = "((16,256),(1,256*MB))")
@Layout(name = "Nz32x64", shape = "((16,2),(16,4))", stride = "((16,256),(1,512))")
final class FractalLayouts {
  private FractalLayouts() {}
}
