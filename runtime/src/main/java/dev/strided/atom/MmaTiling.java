package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.List;

/**
 * What a {@link TiledMma} computes, written once for the three operands: CuTe's {@code thrfrg_A/B/C},
 * {@code get_layoutA/B/C_TV} and {@code partition_A/B/C}, on layouts and on every tensor type.
 *
 * <pre>{@code new MmaTiling(atom, permutation, vmnk).tvLayout(Operand.A);}</pre>
 */
final class MmaTiling {
  private static final Tiler KEEP = Tiler.Keep.INSTANCE;
  private final MmaAtom atom;
  private final Tiler.ByMode permutation;
  private final Layout thrLayoutVMNK;

  MmaTiling(MmaAtom atom, Tiler.ByMode permutation, Layout thrLayoutVMNK) {
    this.atom = atom;
    this.permutation = permutation;
    this.thrLayoutVMNK = thrLayoutVMNK;
  }

  private int size() {
    return thrLayoutVMNK.size();
  }

  private Layout atomLayout(Operand operand) {
    return switch (operand) {
      case A -> atom.layoutA();
      case B -> atom.layoutB();
      case C -> atom.layoutC();
    };
  }

  /** CuTe's {@code permutation_mnk<mode>()}: the tiler, or the atoms' extent for {@code _}. */
  private Tiler permutationMnk(int mode) {
    Tiler t = permutation.modes().get(mode);
    return t instanceof Tiler.Keep ? new Tiler.Extent(count(
        atom.shapeMNK().get(mode).size() * thrLayoutVMNK.size(mode + 1),
        atom.shapeMNK().isStatic() && thrLayoutVMNK.shape(mode + 1).isStatic())) : t;
  }

  IntTuple.Int tileExtent(int mode) {
    if (mode < 0 || mode > 2) {
      throw new IllegalArgumentException("tileSize takes the mode 0 (M), 1 (N) or 2 (K), not " + mode);
    }
    Tiler t = permutationMnk(mode);
    return t instanceof Tiler.Extent e ? e.extent() : count(((Layout) t).size(), true);
  }

  /** The extent of a mode of the thread layout (1 V, 2 M, 3 N, 4 K counted from 1) as a layout. */
  private Layout threadMode(int vmnkMode) {
    return compact(count(thrLayoutVMNK.size(vmnkMode), thrLayoutVMNK.shape(vmnkMode).isStatic()));
  }

  /**
   * CuTe's {@code thrfrg} up to its last step: {@code ((ThrV,FrgV),((ThrM,RestM),(ThrK,RestK),...))}
   * for A, the thread tile divided out of each mode in place. CuTe's last step, a zipped divide whose
   * {@code _} splits the kept {@code (ThrV,FrgV)} mode in two, is {@link #zipped} on layouts; a
   * partition slices this form directly.
   */
  <T> T divided(Operand operand, T x, String what) {
    Views<T> views = Views.of(x, what);
    if (views.shape(x).rank() < 2) {
      throw new IllegalArgumentException(what + " " + x + " has rank " + views.shape(x).rank()
          + "; the partitions of a TiledMMA need rank 2 or more");
    }
    T permuted = views.logicalDivide(x,
        Tiler.byMode(permutationMnk(operand.row), permutationMnk(operand.column)));
    IntTuple atomShape = atom.shapeMNK();
    T tiles = views.zippedDivide(permuted, Tiler.of(
        compact(count(atomShape.get(operand.row).size(), true)),
        compact(count(atomShape.get(operand.column).size(), true))));
    T tv = views.compose(tiles, Tiler.byMode(atomLayout(operand), KEEP));
    return views.logicalDivide(tv, Tiler.byMode(KEEP,
        Tiler.byMode(threadMode(operand.row + 1), threadMode(operand.column + 1))));
  }

  /**
   * {@code ((ThrV,FrgV),((ThrM,RestM),(ThrK,RestK),L...))} regrouped as CuTe's {@code zip2_by}
   * does: {@code ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,L...)))}.
   */
  private static Layout zipped(Layout divided) {
    Layout rest = divided.get(1);
    Layout[] restModes = new Layout[rest.rank()];
    restModes[0] = rest.get(0, 1);
    restModes[1] = rest.get(1, 1);
    for (int i = 2; i < restModes.length; i++) {
      restModes[i] = rest.get(i);
    }
    return Layout.concat(
        Layout.concat(divided.get(0, 0), Layout.concat(rest.get(0, 0), rest.get(1, 0))),
        Layout.concat(divided.get(0, 1), Layout.concat(restModes)));
  }

  Layout thrfrg(Operand operand, Layout layout, String what) {
    return zipped(divided(operand, layout, what));
  }

  Layout tvLayout(Operand operand) {
    Layout reference = compact(IntTuple.of(tileExtent(operand.row), tileExtent(operand.column)));
    Layout thrfrg = thrfrg(operand, reference, "the reference tile");
    // thread index -> (ThrV,ThrM,ThrN,ThrK): the inverse of the thread layout made surjective
    Layout withRest = Layout.concat(thrLayoutVMNK, thrLayoutVMNK.complement());
    IntTuple.Int threads = count(size(), thrLayoutVMNK.shape().isStatic());
    Layout threadToId = Layout.of(IntTuple.of(threads, IntTuple.ofStatic(1)),
        IntTuple.of(IntTuple.ofStatic(1), IntTuple.ofStatic(0))).compose(withRest.rightInverse());
    if (operand != Operand.C) {
      // (ThrV,(ThrM,ThrK)) gains the mode it does not see: the N (for A) or M (for B) threads
      boolean isA = operand == Operand.A;
      boolean isStatic = thrLayoutVMNK.shape().isStatic();
      Layout spread = Layout.of(
          IntTuple.of(count(thrLayoutVMNK.size(1), isStatic), count(thrLayoutVMNK.size(2), isStatic)),
          IntTuple.of(IntTuple.ofStatic(isA ? 1 : 0), IntTuple.ofStatic(isA ? 0 : 1)));
      thrfrg = thrfrg.compose(Tiler.byMode(Tiler.byMode(KEEP, Tiler.byMode(spread, KEEP)), KEEP));
    }
    return thrfrg.compose(Tiler.byMode(threadToId, KEEP));
  }

  <T> T partition(Operand operand, T tensor, int thread) {
    String what = "partition" + operand + ": the tensor";
    Views<T> views = Views.of(tensor, what);
    T divided = divided(operand, tensor, what);
    return views.slice(divided, threadSlice(operand, views.shape(tensor).rank(), thread));
  }

  /** The coordinate of {@link #divided}'s form that keeps thread {@code thread}'s values. */
  private IntTuple threadSlice(Operand operand, int rank, int thread) {
    if (thread < 0 || thread >= size()) {
      throw new IllegalArgumentException("thread " + thread + " is outside this TiledMMA's "
          + thrLayoutVMNK.size() + " threads (0 to " + (size() - 1) + ")");
    }
    int[] vmnk = threadCoordinate(thread);
    IntTuple[] rest = new IntTuple[rank];
    rest[0] = IntTuple.of(IntTuple.of(vmnk[operand.row + 1]), IntTuple.ALL);
    rest[1] = IntTuple.of(IntTuple.of(vmnk[operand.column + 1]), IntTuple.ALL);
    java.util.Arrays.fill(rest, 2, rank, IntTuple.ALL);
    return IntTuple.of(IntTuple.of(IntTuple.of(vmnk[0]), IntTuple.ALL), IntTuple.of(rest));
  }

  /**
   * CuTe's {@code partition_fragment_A/B/C}: the registers for thread {@code thread}'s partition —
   * {@code make_fragment_like} of it for A and B, column-major of its shape for C — or, for an
   * operand a GMMA reads from shared memory, the partition itself. The partition is taken in the
   * form CuTe's tensor has: on a swizzled tensor, with the swizzle folded into the strides where
   * CuTe folds it ({@link SwizzleDecay}), so the registers' shape and order are CuTe's.
   */
  <T> T fragment(Operand operand, T tensor, int thread) {
    String what = "partitionFragment" + operand + ": the tensor";
    boolean shared = operand == Operand.A && atom.readsASharedMemory()
        || operand == Operand.B && atom.readsBSharedMemory();
    if (shared) {
      return partition(operand, tensor, thread);
    }
    Views<T> views = Views.of(tensor, what);
    T divided = divided(operand, tensor, what);
    Layout cute = SwizzleDecay.slice(views.swizzledLayout(divided, what),
        threadSlice(operand, views.shape(tensor).rank(), thread));
    T registers = views.allocate(operand == Operand.C ? Layout.columnMajor(cute.shape())
        : Fragments.like(cute), what);
    return views.holding(registers, operand == Operand.A ? atom.valueTypeA()
        : operand == Operand.B ? atom.valueTypeB() : atom.valueTypeC());
  }

  /** CuTe's {@code get_flat_coord(thread)} in the thread layout, one integer per mode V, M, N, K. */
  /**
   * CuTe's {@code get_flat_coord}: the thread index taken apart by the thread layout's strides
   * ({@code idx2crd(thread, shape, stride)}, each leaf {@code thread / stride % extent}), then each
   * of the four modes as one column-major index. For a thread the layout reaches this is its
   * inverse; a thread it skips (lanes 4 to 15 of an SM70 quad pair's {@code (_4,_2):(_1,_16)}) gets
   * the coordinate C++ gives it.
   */
  private int[] threadCoordinate(int thread) {
    int[] coordinate = new int[4];
    for (int mode = 0; mode < 4; mode++) {
      List<IntTuple.Int> extents = thrLayoutVMNK.shape().get(mode).flatten();
      List<IntTuple.Int> strides = thrLayoutVMNK.stride().get(mode).flatten();
      int index = 0;
      int step = 1;
      for (int leaf = 0; leaf < extents.size(); leaf++) {
        int extent = extents.get(leaf).value();
        int stride = strides.get(leaf).value();
        index += (stride == 0 ? 0 : thread / stride % extent) * step;
        step *= extent;
      }
      coordinate[mode] = index;
    }
    return coordinate;
  }

  private static IntTuple.Int count(int value, boolean isStatic) {
    return isStatic ? IntTuple.ofStatic(value) : IntTuple.of(value);
  }

  private static Layout compact(IntTuple shape) {
    return Layout.columnMajor(shape);
  }
}
