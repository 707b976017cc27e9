package dev.strided.benchmarks;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import dev.strided.vector.Gemm;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * The SGEMM ratios on a shared machine: {@code strided-vector}'s {@link Gemm}, the hand-written
 * reference ({@link HandVectorGemm}), on one and two threads, and, where this build has the
 * OpenBLAS peer ({@code OpenBlas}, JDK 17 builds) and numpy's library is found, OpenBLAS on one
 * thread, called in turn in each round so that the other processes on the machine disturb all of
 * them alike. Prints the best and the median call of each after a warm-up, by wall time and, for
 * one thread, by the thread's CPU time; then the ratios of the best calls and the median of the
 * ratios within each round (the paired figure, which a slow minute of the host moves least). JMH
 * runs one benchmark after the other, minutes apart, and the load changes in between.
 *
 * <pre>{@code env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE java \
 *     --add-modules jdk.incubator.vector,jdk.incubator.foreign --enable-native-access=ALL-UNNAMED \
 *     -cp benchmarks/target/benchmarks.jar dev.strided.benchmarks.SgemmInterleaved 1024 100}</pre>
 */
public final class SgemmInterleaved {
  private SgemmInterleaved() {}

  private interface Call {
    void run() throws InterruptedException;
  }

  private record Variant(String name, int threads, Call call) {}

  /**
   * Runs the variants in turn and prints GFLOP/s and the ratios.
   *
   * <pre>{@code SgemmInterleaved.main(new String[] {"1024", "100"});
   * // n=1024 strided, 1 thread  best 176.0 GFLOP/s, median 171.5 ...
   * // strided / OpenBLAS, 1 thread: best 1.01, median of the rounds' ratios 1.00 ...}</pre>
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
    List<Variant> variants = new ArrayList<>();
    for (int threads = 1; threads <= 2; threads++) {
      int t = threads;
      variants.add(new Variant("strided", t, () -> Gemm.gemm(ta, tb, tc, t)));
      variants.add(new Variant("hand-written", t, () -> HandVectorGemm.gemm(n, n, n, a, b, c, t)));
    }
    openBlas(a, b, n).ifPresent(call -> variants.add(new Variant("OpenBLAS", 1, call::run)));
    int count = variants.size();
    int warm = Math.max(5, rounds / 10);
    long[][] times = new long[count][rounds];
    long[][] cpu = new long[count][rounds];
    ThreadMXBean threadBean = ManagementFactory.getThreadMXBean();
    for (int round = -warm; round < rounds; round++) {
      for (int v = 0; v < count; v++) {
        long c0 = threadBean.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        variants.get(v).call().run();
        long t = System.nanoTime() - t0;
        if (round >= 0) {
          times[v][round] = t;
          cpu[v][round] = threadBean.getCurrentThreadCpuTime() - c0;
        }
      }
    }
    double flops = 2.0 * n * n * n;
    for (int v = 0; v < count; v++) {
      Variant x = variants.get(v);
      long[] wall = times[v].clone();
      Arrays.sort(wall);
      System.out.printf("n=%d %-14s %d thread%s  best %6.1f GFLOP/s, median %6.1f", n, x.name(),
          x.threads(), x.threads() == 1 ? " " : "s", flops / wall[0], flops / wall[rounds / 2]);
      if (x.threads() == 1) {
        long[] own = cpu[v].clone();
        Arrays.sort(own);
        System.out.printf("; by CPU time best %6.1f, median %6.1f", flops / own[0],
            flops / own[rounds / 2]);
      }
      System.out.println();
    }
    speed("strided / hand-written, 1 thread", times[0], times[1]);
    speed("strided / hand-written, 2 threads", times[2], times[3]);
    speed("strided 2 threads / 1", times[2], times[0]);
    speed("hand-written 2 threads / 1", times[3], times[1]);
    speed("strided / hand-written, 1 thread, by CPU time", cpu[0], cpu[1]);
    if (count > 4) {
      speed("strided / OpenBLAS, 1 thread", times[0], times[4]);
      speed("strided / OpenBLAS, 1 thread, by CPU time", cpu[0], cpu[4]);
    }
  }

  /** The OpenBLAS peer's call, where this build has the peer and this JVM may call it. */
  private static Optional<Runnable> openBlas(float[] a, float[] b, int n) {
    try {
      Method oneThread = Class.forName("dev.strided.benchmarks.OpenBlas")
          .getDeclaredMethod("oneThread", float[].class, float[].class, int.class);
      return Optional.ofNullable((Runnable) oneThread.invoke(null, a, b, n));
    } catch (ClassNotFoundException e) {
      System.out.println("OpenBLAS left out: this build has no OpenBLAS peer (JDK 17 builds only)");
    } catch (InvocationTargetException e) {
      System.out.println("OpenBLAS left out: " + e.getCause() + " (run with --add-modules"
          + " jdk.incubator.foreign --enable-native-access=ALL-UNNAMED)");
    } catch (ReflectiveOperationException | LinkageError e) {
      System.out.println("OpenBLAS left out: " + e + " (run with --add-modules"
          + " jdk.incubator.foreign --enable-native-access=ALL-UNNAMED)");
    }
    return Optional.empty();
  }

  /** How much faster ours is than theirs: best against best, and the rounds' median ratio. */
  private static void speed(String what, long[] ours, long[] theirs) {
    double[] paired = new double[ours.length];
    for (int r = 0; r < ours.length; r++) {
      paired[r] = (double) theirs[r] / ours[r];
    }
    Arrays.sort(paired);
    System.out.printf("%s: best %.3f, median of the rounds' ratios %.3f%n", what,
        (double) Arrays.stream(theirs).min().orElseThrow()
            / Arrays.stream(ours).min().orElseThrow(), paired[paired.length / 2]);
  }
}
