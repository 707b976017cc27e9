package dev.strided.samples;

import dev.strided.annotations.Layout;
import dev.strided.annotations.Layout.Order;

/**
 * Kernel descriptor of a tiled single-precision GEMM {@code C = A·B}, written without a single
 * hand-computed stride: the global matrices have names, every other layout is derived by javac
 * with CuTe's algebra and turned into generated classes ({@code CtaA}, {@code SmemA}, ...) by the
 * Strided processor.
 *
 * <ul>
 *   <li>{@code GemmA}, {@code GemmB}, {@code GemmC}: A (M×K, row-major), B (K×N, column-major),
 *       C (M×N, row-major), the sizes known at run time;
 *   <li>{@code CtaA}, {@code CtaB}, {@code CtaC}: the same matrices cut into 64×32, 32×32 and
 *       64×32 tiles by {@code zipped_divide} — mode 0 a position in the tile, mode 1 the tile. The
 *       tiles must not overhang, so each says what it assumes ({@code M % 64 == 0}); {@code of(...)}
 *       checks it;
 *   <li>{@code BlockA}, {@code BlockB}, {@code BlockC}: static 64×32, 32×32 and 64×32 packed
 *       tiles, column-major so the innermost loop walks memory with stride 1;
 *   <li>{@code SmemA}: the A tile as the GPU version of this kernel lays out shared memory: an 8×32
 *       row-major atom swizzled with {@code Sw<2,3,3>} (bits 6-7 of an offset flip bits 3-4, so the
 *       threads of a warp reading a column hit different banks) and tiled to 64×32 with
 *       {@code tile_to_shape}; javac proves it a bijection onto the tile's 2048 slots. The CPU
 *       kernel multiplies from {@code BlockA}: on a CPU the swizzle buys nothing and its XOR stops
 *       the innermost loop from vectorizing;
 *   <li>{@code ThreadValue}: how 32 threads, arranged 8×4, share the 64×32 C tile — the 8×4 tile of
 *       a {@code zipped_divide} of {@code BlockC}, so each thread owns 8×8 values raked across the
 *       tile (rows {@code tm + 8r}, columns {@code tn + 4c}). javac checks that it has 32 threads and
 *       covers the tile, and proves it {@code injective} and {@code compact}.
 * </ul>
 */
@Layout(name = "GemmA", shape = "(M,K)", order = Order.ROW_MAJOR)
@Layout(name = "GemmB", shape = "(K,N)")
@Layout(name = "GemmC", shape = "(M,N)", order = Order.ROW_MAJOR)
@Layout(name = "CtaA", of = "zipped_divide(GemmA, (64,32))",
    assume = {"M % 64 == 0", "K % 32 == 0"})
@Layout(name = "CtaB", of = "zipped_divide(GemmB, (32,32))",
    assume = {"K % 32 == 0", "N % 32 == 0"})
@Layout(name = "CtaC", of = "zipped_divide(GemmC, (64,32))",
    assume = {"M % 64 == 0", "N % 32 == 0"})
@Layout(name = "SmemA", of = "tile_to_shape(Sw<2,3,3> o (8,32):(32,1), (64,32))",
    injective = true, compact = true)
@Layout(name = "BlockA", shape = "(64,32)")
@Layout(name = "BlockB", shape = "(32,32)")
@Layout(name = "BlockC", shape = "(64,32)")
@Layout(name = "ThreadValue", of = "zipped_divide(BlockC, (8,4))", injective = true,
    compact = true, require = {"size(ThreadValue, 0) == 32", "size(ThreadValue) == size(BlockC)"})
final class GemmLayouts {
  private GemmLayouts() {}
}
