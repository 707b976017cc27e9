package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code TiledMMA} ({@code make_tiled_mma}): an MMA atom repeated over a layout of atoms
 * {@code (M,N,K)}, its M, N and K modes optionally permuted, with the thread-value layouts of the
 * whole tile and each thread's partitions of A, B and C.
 *
 * <pre>{@code
 * TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN"), Layout.parse("(_2,_2,_1)"),
 *     Tiler.parse("(_32,_32,_8)"));
 * mma.size();                  // 128
 * mma.tileSize(1);             // 32
 * mma.thrLayoutVMNK();         // (_32,_2,_2,_1):(_1,_32,_64,_0)
 * mma.tvLayoutA();             // ((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_32,_1,_16,_0),((_8,_128),(_0,_0)))
 * }</pre>
 *
 * <p>Immutable; {@link #toString()} is CuTe's {@code print(TiledMMA)}.
 */
public final class TiledMma {
  private static final Tiler KEEP = Tiler.Keep.INSTANCE;
  private final MmaAtom atom;
  private final Tiler.ByMode permutation;
  private final Layout thrLayoutVMNK;

  private final MmaTiling tiling;

  private TiledMma(MmaAtom atom, Tiler.ByMode permutation, Layout thrLayoutVMNK) {
    this.atom = atom;
    this.permutation = permutation;
    this.thrLayoutVMNK = thrLayoutVMNK;
    this.tiling = new MmaTiling(atom, permutation, thrLayoutVMNK);
  }

  /**
   * {@code make_tiled_mma(atom, atomLayout)}: the atom repeated over {@code atomLayout}, the layout
   * of atoms in {@code (M,N,K)} to their index (padded with {@code _1:_0} to rank 3).
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_16,_16)")).size();   // 256}</pre>
   *
   * @param atom the atom
   * @param atomLayout a compact layout of rank at most 3
   * @return the tiled MMA, no permutation ({@code (_,_,_)})
   * @throws IllegalArgumentException as {@link #of(MmaAtom, Layout, Tiler)}
   */
  public static TiledMma of(MmaAtom atom, Layout atomLayout) {
    return of(atom, atomLayout, Tiler.byMode(KEEP, KEEP, KEEP));
  }

  /**
   * {@code make_tiled_mma(atom, atomLayout, permutation)}: the permutation is a by-mode tiler of
   * the {@code (M,N,K)} modes (padded with {@code _} to rank 3), each a static extent, a static
   * layout, or {@code _} (the atom's size times the atoms in that mode). An extent larger than that
   * repeats the tile; a layout reorders the mode before the atoms tile it. A mode written as a
   * shape, {@code (_2,_8)}, is its compact layout {@code (_2,_8):(_1,_2)}, as CuTe's
   * {@code Layout<Shape<_2,_8>>} is.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"),
   *     Tiler.parse("(_32,_32,_16)")).tileSize(1);   // 32
   * TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_2"), Tiler.parse("((_2,_8),_,_)"))
   *     .permutation();   // ((_2,_8):(_1,_2),_,_)}</pre>
   *
   * @param atom the atom
   * @param atomLayout a compact layout of rank at most 3
   * @param permutation a by-mode tiler of rank at most 3, static
   * @return the tiled MMA
   * @throws IllegalArgumentException if an argument is null, the atom layout has rank above 3 or is
   *     not compact, or the permutation is not a by-mode tuple of at most 3 static tilers
   */
  public static TiledMma of(MmaAtom atom, Layout atomLayout, Tiler permutation) {
    if (atom == null || atomLayout == null || permutation == null) {
      throw new IllegalArgumentException("TiledMma.of needs an atom, an atom layout and a "
          + "permutation, got " + atom + ", " + atomLayout + ", " + permutation);
    }
    if (atomLayout.rank() > 3) {
      throw new IllegalArgumentException("the atom layout " + atomLayout + " has rank "
          + atomLayout.rank() + ": a TiledMMA lays its atoms out in (M,N,K), rank 3 at most");
    }
    if (!atomLayout.isCompact()) {
      throw new IllegalArgumentException("the atom layout " + atomLayout + " is not compact: each "
          + "atom index 0 to " + (atomLayout.size() - 1) + " must have exactly one (M,N,K) place");
    }
    List<Layout> modes = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      modes.add(i < atomLayout.rank() ? atomLayout.get(i) : Layout.parse("_1:_0"));
    }
    Layout atomsMNK = Layout.concat(modes.toArray(Layout[]::new));
    Layout vmnk = atom.thrId().tiledProduct(atomsMNK);
    return new TiledMma(atom, permutation(permutation), vmnk);
  }

  private static Tiler.ByMode permutation(Tiler permutation) {
    if (!(permutation instanceof Tiler.ByMode byMode) || byMode.rank() > 3) {
      throw new IllegalArgumentException("the permutation " + permutation + " must be a tuple of at "
          + "most 3 tilers, one per mode (M,N,K), e.g. (_32,_32,_8) or ((_4,_4):(_4,_1),_,_)");
    }
    List<Tiler> modes = new ArrayList<>(byMode.modes());
    for (int i = 0; i < modes.size(); i++) {
      IntTuple shape = staticShape(modes.get(i));
      if (modes.get(i) instanceof Tiler.ByMode && shape != null) {
        modes.set(i, Layout.columnMajor(shape));   // CuTe's Layout<Shape<_2,_8>>: its compact layout
      }
      Tiler mode = modes.get(i);
      boolean isStatic = mode instanceof Tiler.Keep
          || mode instanceof Tiler.Extent e && e.extent().isStatic()
          || mode instanceof Layout l && l.shape().isStatic() && l.stride().isStatic();
      if (!isStatic) {
        throw new IllegalArgumentException("mode " + "MNK".charAt(i) + " of the permutation "
            + permutation + " is " + mode + ": CuTe's permutations are static extents, static "
            + "layouts, static shapes (a compact layout) or _ (write _32 for 32, (_2,_8):(_1,_2) "
            + "for a layout)");
      }
    }
    while (modes.size() < 3) {
      modes.add(KEEP);
    }
    return Tiler.byMode(modes.toArray(Tiler[]::new));
  }

  /** A tiler made only of static extents as the shape they spell, or null. */
  private static IntTuple staticShape(Tiler t) {
    if (t instanceof Tiler.Extent e) {
      return e.extent().isStatic() ? e.extent() : null;
    }
    if (!(t instanceof Tiler.ByMode b)) {
      return null;
    }
    IntTuple[] parts = new IntTuple[b.rank()];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = staticShape(b.modes().get(i));
      if (parts[i] == null) {
        return null;
      }
    }
    return IntTuple.of(parts);
  }

  /**
   * The atom.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_4")).atom().name();   // UniversalFMA<float>}</pre>
   */
  public MmaAtom atom() {
    return atom;
  }

  /**
   * The permutation of {@code (M,N,K)}, rank 3, {@code _} where none was given.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_4")).permutation();   // (_,_,_)}</pre>
   */
  public Tiler permutation() {
    return permutation;
  }

  /**
   * CuTe's {@code get_thr_layout_vmnk()}: {@code (atom thread, M, N, K) -> } thread index, the
   * atom's thread ids tiled by the atom layout.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"))
   *     .thrLayoutVMNK();   // (_32,_2,_2,_1):(_1,_32,_64,_0)}</pre>
   */
  public Layout thrLayoutVMNK() {
    return thrLayoutVMNK;
  }

  /**
   * The number of threads, CuTe's {@code size(tiled_mma)}.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)")).size();   // 128}</pre>
   */
  public int size() {
    return thrLayoutVMNK.size();
  }

  /**
   * CuTe's {@code tile_size<mode>(tiled_mma)}: the extent of the whole tile in M (0), N (1) or K
   * (2) — the permutation's size in that mode.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"))
   *     .tileSize(0);   // 32}</pre>
   *
   * @param mode 0, 1 or 2
   * @throws IllegalArgumentException for another mode
   */
  public int tileSize(int mode) {
    return tiling.tileExtent(mode).value();
  }

  /**
   * CuTe's {@code thrfrg_A(layout)}: a layout of rank 2 or more over {@code (M,K,...)} rearranged to
   * {@code ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,...)))}.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"))
   *     .thrfrgA(Layout.parse("(_4,_2)"));   // ((_1,(_2,_1)),(_1,(_2,_2))):((_0,(_1,_0)),(_0,(_2,_4)))}</pre>
   *
   * @param layout the layout to partition
   * @throws IllegalArgumentException if it has rank below 2 or the algebra refuses a step
   */
  public Layout thrfrgA(Layout layout) {
    return tiling.thrfrg(Operand.A, layout, "thrfrgA: the layout");
  }

  /**
   * CuTe's {@code thrfrg_B(layout)}: {@code (N,K,...)} to
   * {@code ((ThrV,(ThrN,ThrK)),(FrgV,(RestN,RestK,...)))}.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"))
   *     .thrfrgB(Layout.parse("(_4,_2)")).shape();   // ((_1,(_2,_1)),(_1,(_2,_2)))}</pre>
   *
   * @param layout the layout to partition
   * @throws IllegalArgumentException as {@link #thrfrgA}
   */
  public Layout thrfrgB(Layout layout) {
    return tiling.thrfrg(Operand.B, layout, "thrfrgB: the layout");
  }

  /**
   * CuTe's {@code thrfrg_C(layout)}: {@code (M,N,...)} to
   * {@code ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN,...)))}.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"))
   *     .thrfrgC(Layout.parse("(_4,_2)")).shape();   // ((_1,(_2,_2)),(_1,(_2,_1)))}</pre>
   *
   * @param layout the layout to partition
   * @throws IllegalArgumentException as {@link #thrfrgA}
   */
  public Layout thrfrgC(Layout layout) {
    return tiling.thrfrg(Operand.C, layout, "thrfrgC: the layout");
  }

  /**
   * CuTe's {@code get_layoutA_TV()}: {@code (thread, value) -> } index into the column-major
   * {@code (tileSize(0), tileSize(2))} tile of A.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)")).tvLayoutA();
   * // ((_2,_2),(_1,(_1,_1))):((_1,_0),(_0,(_0,_0)))}</pre>
   */
  public Layout tvLayoutA() {
    return tiling.tvLayout(Operand.A);
  }

  /**
   * CuTe's {@code get_layoutB_TV()}: {@code (thread, value) -> } index into the column-major
   * {@code (tileSize(1), tileSize(2))} tile of B.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)")).tvLayoutB();
   * // ((_2,_2),(_1,(_1,_1))):((_0,_1),(_0,(_0,_0)))}</pre>
   */
  public Layout tvLayoutB() {
    return tiling.tvLayout(Operand.B);
  }

  /**
   * CuTe's {@code get_layoutC_TV()}: {@code (thread, value) -> } index into the column-major
   * {@code (tileSize(0), tileSize(1))} tile of C.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)")).tvLayoutC();
   * // (_4,(_1,(_1,_1))):(_1,(_0,(_0,_0)))}</pre>
   */
  public Layout tvLayoutC() {
    return tiling.tvLayout(Operand.C);
  }

  /**
   * Thread {@code thread}'s part of A, CuTe's {@code get_slice(thread).partition_A(tensor)}: a view
   * of {@code (FrgV,RestM,RestK,...)} over the same storage.
   *
   * <pre>{@code TiledMma mma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"));
   * mma.partitionA(FloatTensor.allocate(Layout.parse("(_4,_2)")), 1).layout();   // (_1,_2,_2):(_0,_2,_4)}</pre>
   *
   * @param tensor a {@code FloatTensor}, {@code DoubleTensor}, {@code IntTensor},
   *     {@code LongTensor}, {@code IdentityTensor} or {@code Layout} of rank 2 or more, {@code (M,K,...)}
   * @param thread the thread, below {@link #size()}
   * @param <T> the tensor type
   * @return a view of the same type
   * @throws IllegalArgumentException if the tensor type is not one of those, the rank is below 2,
   *     the thread is out of range, or the algebra refuses a step
   */
  public <T> T partitionA(T tensor, int thread) {
    return tiling.partition(Operand.A, tensor, thread);
  }

  /**
   * Thread {@code thread}'s part of B, CuTe's {@code partition_B}: {@code (FrgV,RestN,RestK,...)}.
   *
   * <pre>{@code TiledMma mma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"));
   * mma.partitionB(FloatTensor.allocate(Layout.parse("(_4,_2)")), 2).offset();   // 1}</pre>
   *
   * @param tensor a tensor or layout of rank 2 or more, {@code (N,K,...)}
   * @param thread the thread, below {@link #size()}
   * @param <T> the tensor type
   * @return a view of the same type
   * @throws IllegalArgumentException as {@link #partitionA}
   */
  public <T> T partitionB(T tensor, int thread) {
    return tiling.partition(Operand.B, tensor, thread);
  }

  /**
   * Thread {@code thread}'s part of C, CuTe's {@code partition_C}: {@code (FrgV,RestM,RestN,...)}.
   *
   * <pre>{@code TiledMma mma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"));
   * mma.partitionC(FloatTensor.allocate(Layout.parse("(_4,_4)")), 3).layout();   // (_1,_2,_2):(_0,_2,_8)}</pre>
   *
   * @param tensor a tensor or layout of rank 2 or more, {@code (M,N,...)}
   * @param thread the thread, below {@link #size()}
   * @param <T> the tensor type
   * @return a view of the same type
   * @throws IllegalArgumentException as {@link #partitionA}
   */
  public <T> T partitionC(T tensor, int thread) {
    return tiling.partition(Operand.C, tensor, thread);
  }

  /**
   * Registers for thread {@code thread}'s part of A, CuTe's {@code
   * get_slice(thread).partition_fragment_A(tensor)}: a new zeroed tensor of the type given, shaped
   * as {@link #partitionA}'s view, laid out as CuTe's {@code make_fragment_like} lays it (the value
   * mode column-major, the rest compact in the order of the partition's strides). For a layout,
   * that fragment layout. For an atom that reads A from shared memory (a GMMA {@code _SS}), CuTe's
   * fragment is a descriptor over the shared-memory partition, and this returns that partition.
   *
   * <p>On swizzled shared memory (a tensor over a {@code SwizzledLayout}, or the
   * {@code SwizzledLayout} itself) the fragment is made like the partition as CuTe's
   * {@code composition(Swizzle, layout)} tensor has it: CuTe folds the swizzle into the strides of a
   * thread's slice where it can, splitting modes at the swizzle's bits, and the registers follow
   * that shape and order (sgemm_sm80.cu's thread 37 gets
   * {@code ((_2,_2,_2),_4,(_2,_2)):((_1,_2,_4),_8,(_32,_64))}). CuTe's GMMA layout atoms swizzle
   * the pointer instead and fold nothing; for those pass the plain layout,
   * {@code tensor.swizzledLayout().layout()}, which gives CuTe's fragment layout.
   *
   * <pre>{@code TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN"), Layout.parse("(_2,_2)"));
   * FloatTensor a = mma.partitionFragmentA(FloatTensor.allocate(Layout.parse("(_64,_16):(_16,_1)")), 5);
   * a.layout();   // ((_2,_2),_2,_2):((_1,_2),_8,_4)}</pre>
   *
   * @param tensor a {@code FloatTensor}, {@code DoubleTensor}, {@code IntTensor}, {@code LongTensor},
   *     {@code Layout} or {@code SwizzledLayout} of rank 2 or more, {@code (M,K,...)}
   * @param thread the thread, below {@link #size()}
   * @param <T> the tensor type
   * @return a new tensor of the same type, sharing nothing with {@code tensor} (for a swizzled
   *     layout, the fragment layout under the identity swizzle)
   * @throws IllegalArgumentException as {@link #partitionA}, or for an {@code IdentityTensor}
   *     (coordinates have no registers)
   */
  public <T> T partitionFragmentA(T tensor, int thread) {
    return tiling.fragment(Operand.A, tensor, thread);
  }

  /**
   * Registers for thread {@code thread}'s part of B, CuTe's {@code partition_fragment_B}: as
   * {@link #partitionFragmentA} for {@code (N,K,...)}.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"))
   *     .partitionFragmentB(Layout.parse("(_4,_2):(_2,_1)"), 0);   // (_1,_2,_2):(_0,_2,_1)}</pre>
   *
   * @param tensor a tensor or layout of rank 2 or more, {@code (N,K,...)}
   * @param thread the thread, below {@link #size()}
   * @param <T> the tensor type
   * @return a new tensor of the same type
   * @throws IllegalArgumentException as {@link #partitionFragmentA}
   */
  public <T> T partitionFragmentB(T tensor, int thread) {
    return tiling.fragment(Operand.B, tensor, thread);
  }

  /**
   * Registers for thread {@code thread}'s accumulators, CuTe's {@code partition_fragment_C}: a new
   * zeroed tensor of {@link #partitionC}'s shape, column-major whatever C's order, as CuTe's are.
   *
   * <pre>{@code TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_2,_2)"))
   *     .partitionFragmentC(Layout.parse("(_4,_4):(_4,_1)"), 3);   // (_1,_2,_2):(_0,_1,_2)}</pre>
   *
   * @param tensor a tensor or layout of rank 2 or more, {@code (M,N,...)}
   * @param thread the thread, below {@link #size()}
   * @param <T> the tensor type
   * @return a new tensor of the same type
   * @throws IllegalArgumentException as {@link #partitionFragmentA}
   */
  public <T> T partitionFragmentC(T tensor, int thread) {
    return tiling.fragment(Operand.C, tensor, thread);
  }

  /**
   * CuTe's {@code print(TiledMMA)}: {@code ThrLayoutVMNK}, {@code PermutationMNK}, then the atom.
   */
  @Override
  public String toString() {
    return "TiledMMA\n"
        + "  ThrLayoutVMNK:  " + thrLayoutVMNK + "\n"
        + "  PermutationMNK: " + permutation + "\n"
        + atom;
  }
}
