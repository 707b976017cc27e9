package dev.strided.benchmarks;

import dev.strided.annotations.Layout;

/**
 * The layouts of {@link MaskedCopyBenchmark}: a row-major M×N matrix tiled by (32,32), once masked
 * (any M, N: the last tiles overhang and {@code inBounds} guards them) and once exact (M and N
 * multiples of 32). Example: {@code CopyTiles.of(1025, 1025).size() == 32 * 32 * 33 * 33}.
 */
@Layout(name = "CopyMatrix", shape = "(M,N)", order = Layout.Order.ROW_MAJOR)
@Layout(name = "CopyTiles", of = "zipped_divide(CopyMatrix, (32,32))", masked = true)
@Layout(name = "CopyExactTiles", of = "zipped_divide(CopyMatrix, (32,32))",
    assume = {"M % 32 == 0", "N % 32 == 0"})
final class MaskedCopyLayouts {
  private MaskedCopyLayouts() {}
}
