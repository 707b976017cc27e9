package dev.strided.benchmarks;

import dev.strided.annotations.Layout;

/**
 * The layouts of {@link OffsetIndexBenchmark} that no other benchmark has: a swizzled row-major
 * tile ({@code Sw<3,3,3>} on {@code (64,64):(64,1)}, CuTe's 128-byte swizzle of 16-byte chunks).
 * Example: {@code SwizzledTile.index(1, 0) == 64 ^ (64 & 0x1c0) >>> 3}.
 */
@Layout(name = "SwizzledTile", of = "Sw<3,3,3> o (64,64):(64,1)")
final class OffsetIndexLayouts {
  private OffsetIndexLayouts() {}
}
