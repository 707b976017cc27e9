package dev.strided.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntSupplier;

/**
 * {@link ViewBenchmark}'s, {@link ViewLoopFormsBenchmark}'s and {@link IndexSumBenchmark}'s loops
 * called in turn in one JVM, so that the other processes on a shared machine disturb them alike:
 * each round times a batch of calls of every case by the thread's CPU time; the best and the
 * median batch of each, in ns per element (per index for the sums), and the ratio of each case to
 * its hand-written reference (the loop with one offset and leading dimension in locals; the masks
 * and shifts of {@code sumBest}).
 *
 * <pre>{@code java -cp benchmarks/target/benchmarks.jar dev.strided.benchmarks.ViewLoopsInterleaved 400}</pre>
 */
public final class ViewLoopsInterleaved {
  private ViewLoopsInterleaved() {}

  /**
   * A loop (its result summed, so that C2 keeps the index sums), the number of elements one call
   * touches, and the case it is compared with.
   */
  private record Case(String name, IntSupplier loop, int elements, String reference) {}

  /** A loop that returns nothing, as one that returns 0. */
  private static IntSupplier done(Runnable loop) {
    return () -> {
      loop.run();
      return 0;
    };
  }

  /**
   * Runs the cases in turn and prints the times and ratios.
   *
   * <pre>{@code ViewLoopsInterleaved.main(new String[] {"400"});
   * // viewAxpyLocals  CPU best 0.110 ns, median 0.121; / handAxpy best 0.98, median 1.01}</pre>
   *
   * @param args the rounds (default 400)
   */
  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 400;
    ViewBenchmark v = new ViewBenchmark();
    ViewLoopFormsBenchmark f = new ViewLoopFormsBenchmark();
    IndexSumBenchmark s = new IndexSumBenchmark();
    int e = ViewArrays.ELEMENTS;
    int c = IndexCoordinates.COUNT;
    List<Case> cases = List.of(
        new Case("handScale", done(v::handScale), e, "handScale"),
        new Case("viewScale", done(v::viewScale), e, "handScale"),
        new Case("viewScaleLocals", done(f::viewScaleLocals), e, "handScale"),
        new Case("handAxpy", done(v::handAxpy), e, "handAxpy"),
        new Case("handAxpyApart", done(v::handAxpyApart), e, "handAxpy"),
        new Case("viewAxpy", done(v::viewAxpy), e, "handAxpy"),
        new Case("viewAxpyLocals", done(f::viewAxpyLocals), e, "handAxpy"),
        new Case("staticHandAxpy", done(v::staticHandAxpy), e, "staticHandAxpy"),
        new Case("staticViewAxpy", done(v::staticViewAxpy), e, "staticHandAxpy"),
        new Case("staticViewAxpyLocals", done(f::staticViewAxpyLocals), e, "staticHandAxpy"),
        new Case("sumBest", s::sumBest, c, "sumBest"),
        new Case("sumGenerated", s::sumGenerated, c, "sumBest"),
        new Case("sumKernel", s::sumKernel, c, "sumBest"),
        new Case("sumKernelLocals", s::sumKernelLocals, c, "sumBest"),
        new Case("sumFolded", s::sumFolded, c, "sumBest"));
    int batch = 64;
    long sink = 0;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long[][] cpu = new long[cases.size()][rounds];
    int warm = Math.max(200, rounds / 5);
    for (int round = -warm; round < rounds; round++) {
      for (int k = 0; k < cases.size(); k++) {
        IntSupplier loop = cases.get(k).loop();
        long c0 = threads.getCurrentThreadCpuTime();
        for (int call = 0; call < batch; call++) {
          sink += loop.getAsInt();
        }
        long t = threads.getCurrentThreadCpuTime() - c0;
        if (round >= 0) {
          cpu[k][round] = t;
        }
      }
    }
    for (long[] times : cpu) {
      Arrays.sort(times);
    }
    for (int k = 0; k < cases.size(); k++) {
      Case one = cases.get(k);
      int ref = 0;
      while (!cases.get(ref).name().equals(one.reference())) {
        ref++;
      }
      double per = (double) batch * one.elements();
      System.out.printf("%-22s CPU best %6.3f ns, median %6.3f; / %s best %.2f, median %.2f%n",
          one.name(), cpu[k][0] / per, cpu[k][rounds / 2] / per, one.reference(),
          (double) cpu[k][0] / cpu[ref][0], (double) cpu[k][rounds / 2] / cpu[ref][rounds / 2]);
    }
    System.out.println("(sums' checksum " + sink + ")");
  }
}
