package dev.strided.samples.typo;

import dev.strided.annotations.Layout;

/**
 * The NZ layout of a 32x64 half matrix with a classic slip: the block-column stride should be
 * 16 * 32 = 512 (16 times the padded row count) but was written as 256, the block size. Every block
 * of the second block-row then lands on a block of the next block-column. With injective = true,
 * javac refuses it and names two coordinates that collide.
 */
@Layout(shape = "((16,2),(16,4))",
        stride = "((16,256),(1,256))",
        injective = true)
final class FractalTypo {}
