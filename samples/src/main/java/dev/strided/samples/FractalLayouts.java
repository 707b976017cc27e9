package dev.strided.samples;

import dev.strided.annotations.Layout;

/**
 * Ascend C matrix formats for half precision (C0 = 16), as layouts over (row, column), by the
 * names Ascend C's Te gives them (docs/ascend.md).
 *
 * <ul>
 *   <li>{@code NdHalf}: ND, an M×N row-major matrix, {@code (M,N):(N,1)};
 *   <li>{@code NzHalf}: NZ, 16×16 fractal blocks stored row-major inside, the blocks column-major:
 *       {@code ((16,M/16),(16,N/16)):((16,256),(1,16·M))}, of whole blocks: a ragged matrix's NZ
 *       is that of its extents rounded up to 16 (Te's al16), which the sample passes;
 *   <li>{@code Nz32x64}: the spec's fully static example, a 32×64 half matrix in NZ.
 * </ul>
 */
@Layout(name = "NdHalf", of = "ND<half_t>(M,N)")
@Layout(name = "NzHalf", of = "NZ<half_t>(M,N)", assume = {"M % 16 == 0", "N % 16 == 0"})
@Layout(name = "Nz32x64", of = "NZ<half_t>(32,64)")
final class FractalLayouts {
  private FractalLayouts() {}
}
