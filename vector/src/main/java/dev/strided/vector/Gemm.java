package dev.strided.vector;

import dev.strided.tensor.FloatTensor;

/**
 * Single-precision GEMM in CuTe's convention, {@code C(m,n) += Σ_k A(m,k)·B(n,k)}, for any layouts
 * of A {@code (M,K)}, B {@code (N,K)} and C {@code (M,N)} (row- or column-major, padded, nested
 * modes, any extents). The blocking is the layout algebra: C, A and B are cut into CTA tiles by
 * {@code zippedDivide}, each A and B tile is packed by {@link Copy}'s plans into a tile layout the
 * micro-kernel reads contiguously, and threads each pack the B tile and claim C's row tiles in
 * turn. The micro-kernel is a register-blocked FMA outer product of 2 vectors of
 * {@code FloatVector.SPECIES_PREFERRED} by 12 rows (512-bit vectors) or 6 (narrower). Sums run in
 * a different order than a naive loop's: results agree to rounding. A thread that calls again with
 * the same three tensor objects skips the checks and the planning: keep the tensors, not just the
 * arrays, in a loop of calls (a view made anew per call is planned anew; its plan is cached, its
 * checks run).
 *
 * <pre>{@code
 * FloatTensor a = FloatTensor.of(new float[] {1, 2, 3, 4}, Layout.parse("(2,2):(2,1)"));   // [[1,2],[3,4]]
 * FloatTensor b = FloatTensor.of(new float[] {1, 0, 0, 1}, Layout.parse("(2,2):(2,1)"));   // identity
 * FloatTensor c = FloatTensor.allocate(Layout.parse("(2,2):(2,1)"));
 * Gemm.gemm(a, b, c);
 * c.data();   // [1, 2, 3, 4]
 * }</pre>
 */
public final class Gemm {
  private Gemm() {}

  /**
   * {@code C += A·Bᵀ} on the calling thread.
   *
   * <pre>{@code Gemm.gemm(FloatTensor.of(a, Layout.parse("(M,K):(K,1)")), FloatTensor.of(b,
   *     Layout.parse("(N,K):(K,1)")), FloatTensor.of(c, Layout.parse("(M,N):(N,1)")));   // numpy's C += A @ B.T}</pre>
   *
   * @param a A, of two modes {@code (M,K)}
   * @param b B, of two modes {@code (N,K)}
   * @param c C, of two modes {@code (M,N)}, an element per coordinate, sharing no element with A or B
   * @throws IllegalArgumentException as {@link #gemm(FloatTensor, FloatTensor, FloatTensor, int)}
   */
  public static void gemm(FloatTensor a, FloatTensor b, FloatTensor c) {
    gemm(a, b, c, 1);
  }

  /**
   * {@code C += A·Bᵀ} with C's tiles split among {@code threads} threads: the calling thread and
   * {@code threads - 1} kept worker threads (daemons, ended after a minute idle, each spinning
   * for 1 ms after its share of a call so that back-to-back calls find it running); the threads
   * share each packed tile of B and claim runs of C's rows one at a time (its column tiles too
   * where M has fewer than two row tiles per thread), so a thread that starts late takes fewer.
   *
   * <pre>{@code Gemm.gemm(a, b, c, 2);   // two cores}</pre>
   *
   * @param a A, of two modes {@code (M,K)}
   * @param b B, of two modes {@code (N,K)}
   * @param c C, of two modes {@code (M,N)}
   * @param threads the number of threads, at least 1
   * @throws IllegalArgumentException if a tensor is null or not of two modes, the extents do not
   *     match, C maps two coordinates to one element, C shares an element with A or B, or
   *     {@code threads < 1}
   */
  public static void gemm(FloatTensor a, FloatTensor b, FloatTensor c, int threads) {
    GemmCall.run(a, b, c, threads);
  }
}
