package dev.strided.samples;

import java.util.Locale;

/**
 * Runs the samples and prints a short report: a tiled GEMM beside strided-vector's, a tiled
 * transpose and an Ascend ND→NZ copy, over layouts generated from {@code @Layout} annotations,
 * and a TiledMMA partition driving a Vector API loop.
 * Exits with status 1 if a check fails.
 */
public final class Main {
  /**
   * The reference figures this sample's GEMM and transpose are read beside: the last recorded JMH
   * run on the 2-core AVX-512 VM (BENCHMARKS.md section 18), OpenBLAS called in the same run.
   */
  private static final String RECORDED_GEMM = "one thread, n = 512 / 1024 / 2048, best JMH"
      + " iteration, forks in alternation on one vCPU: Gemm.gemm 194.8 / 196.6 / 198.8 GFLOP/s,"
      + " OpenBLAS (numpy's, SkylakeX kernel) 193.9 / 197.6 / 202.7, the hand-written Vector API"
      + " GEMM 163.4 / 153.5 / 166.6";
  private static final String RECORDED_TRANSPOSE = "4096x4096, best / median JMH iteration:"
      + " Copy.copy row- to column-major 12.02 / 12.39 ms, 1.00 / 1.01 x the time of a hand-written"
      + " Vector API transpose by gathers (12.02 / 12.24 ms); contiguous Copy.copy 1.04 / 1.02 x"
      + " System.arraycopy's";

  private Main() {}

  /**
   * Runs the samples.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    boolean ok = true;
    System.out.println("Strided samples: kernels indexed by @Layout-generated classes");
    System.out.println();

    System.out.println("1. Tiled GEMM, C = A*B (A row-major, B column-major, 64x32 tiles)");
    TiledGemm.Report g = TiledGemm.run(512, 512, 512);
    System.out.printf(Locale.ROOT, "   M=N=K=%d   tiled: %.2f GFLOP/s   naive: %.2f GFLOP/s   "
        + "max |difference| = %.2e%n", g.m(), g.tiledGflops(), g.naiveGflops(), g.maxError());
    System.out.printf(Locale.ROOT, "   M=N=K=%d   strided-vector Gemm.gemm (1 thread): %.2f GFLOP/s"
        + "   max |difference| from naive = %.2e%n", g.m(), g.vectorGflops(), g.vectorMaxError());
    System.out.println("   recorded (BENCHMARKS.md 18): " + RECORDED_GEMM);
    ok &= report(g.maxError() < 1e-3, "tiled result equals the naive triple loop");
    ok &= report(g.vectorMaxError() < 1e-3, "Gemm.gemm's result equals the naive triple loop's to"
        + " rounding (it sums over k in another order)");
    TiledGemm.Report odd = TiledGemm.run(500, 70, 33);
    ok &= report(odd.maxError() == 0, "M=500, N=70, K=33, no tile's multiple: equal too (tiles are"
        + " localTile views, the overhang guarded by identity tensors' inBounds)");
    ok &= report(odd.vectorMaxError() < 1e-4, "M=500, N=70, K=33: Gemm.gemm's too, max "
        + String.format(Locale.ROOT, "|difference| = %.2e", odd.vectorMaxError()));
    System.out.println("   Layouts derived by javac (no stride written by hand):");
    System.out.println("   CtaC = zipped_divide(GemmC, (64,32)), for M=N=512: "
        + CtaC.of(512, 512).layout());
    System.out.println("   SmemA = tile_to_shape(Sw<2,3,3> o (8,32):(32,1), (64,32)): "
        + SmemA.layout());
    ok &= report(rejects(() -> CtaC.of(500, 512)), "CtaC.of(500, 512) is refused: "
        + message(() -> CtaC.of(500, 512)));
    ok &= report(SwizzledTile.isBijection(), "SmemA puts the 64x32 A tile on its "
        + SmemA.COSIZE + " slots, one element each");
    System.out.println("   The thread-value layout (32 threads x 64 values -> offset in the C tile),");
    System.out.println("   ThreadValue = zipped_divide(BlockC, (8,4)), "
        + "require size(ThreadValue, 0) == 32:");
    System.out.println("   " + ThreadValue.layout() + "  (injective and compact, proven by javac)");
    System.out.println("   Its thread mode, 8x4 threads -> offset of each thread's first value:");
    System.out.print(indent(ThreadValue.layout().get(0).printLayout()));
    System.out.println();

    System.out.println("2. Tiled transpose, row-major -> column-major "
        + "(64x64 tiles by zipped_divide, Copy.copy)");
    TiledTranspose.Report t = TiledTranspose.run(2048, 2048);
    System.out.printf(Locale.ROOT, "   %dx%d floats (%d MiB, read and written)   tiled transpose:"
        + " %.2f GB/s   System.arraycopy of the same bytes: %.2f GB/s%n", t.m(), t.n(),
        4L * t.m() * t.n() >> 20, t.transposeGbps(), t.arraycopyGbps());
    System.out.println("   recorded (BENCHMARKS.md 18): " + RECORDED_TRANSPOSE);
    ok &= report(t.mismatches() == 0, "every element is at its transposed place");
    TiledTranspose.Report oddT = TiledTranspose.run(1000, 700);
    ok &= report(oddT.mismatches() == 0, "1000x700, no tile's multiple: every element too (the"
        + " rows and columns the tiles leave are two more blocks)");
    System.out.println();

    System.out.println("3. Ascend ND -> NZ fractal copy (half precision, 16x16 blocks)");
    FractalCopy.Report f = FractalCopy.run(50, 70);
    System.out.printf(Locale.ROOT, "   %dx%d matrix -> %d NZ elements (padded to %dx%d)%n", f.m(),
        f.n(), f.nzElements(), 16 * ((f.m() + 15) / 16), 16 * ((f.n() + 15) / 16));
    ok &= report(f.mismatches() == 0, "every element is where the NZ formula puts it");
    ok &= report(f.paddingNonZero() == 0, "the padding stays zero");
    ok &= report(Nz32x64.index(17, 20) == 788 && Nz32x64.CAPACITY == 2048,
        "spec example: 32x64 NZ index(17,20) = " + Nz32x64.index(17, 20) + ", capacity "
            + Nz32x64.CAPACITY);
    System.out.println();

    System.out.println("4. A TiledMMA's threads as SIMD lanes (UniversalFMA<float> over (1,8) threads)");
    MmaLanes.Report lanes = MmaLanes.run(256, 256, 256);
    ok &= report(lanes.laneStrideB() == 1 && lanes.laneStrideC() == 1, "threads 0 and 1 of "
        + "partitionB and partitionC are 1 apart in memory: one FloatVector load per value");
    ok &= report(lanes.maxError() == 0, "M=N=K=256: the lane loop equals the naive loop");
    System.out.println("   TV layout of C: " + MmaLanes.MMA.tvLayoutC());
    System.out.println();

    System.out.println("5. An Ascend Cube tile: GM -> L1 (nd2nz, nd2zn) -> L0A/L0B -> L0C "
        + "(Ascend 910B, @AscendCube)");
    CubeStaging.Report cube = CubeStaging.run(7);
    ok &= report(cube.misplaced() == 0, cube.staged() + " elements staged, each where L1's "
        + "format puts it");
    ok &= report(cube.maxError() == 0, "L0C equals the plain 128x64 by 64x128 product");
    System.out.println();
    System.out.println(ok ? "All checks passed." : "SOME CHECKS FAILED.");
    if (!ok) {
      System.exit(1);
    }
  }

  private static boolean rejects(Runnable r) {
    return !message(r).isEmpty();
  }

  /** The IllegalArgumentException's message, or "" when there is none. */
  private static String message(Runnable r) {
    try {
      r.run();
      return "";
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
  }

  private static boolean report(boolean passed, String what) {
    System.out.println("   [" + (passed ? "ok" : "FAILED") + "] " + what);
    return passed;
  }

  private static String indent(String text) {
    return text.replaceAll("(?m)^", "   ");
  }
}
