package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import dev.strided.vector.Gemm;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Random;

/**
 * The SGEMM ratios on a shared machine: {@code strided-vector}'s {@link Gemm} and the hand-written
 * reference ({@link HandVectorGemm}) at n = 1024, one and two threads, called in turn (strided,
 * hand, strided on two, hand on two) so that the other processes on the machine disturb all four
 * alike; the best and the median call of each after a warm-up, by wall time and, for one thread,
 * by the thread's CPU time (which leaves out the time other processes held the core: on a machine
 * whose load is above its cores, the wall time of a long call measures the share the scheduler
 * gave it). JMH runs one benchmark after the other, minutes apart, and the load changes in between.
 *
 * <pre>{@code java --add-modules jdk.incubator.vector -cp benchmarks/target/benchmarks.jar \
 *     dev.strided.benchmarks.SgemmInterleaved 1024 200}</pre>
 */
public final class SgemmInterleaved {
  private SgemmInterleaved() {}

  /**
   * Runs the four in turn and prints GFLOP/s and the ratios.
   *
   * <pre>{@code SgemmInterleaved.main(new String[] {"1024", "100"});
   * // n=1024 strided, 1 thread  best 176.0 GFLOP/s, median 71.5 ... strided / hand-written: 1 thread 0.967 ...}</pre>
   *
   * @param args the side n (default 1024) and the rounds (default 200)
   * @throws InterruptedException if interrupted while joining the reference's threads
   */
  public static void main(String[] args) throws InterruptedException {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 1024;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    Random random = new Random(5);
    float[] a = SgemmBenchmark.random(n * n, random);
    float[] b = SgemmBenchmark.random(n * n, random);
    float[] c = new float[n * n];
    Layout rowMajor = Layout.parse("(" + n + "," + n + "):(" + n + ",1)");
    FloatTensor ta = FloatTensor.of(a, rowMajor);
    FloatTensor tb = FloatTensor.of(b, rowMajor);
    FloatTensor tc = FloatTensor.of(c, rowMajor);
    String[] names = {"strided, 1 thread", "hand-written, 1 thread", "strided, 2 threads",
        "hand-written, 2 threads"};
    int warm = Math.max(5, rounds / 10);
    long[][] times = new long[4][rounds];
    long[][] cpu = new long[2][rounds];
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int round = -warm; round < rounds; round++) {
      for (int v = 0; v < 4; v++) {
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        if (v % 2 == 0) {
          Gemm.gemm(ta, tb, tc, v < 2 ? 1 : 2);
        } else {
          HandVectorGemm.gemm(n, n, n, a, b, c, v < 2 ? 1 : 2);
        }
        long t = System.nanoTime() - t0;
        if (round >= 0) {
          times[v][round] = t;
          if (v < 2) {
            cpu[v][round] = threads.getCurrentThreadCpuTime() - c0;
          }
        }
      }
    }
    double flops = 2.0 * n * n * n;
    double[] best = new double[4];
    double[] median = new double[4];
    for (int v = 0; v < 4; v++) {
      Arrays.sort(times[v]);
      best[v] = flops / times[v][0];
      median[v] = flops / times[v][rounds / 2];
      System.out.printf("n=%d %-24s best %6.1f GFLOP/s, median %6.1f%n", n, names[v], best[v],
          median[v]);
    }
    for (int v = 0; v < 2; v++) {
      Arrays.sort(cpu[v]);
      System.out.printf("n=%d %-24s by CPU time: best %6.1f GFLOP/s, median %6.1f%n", n, names[v],
          flops / cpu[v][0], flops / cpu[v][rounds / 2]);
    }
    System.out.printf("by CPU time, strided / hand-written: best %.3f, median %.3f%n",
        (double) cpu[1][0] / cpu[0][0], (double) cpu[1][rounds / 2] / cpu[0][rounds / 2]);
    System.out.printf("strided / hand-written: 1 thread %.3f (median %.3f), 2 threads %.3f (median"
        + " %.3f); 2 threads / 1: strided %.2f (median %.2f), hand-written %.2f (median %.2f)%n",
        best[0] / best[1], median[0] / median[1], best[2] / best[3], median[2] / median[3],
        best[2] / best[0], median[2] / median[0], best[3] / best[1], median[3] / median[1]);
  }
}
