/**
 * Kernels on the JDK's Vector API whose loops come from layouts: {@link
 * dev.strided.vector.Copy#copy}, CuTe's {@code copy} with vector loads and stores where a mode is
 * contiguous in both tensors, and {@link dev.strided.vector.Gemm#gemm}, CuTe's GEMM convention
 * {@code C(m,n) += Σ_k A(m,k)·B(n,k)} blocked with the layout algebra around a register-blocked FMA
 * micro-kernel. Needs {@code --add-modules jdk.incubator.vector} to compile and run.
 *
 * <pre>{@code
 * FloatTensor a = FloatTensor.of(as, Layout.parse("(1024,1024):(1024,1)"));   // A (M,K) row-major
 * FloatTensor b = FloatTensor.of(bs, Layout.parse("(1024,1024):(1024,1)"));   // B (N,K) row-major
 * FloatTensor c = FloatTensor.of(cs, Layout.parse("(1024,1024):(1024,1)"));   // C (M,N) row-major
 * Gemm.gemm(a, b, c, 2);                                                       // numpy's C += A @ B.T
 * }</pre>
 */
package dev.strided.vector;
