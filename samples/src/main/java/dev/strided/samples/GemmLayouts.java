package dev.strided.samples;

import dev.strided.annotations.Layout;
import dev.strided.annotations.Layout.Order;

/**
 * Kernel descriptor of a tiled single-precision GEMM {@code C = A·B}: the layouts below are checked
 * by javac and turned into generated classes ({@code GemmA}, {@code BlockA}, ...) by the Strided
 * processor.
 *
 * <ul>
 *   <li>{@code GemmA}: A, M×K, row-major, M and K known at run time;
 *   <li>{@code GemmB}: B, K×N, column-major;
 *   <li>{@code GemmC}: C, M×N, row-major;
 *   <li>{@code BlockA}, {@code BlockB}, {@code BlockC}: static 64×32, 32×32 and 64×32 packed tiles,
 *       column-major so the innermost loop walks memory with stride 1;
 *   <li>{@code ThreadValue}: how 32 threads, arranged 8×4, share the 64×32 C tile — each thread owns
 *       8×8 values raked across the tile (rows {@code tm + 8r}, columns {@code tn + 4c}). Its indices
 *       are offsets in {@code BlockC}. The processor proves it {@code injective} and {@code compact}:
 *       every element of the tile is owned by exactly one (thread, value) pair.
 * </ul>
 */
@Layout(name = "GemmA", shape = "(M,K)", order = Order.ROW_MAJOR)
@Layout(name = "GemmB", shape = "(K,N)")
@Layout(name = "GemmC", shape = "(M,N)", order = Order.ROW_MAJOR)
@Layout(name = "BlockA", shape = "(64,32)")
@Layout(name = "BlockB", shape = "(32,32)")
@Layout(name = "BlockC", shape = "(64,32)")
@Layout(name = "ThreadValue", shape = "((8,4),(8,8))", stride = "((1,64),(8,256))",
    injective = true, compact = true)
final class GemmLayouts {
  private GemmLayouts() {}
}
