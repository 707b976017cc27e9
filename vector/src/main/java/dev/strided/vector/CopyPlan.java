package dev.strided.vector;

import dev.strided.Layout;
import dev.strided.Swizzle;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The loops of a copy between two plain layouts of one size, chosen from their {@link JointModes}
 * once and run on any arrays and offsets: CuTe's copy atom for a pair of tile layouts. A mode with
 * stride 1 in both is a {@code System.arraycopy} (GEMM's A tiles, runs of 256, packed 1–3 % faster
 * than by a vector loop on AVX-512; JDK 17's masked vector tail ran 3 times slower on AVX2);
 * a mode contiguous in the destination and another in the source are a {@link TileTranspose}
 * (blocks by {@code zippedDivide}, {@code L × L} register tiles); a contiguous destination of a
 * strided source is gathered a vector at a time; anything else is copied element by element along
 * the destination's unit stride. The remaining modes are walked by an odometer. The destination
 * may be swizzled: the plan is made for its inner layout and every store goes through the swizzle
 * (vector stores where a run of {@code L} stays contiguous).
 *
 * <pre>{@code CopyPlan.of(Layout.parse("(64,64):(64,1)"), Layout.parse("(64,64):(1,64)"))
 *     .run(src, 0, dst, 0);   // a blocked transpose}</pre>
 *
 * <p>Every element is written once, in an order other than {@link dev.strided.tensor.FloatTensor#copyTo}'s:
 * {@link Copy} uses a plan only where the order cannot show (an injective destination that does not
 * overlap the source).
 */
final class CopyPlan {
  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  private static final int L = SPECIES.length();

  /** How the inner one or two modes are copied. */
  enum Inner { CONTIGUOUS, TRANSPOSE, STRIDED }

  private final Inner inner;
  /** The modes, the inner ones first (the transpose: destination-contiguous, source-contiguous). */
  private final int[] extents;
  private final int[] src;
  private final int[] dst;
  private final int innerCount;
  /** The transpose of the inner two modes, or null. */
  private final TileTranspose transpose;
  /** A gather's lanes along a strided source mode 0 into a contiguous destination, or null. */
  private final int[] gatherLanes;

  private CopyPlan(Inner inner, int[] order, JointModes modes) {
    this.inner = inner;
    this.extents = new int[order.length];
    this.src = new int[order.length];
    this.dst = new int[order.length];
    for (int k = 0; k < order.length; k++) {
      extents[k] = modes.extents()[order[k]];
      src[k] = modes.src()[order[k]];
      dst[k] = modes.dst()[order[k]];
    }
    this.innerCount = inner == Inner.TRANSPOSE ? 2 : Math.min(1, order.length);
    this.transpose = inner == Inner.TRANSPOSE
        ? new TileTranspose(extents[0], extents[1], src[0], dst[1]) : null;
    this.gatherLanes = inner == Inner.STRIDED && order.length > 0 && dst[0] == 1
        && extents[0] >= L ? lanes(src[0]) : null;
  }

  private static int[] lanes(int stride) {
    int[] lanes = new int[L];
    for (int q = 0; q < L; q++) {
      lanes[q] = q * stride;
    }
    return lanes;
  }

  /** The plan, or null when the two layouts have no joint modes. */
  static CopyPlan of(Layout source, Layout destination) {
    JointModes modes = JointModes.of(source, destination);
    if (modes == null) {
      return null;
    }
    int both = modes.bothAt(1);
    int toDst = JointModes.unitIn(modes.dst());
    int fromSrc = JointModes.unitIn(modes.src());
    if (both >= 0) {
      return new CopyPlan(Inner.CONTIGUOUS, order(modes, both), modes);
    }
    if (toDst >= 0 && fromSrc >= 0) {
      return new CopyPlan(Inner.TRANSPOSE, order(modes, toDst, fromSrc), modes);
    }
    int first = toDst >= 0 ? toDst : Math.max(fromSrc, 0);
    return new CopyPlan(Inner.STRIDED, order(modes, modes.extents().length == 0 ? -1 : first),
        modes);
  }

  /** The modes, {@code first} ones leading, the others by increasing destination stride. */
  private static int[] order(JointModes modes, int... first) {
    int n = modes.extents().length;
    int[] order = new int[n];
    int filled = 0;
    for (int f : first) {
      if (f >= 0) {
        order[filled++] = f;
      }
    }
    boolean[] used = new boolean[n];
    for (int k = 0; k < filled; k++) {
      used[order[k]] = true;
    }
    while (filled < n) {
      int best = -1;
      for (int k = 0; k < n; k++) {
        if (!used[k] && (best < 0 || Math.abs(modes.dst()[k]) < Math.abs(modes.dst()[best]))) {
          best = k;
        }
      }
      used[best] = true;
      order[filled++] = best;
    }
    return order;
  }

  Inner inner() {
    return inner;
  }

  /** Copies: the element at joint coordinate c goes from {@code s[so + c·src]} to {@code d[do + c·dst]}. */
  void run(float[] s, int so, float[] d, int dOff) {
    run(s, so, d, dOff, null, 0);
  }

  /**
   * Copies into a swizzled destination, or a plain one when {@code swizzle} is null: the element at
   * joint coordinate c goes from {@code s[so + c·src]} to {@code d[out + swizzle(dLinear + c·dst)]}
   * ({@code d[dLinear + c·dst]} without a swizzle).
   */
  void run(float[] s, int so, float[] d, int dLinear, Swizzle swizzle, int out) {
    int outer = extents.length - innerCount;
    int[] coord = new int[Math.max(outer, 0)];
    int sBase = so;
    int dBase = dLinear;
    while (true) {
      copyInner(s, sBase, d, dBase, swizzle, out);
      int k = 0;
      while (k < outer) {
        int mode = innerCount + k;
        sBase += src[mode];
        dBase += dst[mode];
        if (++coord[k] < extents[mode]) {
          break;
        }
        sBase -= src[mode] * extents[mode];
        dBase -= dst[mode] * extents[mode];
        coord[k] = 0;
        k++;
      }
      if (k == outer) {
        return;
      }
    }
  }

  private void copyInner(float[] s, int so, float[] d, int dLinear, Swizzle swizzle, int out) {
    if (inner == Inner.TRANSPOSE) {
      transpose.run(s, so, d, dLinear, swizzle, out);
    } else if (swizzle != null) {
      int n = extents.length == 0 ? 1 : extents[0];
      int ss = extents.length == 0 ? 0 : src[0];
      int ds = extents.length == 0 ? 0 : dst[0];
      for (int i = 0; i < n; i++) {
        d[out + swizzle.apply(dLinear + i * ds)] = s[so + i * ss];
      }
    } else if (extents.length == 0) {
      d[dLinear] = s[so];
    } else if (inner == Inner.CONTIGUOUS) {
      System.arraycopy(s, so, d, dLinear, extents[0]);
    } else if (gatherLanes != null) {
      gathered(s, so, d, dLinear, extents[0]);
    } else {
      strided(s, so, src[0], d, dLinear, dst[0], extents[0]);
    }
  }

  private static void strided(float[] s, int so, int ss, float[] d, int dOff, int ds, int n) {
    for (int i = 0; i < n; i++) {
      d[dOff + i * ds] = s[so + i * ss];
    }
  }

  /** A contiguous destination from a strided source: one gather per vector of it. */
  private void gathered(float[] s, int so, float[] d, int dOff, int n) {
    int upper = SPECIES.loopBound(n);
    int ss = src[0];
    int i = 0;
    for (; i < upper; i += L) {
      FloatVector.fromArray(SPECIES, s, so + i * ss, gatherLanes, 0).intoArray(d, dOff + i);
    }
    for (; i < n; i++) {
      d[dOff + i] = s[so + i * ss];
    }
  }
}
