package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@link OpenBlasSmallGemmBenchmark}'s two sides compute the same products: after one call each,
 * SmallGemm's C and OpenBLAS's C agree within 1e-4 (of numbers of size about n), for one product
 * of each form and the first and last of the batch (JDK 17 builds only, as {@link OpenBlas}).
 */
class OpenBlasSmallGemmAgreesTest {

  @Test
  void smallGemmAndOpenBlasComputeTheSameProducts() {
    Optional<OpenBlas> blas = OpenBlas.find();
    // the peer is numpy's library: a machine without numpy for python3 has none to compare
    Assumptions.assumeTrue(blas.isPresent(), "no OpenBLAS: numpy is not installed for python3");
    OpenBlasSmallGemmBenchmark bench = new OpenBlasSmallGemmBenchmark();
    for (OpenBlasSmallGemmBenchmark.Form form : OpenBlasSmallGemmBenchmark.Form.values()) {
      OpenBlasSmallGemmBenchmark.One one = new OpenBlasSmallGemmBenchmark.One();
      one.n = 16;
      one.form = form;
      one.setUp();
      bench.small(one);
      bench.openBlas(one);
      assertArrayEquals(one.nc.toFloatArray(), one.c, 1e-4f, "16³ " + form);
      OpenBlasSmallGemmBenchmark.Batch batch = new OpenBlasSmallGemmBenchmark.Batch();
      batch.form = form;
      batch.setUp();
      bench.smallBatch(batch);
      bench.openBlasBatch(batch);
      float[] expected = batch.nc.toFloatArray();
      assertArrayEquals(expected, batch.c, 1e-4f, "the batch " + form);
    }
  }
}
