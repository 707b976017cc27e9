package dev.strided.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * {@link VectorCopyBenchmark}'s cases called in turn in one JVM, so that the other processes on a
 * shared machine disturb them alike: each round runs every case once; the best and the median call
 * of each by the thread's CPU time, and the ratios of times to the faster hand-written Vector API
 * transpose on AVX2 (the permute network) and to {@code System.arraycopy}.
 *
 * <pre>{@code java --add-modules jdk.incubator.vector -cp benchmarks/target/benchmarks.jar \
 *     dev.strided.benchmarks.CopyInterleaved 30}</pre>
 */
public final class CopyInterleaved {
  private CopyInterleaved() {}

  private record Case(String name, Supplier<float[]> run) {}

  /**
   * Runs the cases in turn and prints milliseconds and ratios.
   *
   * <pre>{@code CopyInterleaved.main(new String[] {"30"});
   * // copyTranspose  CPU best 34.14 ms, median 51.34; / handVectorShuffles best 0.92, median 0.99}</pre>
   *
   * @param args the rounds (default 30)
   */
  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    VectorCopyBenchmark b = new VectorCopyBenchmark();
    b.setUp();
    List<Case> cases = List.of(new Case("handVectorGathers", b::handVectorGathers),
        new Case("handVectorShuffles", b::handVectorShuffles),
        new Case("copyTranspose", b::copyTranspose),
        new Case("copyTransposeTiles", b::copyTransposeTiles),
        new Case("copyTransposeSwizzled", b::copyTransposeSwizzled),
        new Case("copyPermute3", b::copyPermute3),
        new Case("arraycopy", b::arraycopy),
        new Case("copyContiguous", b::copyContiguous));
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long[][] cpu = new long[cases.size()][rounds];
    int warm = Math.max(3, rounds / 5);
    for (int round = -warm; round < rounds; round++) {
      for (int v = 0; v < cases.size(); v++) {
        long c0 = threads.getCurrentThreadCpuTime();
        cases.get(v).run().get();
        long t = threads.getCurrentThreadCpuTime() - c0;
        if (round >= 0) {
          cpu[v][round] = t;
        }
      }
    }
    for (long[] times : cpu) {
      Arrays.sort(times);
    }
    for (int v = 0; v < cases.size(); v++) {
      int reference = cases.get(v).name().startsWith("copyContiguous") ? 6 : 1;
      System.out.printf("%-22s CPU best %7.2f ms, median %7.2f; / %s best %.2f, median %.2f%n",
          cases.get(v).name(), cpu[v][0] / 1e6, cpu[v][rounds / 2] / 1e6,
          cases.get(reference).name(), (double) cpu[v][0] / cpu[reference][0],
          (double) cpu[v][rounds / 2] / cpu[reference][rounds / 2]);
    }
  }
}
