package dev.strided.vector;

/**
 * A {@link SmallGemm}'s product, specialized: an instance of a hidden class made by
 * {@link SmallKernels} from {@link SmallKernelTemplate} with the plan's extents, strides, blocking
 * and vector species as its constants.
 *
 * <pre>{@code SmallKernels.of(parameters).run(a, 0, b, 0, c, 0);   // C += A·Bᵀ, every product of the batch}</pre>
 */
interface SmallKernel {
  /**
   * {@code C += A·Bᵀ} for each product of the batch, A at {@code a[aOffset]}, B at
   * {@code b[bOffset]}, C at {@code c[cOffset]}; the offsets already checked.
   */
  void run(float[] a, int aOffset, float[] b, int bOffset, float[] c, int cOffset);
}
