package dev.strided.vector;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.lang.ref.WeakReference;

/**
 * What a {@link Gemm} call derives from its three tensors alone (the checks, the operands' flat
 * layouts and the {@link GemmPlan}), kept per thread for the next call with the same tensor
 * objects: tensors are immutable, so the same three objects pass the same checks and take the same
 * plan, and a loop that calls {@code gemm} on the same tensors pays for them once. Checked, they
 * cost a call 20–120 µs (the layouts' coalescing, the plan's lookup by their hashes), most of it
 * where calls are too far apart for C2 to compile that path: Zen 5, JDK 17, one process, the two
 * forms called in turn, 4–8 % of a call at n = 512 and 2–3 % at 1024 (best calls). The tensors
 * are held weakly and the kept layouts hold no data, so the memo keeps no array alive; operands
 * that need a compact copy are prepared on every call (their copy is data).
 *
 * <pre>{@code
 * GemmCall.run(a, b, c, 1);   // the checks, the plan, the product
 * GemmCall.run(a, b, c, 1);   // the same tensors: the product
 * }</pre>
 *
 * @param a the caller's A
 * @param b the caller's B
 * @param c the caller's C
 * @param threads the threads asked for
 * @param flatA the layout of the plan's A (the caller's B where {@code swapped})
 * @param flatB the layout of the plan's B (the caller's A where {@code swapped})
 * @param flatC the layout of the plan's C over the caller's C
 * @param swapped whether the plan computes the transposed problem
 * @param plan the plan
 */
record GemmCall(WeakReference<FloatTensor> a, WeakReference<FloatTensor> b,
    WeakReference<FloatTensor> c, int threads, Layout flatA, Layout flatB, Layout flatC,
    boolean swapped, GemmPlan plan) {
  private static final ThreadLocal<GemmCall> LAST = new ThreadLocal<>();

  /** {@code C += A·Bᵀ} on {@code threads} threads, prepared anew unless the last call had these. */
  static void run(FloatTensor a, FloatTensor b, FloatTensor c, int threads) {
    GemmCall last = LAST.get();
    if (last != null && held(last.a, a) && held(last.b, b) && held(last.c, c)
        && last.threads == threads) {
      FloatTensor first = last.swapped ? b : a;
      FloatTensor second = last.swapped ? a : b;
      last.plan.run(FloatTensor.of(first.data(), first.offset(), last.flatA),
          FloatTensor.of(second.data(), second.offset(), last.flatB),
          FloatTensor.of(c.data(), c.offset(), last.flatC));
      return;
    }
    GemmChecks.check(a, b, c, threads);
    GemmOperands ops = GemmOperands.of(a, b, c);
    GemmPlan plan = GemmPlan.of(ops.a().layout(), ops.b().layout(), ops.c().layout(), threads);
    plan.run(ops.a(), ops.b(), ops.c());
    ops.finish();
    LAST.set(ops.copied() ? null : new GemmCall(new WeakReference<>(a), new WeakReference<>(b),
        new WeakReference<>(c), threads, ops.a().layout(), ops.b().layout(), ops.c().layout(),
        ops.swapped(), plan));
  }

  /** Whether {@code ref} still holds {@code t}, a tensor and not null. */
  private static boolean held(WeakReference<FloatTensor> ref, FloatTensor t) {
    return t != null && ref.get() == t;
  }
}
