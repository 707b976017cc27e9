package dev.strided.benchmarks;

import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The OpenBLAS peer multiplies what {@link SgemmBenchmark} multiplies: its {@code A·Bᵀ} within
 * 1e-4 of a double-precision product (JDK 17 builds only, as {@link OpenBlas}).
 */
class OpenBlasAgreesTest {

  @Test
  void openBlasMultipliesTheBenchmarksOperands() {
    Optional<OpenBlas> blas = OpenBlas.find();
    // the peer is numpy's library: a machine without numpy for python3 has none to compare
    Assumptions.assumeTrue(blas.isPresent(), "no OpenBLAS: numpy is not installed for python3");
    OpenBlasSgemmBenchmark.OneThread one = new OpenBlasSgemmBenchmark.OneThread();
    one.n = 256;
    one.setUp();
    new OpenBlasSgemmBenchmark().openBlas(one);
    VectorKernelsAgreeTest.near(VectorKernelsAgreeTest.product(one.n), one.m.cArray(),
        "OpenBLAS (" + blas.get().kernel() + ")");
  }
}
