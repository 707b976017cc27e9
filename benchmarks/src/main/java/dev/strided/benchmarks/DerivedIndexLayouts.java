package dev.strided.benchmarks;

import dev.strided.annotations.Layout;

/**
 * Derived layouts and the same layouts written as literals, for {@link DerivedIndexBenchmark}: a
 * static tile ({@code zipped_divide} of a 32×32 column-major block by (8,4) is
 * {@code ((8,4),(4,8)):((1,32),(8,128))}) and a CTA tiling of a row-major M×N matrix with names
 * (the literal form names the tile counts {@code MB}, {@code NB} itself).
 * Example: {@code TileDerived.index(3, 5) == TileLiteral.index(3, 5)}.
 */
@Layout(name = "TileLiteral", shape = "((8,4),(4,8))", stride = "((1,32),(8,128))")
@Layout(name = "Block32", shape = "(32,32)")
@Layout(name = "TileDerived", of = "zipped_divide(Block32, (8,4))")
@Layout(name = "Gmem", shape = "(M,N)", order = Layout.Order.ROW_MAJOR)
@Layout(name = "CtaDerived", of = "zipped_divide(Gmem, (128,64))",
    assume = {"M % 128 == 0", "N % 64 == 0"})
@Layout(name = "CtaLiteral", shape = "((128,64),(MB,NB))", stride = "((N,1),(128*N,64))")
final class DerivedIndexLayouts {
  private DerivedIndexLayouts() {}
}
