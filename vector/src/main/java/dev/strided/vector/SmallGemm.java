package dev.strided.vector;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IndexRange;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@link Gemm}'s product {@code C(m,n) += Σ_k A(m,k)·B(n,k)} for layouts whose extents M, N and K
 * are static ({@code _16}), planned once and specialized to them: no packing of the general GEMM's
 * kind, no blocking for the caches, no checks of the layouts per call. The plan is a kernel made
 * at run time for the three layouts (a hidden class whose extents, strides, register block and
 * vector species are constants to C2; {@link SmallKernelTemplate}): a register block of up to 16
 * vector accumulators of C, kept in registers over all of K, a vector of B (or of A) and a
 * broadcast of the other operand per step. Any flat layouts work: A, B and C row- or
 * column-major, padded or strided; vectors run along whichever of M and N C is contiguous along.
 * Where the operand read by vectors is not contiguous along them (numpy's {@code a @ b.T}: A and
 * B both contiguous along K; or a column-major C with a row-major A), each product first copies
 * that operand's vectors into a panel contiguous along them, by transposes in registers (O(N·K)
 * work against the product's O(M·N·K)): the only copy this class makes, into a panel kept per
 * thread and plan. Layouts of three modes, A {@code (M,K,L)}, B {@code (N,K,L)} and C
 * {@code (M,N,L)} (CuTe's batched GEMM), run the L products in one call, L being any extent and the
 * third stride the step from one product to the next.
 *
 * <p>Use it where the same small product runs many times (tiles of a kernel, batches): the first
 * {@link #of} of a layout triple defines and loads a class; later ones find it in a cache.
 * {@link Gemm#gemm} does not take this path: it accepts any tensors, and its per-call lookup is
 * what this class avoids. The sums run in the order of {@link Gemm}'s 12-row AVX-512 kernel (from
 * zero over K by FMAs, then added to C), which need not be the order of every block of the general
 * GEMM: results agree to rounding, and exactly where every partial sum is exact.
 *
 * <pre>{@code
 * SmallGemm gemm = SmallGemm.of(Layout.parse("(_16,_16):(_16,_1)"),    // A (M,K) row-major
 *     Layout.parse("(_16,_16):(_1,_16)"),                               // B (N,K): numpy's B (K,N)
 *     Layout.parse("(_16,_16):(_16,_1)"));                              // C (M,N) row-major
 * gemm.run(a, 0, b, 0, c, 0);                                           // C += A·Bᵀ
 * }</pre>
 */
public final class SmallGemm {
  private static final Map<List<Layout>, SmallGemm> PLANS = new ConcurrentHashMap<>();
  private static final int PLANS_KEPT = 256;

  private final Layout a;
  private final Layout b;
  private final Layout c;
  private final IndexRange ra;
  private final IndexRange rb;
  private final IndexRange rc;
  private final SmallKernel kernel;

  private SmallGemm(Layout a, Layout b, Layout c) {
    this.a = a;
    this.b = b;
    this.c = c;
    ra = IndexRange.of(a);
    rb = IndexRange.of(b);
    rc = IndexRange.of(c);
    kernel = SmallKernels.of(SmallBlocking.of(SmallGemmChecks.flat(a, "A"),
        SmallGemmChecks.flat(b, "B"), SmallGemmChecks.flat(c, "C")));
  }

  /**
   * The plan of a layout triple, made once: A {@code (M,K)}, B {@code (N,K)}, C {@code (M,N)}, or
   * all three with a third mode L of products.
   *
   * <pre>{@code SmallGemm batch = SmallGemm.of(Layout.parse("(_16,_16,10000):(_16,_1,_256)"),
   *     Layout.parse("(_16,_16,10000):(_1,_16,_256)"), Layout.parse("(_16,_16,10000):(_16,_1,_256)"));}</pre>
   *
   * @param a A's layout {@code (M,K)} or {@code (M,K,L)}
   * @param b B's layout {@code (N,K)} or {@code (N,K,L)}
   * @param c C's layout {@code (M,N)} or {@code (M,N,L)}
   * @return the plan
   * @throws IllegalArgumentException if a layout is null, the ranks are not all 2 or all 3, an
   *     extent of M, N or K is dynamic, the extents do not match, a mode is not one stride (nested
   *     modes that do not coalesce), or C maps two coordinates to one element
   */
  public static SmallGemm of(Layout a, Layout b, Layout c) {
    SmallGemmChecks.check(a, b, c);
    List<Layout> key = List.of(a, b, c);
    SmallGemm plan = PLANS.get(key);
    if (plan == null) {
      if (PLANS.size() >= PLANS_KEPT) {
        PLANS.clear();
      }
      plan = new SmallGemm(a, b, c);
      PLANS.put(key, plan);
    }
    return plan;
  }

  /**
   * {@code C += A·Bᵀ} (every product of a batch): A's element {@code (m,k)} at
   * {@code a[aOffset + A(m,k)]}, and so on.
   *
   * <pre>{@code gemm.run(as, 0, bs, 0, cs, 0);}</pre>
   *
   * @param a A's array
   * @param aOffset A's element {@code (0,0)}
   * @param b B's array
   * @param bOffset B's element {@code (0,0)}
   * @param c C's array
   * @param cOffset C's element {@code (0,0)}
   * @throws IllegalArgumentException if an array is null, a layout at its offset reaches outside
   *     its array, or C's index range meets A's or B's in the same array
   */
  public void run(float[] a, int aOffset, float[] b, int bOffset, float[] c, int cOffset) {
    SmallGemmChecks.inside(a, aOffset, ra, "A");
    SmallGemmChecks.inside(b, bOffset, rb, "B");
    SmallGemmChecks.inside(c, cOffset, rc, "C");
    SmallGemmChecks.apart(c, cOffset, rc, a, aOffset, ra, "A");
    SmallGemmChecks.apart(c, cOffset, rc, b, bOffset, rb, "B");
    kernel.run(a, aOffset, b, bOffset, c, cOffset);
  }

  /**
   * {@code C += A·Bᵀ} on tensors of the plan's layouts.
   *
   * <pre>{@code gemm.run(FloatTensor.of(as, la), FloatTensor.of(bs, lb), FloatTensor.of(cs, lc));}</pre>
   *
   * @param a A, of the plan's layout of A
   * @param b B, of the plan's layout of B
   * @param c C, of the plan's layout of C
   * @throws IllegalArgumentException if a tensor is null or swizzled, its layout is not the plan's,
   *     or C shares elements with A or B
   */
  public void run(FloatTensor a, FloatTensor b, FloatTensor c) {
    SmallGemmChecks.planned(a, this.a, "A");
    SmallGemmChecks.planned(b, this.b, "B");
    SmallGemmChecks.planned(c, this.c, "C");
    run(a.data(), a.offset(), b.data(), b.offset(), c.data(), c.offset());
  }

  /**
   * The plan's layouts.
   *
   * <pre>{@code SmallGemm.of(la, lb, lc).toString();   // "SmallGemm A (_8,_8):(_8,_1) B ... C ..."}</pre>
   */
  @Override
  public String toString() {
    return "SmallGemm A " + a + " B " + b + " C " + c;
  }
}
