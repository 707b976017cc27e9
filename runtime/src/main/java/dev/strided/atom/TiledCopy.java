package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;

/**
 * CuTe's {@code TiledCopy}: a copy atom repeated over threads and values so that one call moves a
 * {@link #tilerMN()} tile, described by a thread-value layout {@code (thread, value) -> } index in
 * the column-major tile; with each thread's source and destination partitions of a tensor and the
 * re-tiling of register fragments.
 *
 * <pre>{@code
 * TiledCopy copy = TiledCopy.of(CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 32),
 *     Layout.parse("(_32,_8):(_8,_1)"), Layout.parse("(_4,_1)"));
 * copy.tilerMN();     // (_128,_8)
 * copy.tvLayoutS();   // ((_8,_32),(_4,_1)):((_128,_4),(_1,_0))
 * }</pre>
 *
 * <p>Immutable; {@link #toString()} is CuTe's {@code print(TiledCopy)}.
 */
public final class TiledCopy {
  private static final Tiler KEEP = Tiler.Keep.INSTANCE;
  private final CopyAtom atom;
  private final Layout layoutTV;
  private final IntTuple tilerMN;
  private final Layout srcToTile;
  private final Layout dstToTile;

  private TiledCopy(CopyAtom atom, Layout layoutTV, IntTuple tilerMN) {
    this.atom = atom;
    this.layoutTV = layoutTV;
    this.tilerMN = tilerMN;
    Layout ref = atom.refLayout().rightInverse();
    this.srcToTile = threadValueToTile(ref.compose(atom.srcLayout()));
    this.dstToTile = threadValueToTile(ref.compose(atom.dstLayout()));
  }

  /**
   * CuTe's {@code make_tiled_copy(atom, threads, values)}: the tile is the raked product of the
   * thread layout ({@code (m,n) -> } thread) and the value layout ({@code (m,n) -> } value), each
   * thread holding a {@code values} block, the blocks interleaved.
   *
   * <pre>{@code TiledCopy.of(CopyAtom.of("UniversalCopy<uint64_t>", 32), Layout.parse("(_4,_8)"),
   *     Layout.parse("(_2,_1)")).tvLayoutS();   // (_32,(_2,_1)):(_2,(_1,_0))}</pre>
   *
   * @param atom the copy atom
   * @param threads {@code (m,n) -> } thread index
   * @param values {@code (m,n) -> } value index
   * @return the tiled copy
   * @throws IllegalArgumentException if an argument is null, the algebra refuses the product or its
   *     inverse, or the threads or values are not a multiple of the atom's (CuTe's "TiledCopy uses
   *     too few thrs/vals for selected CopyAtom")
   */
  public static TiledCopy of(CopyAtom atom, Layout threads, Layout values) {
    if (atom == null || threads == null || values == null) {
      throw new IllegalArgumentException("TiledCopy.of needs an atom, a thread layout and a value "
          + "layout, got " + atom + ", " + threads + ", " + values);
    }
    Layout layoutMN = threads.rakedProduct(values);
    IntTuple tv = IntTuple.of(size(threads), size(values));
    Layout layoutTV = layoutMN.rightInverse().compose(Layout.columnMajor(tv));
    return checked(atom, layoutTV, layoutMN.shape().productEach());
  }

  /**
   * CuTe's {@code make_tiled_copy_A(atom, mma)}: the copy that gives each thread the values of A it
   * holds in {@code mma}, over the {@code (tileSize(0), tileSize(2))} tile.
   *
   * <pre>{@code TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"),
   *     Tiler.parse("(_32,_32,_16)"));
   * TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16), mma).tilerMN();   // (_32,_16)}</pre>
   *
   * @param atom the copy atom
   * @param mma the tiled MMA
   * @return the tiled copy
   * @throws IllegalArgumentException if the MMA's threads or values of A are not a multiple of the
   *     atom's
   */
  public static TiledCopy forA(CopyAtom atom, TiledMma mma) {
    return checked(atom, nonNull(mma).tvLayoutA(), tile(mma, 0, 2));
  }

  /**
   * CuTe's {@code make_tiled_copy_B(atom, mma)}: as {@link #forA} for B, over
   * {@code (tileSize(1), tileSize(2))}.
   *
   * <pre>{@code TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"),
   *     Tiler.parse("(_32,_32,_16)"));
   * TiledCopy.forB(CopyAtom.of("SM75_U32x4_LDSM_N", 16), mma).tilerMN();   // (_32,_16)}</pre>
   *
   * @param atom the copy atom
   * @param mma the tiled MMA
   * @return the tiled copy
   * @throws IllegalArgumentException as {@link #forA}
   */
  public static TiledCopy forB(CopyAtom atom, TiledMma mma) {
    return checked(atom, nonNull(mma).tvLayoutB(), tile(mma, 1, 2));
  }

  /**
   * CuTe's {@code make_tiled_copy_C(atom, mma)}: as {@link #forA} for C, over
   * {@code (tileSize(0), tileSize(1))}.
   *
   * <pre>{@code TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"));
   * TiledCopy.forC(CopyAtom.of("UniversalCopy<uint32_t>", 32), mma).tilerMN();   // (_32,_16)}</pre>
   *
   * @param atom the copy atom
   * @param mma the tiled MMA
   * @return the tiled copy
   * @throws IllegalArgumentException as {@link #forA}
   */
  public static TiledCopy forC(CopyAtom atom, TiledMma mma) {
    return checked(atom, nonNull(mma).tvLayoutC(), tile(mma, 0, 1));
  }

  private static TiledMma nonNull(TiledMma mma) {
    if (mma == null) {
      throw new IllegalArgumentException("the tiled MMA must not be null");
    }
    return mma;
  }

  private static IntTuple tile(TiledMma mma, int row, int column) {
    return IntTuple.of(IntTuple.ofStatic(mma.tileSize(row)), IntTuple.ofStatic(mma.tileSize(column)));
  }

  private static TiledCopy checked(CopyAtom atom, Layout layoutTV, IntTuple tilerMN) {
    if (atom == null) {
      throw new IllegalArgumentException("the copy atom must not be null");
    }
    int atomThreads = atom.refLayout().size(0);
    int atomValues = atom.refLayout().size(1);
    if (layoutTV.size(0) % atomThreads != 0) {
      throw new IllegalArgumentException("the tiled copy has " + layoutTV.size(0) + " threads, not"
          + " a multiple of the " + atomThreads + " threads of " + atom.name() + " (CuTe: "
          + "\"TiledCopy uses too few thrs for selected CopyAtom\")");
    }
    if (layoutTV.size(1) % atomValues != 0) {
      throw new IllegalArgumentException("the tiled copy gives each thread " + layoutTV.size(1)
          + " values, not a multiple of the " + atomValues + " values " + atom.name() + " moves "
          + "per thread at " + atom.valueBits() + " bits (CuTe: \"TiledCopy uses too few vals for"
          + " selected CopyAtom\")" + fitting(atom, layoutTV));
    }
    return new TiledCopy(atom, layoutTV, tilerMN);
  }

  /**
   * "; write X, which fits": the widest atom of {@code atom}'s family (its name with another
   * {@code xN} count) whose threads and values divide the layout's, or nothing.
   */
  private static String fitting(CopyAtom atom, Layout layoutTV) {
    String family = atom.name().replaceAll("x\\d+_", "x*_");
    java.util.List<String> names = CopyAtom.names();
    for (int k = names.size() - 1; k >= 0; k--) {
      String name = names.get(k);
      if (!name.equals(atom.name()) && name.replaceAll("x\\d+_", "x*_").equals(family)) {
        CopyAtom other = CopyAtom.of(name, atom.valueBits());
        if (layoutTV.size(0) % other.refLayout().size(0) == 0
            && layoutTV.size(1) % other.refLayout().size(1) == 0) {
          return "; write " + name + ", which moves " + other.refLayout().size(1)
              + " values per thread and fits";
        }
      }
    }
    return "";
  }

  private static IntTuple.Int size(Layout l) {
    return l.shape().isStatic() ? IntTuple.ofStatic(l.size()) : IntTuple.of(l.size());
  }

  /**
   * The atom.
   *
   * <pre>{@code TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("_32"),
   *     Layout.parse("_1")).atom().name();   // UniversalCopy<uint32_t>}</pre>
   */
  public CopyAtom atom() {
    return atom;
  }

  /**
   * The tile one call copies, CuTe's {@code Tiler_MN}.
   *
   * <pre>{@code TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("(_8,_4)"),
   *     Layout.parse("(_1,_2)")).tilerMN();   // (_8,_8)}</pre>
   */
  public IntTuple tilerMN() {
    return tilerMN;
  }

  /**
   * The number of threads, CuTe's {@code size(tiled_copy)}.
   *
   * <pre>{@code TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("(_8,_4)"),
   *     Layout.parse("(_1,_2)")).size();   // 32}</pre>
   */
  public int size() {
    return layoutTV.size(0);
  }

  /**
   * CuTe's {@code TiledLayout_TV}: {@code (thread, value) -> } index in the column-major tile, in
   * the atom's reference order.
   *
   * <pre>{@code TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("(_8,_4)"),
   *     Layout.parse("(_1,_2)")).layoutTV();   // ((_8,_4),_2):((_1,_16),_8)}</pre>
   */
  public Layout layoutTV() {
    return layoutTV;
  }

  /**
   * CuTe's {@code get_layoutS_TV()}: {@code (thread, value) -> } index in the tile, source side.
   *
   * <pre>{@code TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("(_8,_4)"),
   *     Layout.parse("(_1,_2)")).tvLayoutS();   // ((_8,_4),(_1,_2)):((_1,_16),(_0,_8))}</pre>
   */
  public Layout tvLayoutS() {
    return tvLayout(srcToTile);
  }

  /**
   * CuTe's {@code get_layoutD_TV()}: {@code (thread, value) -> } index in the tile, destination
   * side.
   *
   * <pre>{@code TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("(_8,_4)"),
   *     Layout.parse("(_1,_2)")).tvLayoutD();   // ((_8,_4),(_1,_2)):((_1,_16),(_0,_8))}</pre>
   */
  public Layout tvLayoutD() {
    return tvLayout(dstToTile);
  }

  /**
   * Thread {@code thread}'s source values, CuTe's {@code get_slice(thread).partition_S(tensor)}: a
   * view {@code (CPY,CPY_M,CPY_N,...)} over the same storage.
   *
   * <pre>{@code TiledCopy copy = TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32),
   *     Layout.parse("(_8,_4)"), Layout.parse("(_1,_2)"));
   * copy.partitionS(FloatTensor.allocate(Layout.parse("(_16,_16)")), 9).layout();
   * // ((_1,_2),_2,_2):((_0,_16),_8,_128)}</pre>
   *
   * @param tensor a tensor or layout of rank at least the tile's
   * @param thread the thread, below {@link #size()}
   * @param <T> the tensor type
   * @return a view of the same type
   * @throws IllegalArgumentException if the tensor type is not a layout or tensor, its rank is too
   *     small, the thread is out of range, or the algebra refuses a step
   */
  public <T> T partitionS(T tensor, int thread) {
    return partition(srcToTile, tensor, thread, "partitionS: the tensor");
  }

  /**
   * Thread {@code thread}'s destination values, CuTe's {@code partition_D}.
   *
   * <pre>{@code TiledCopy copy = TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32),
   *     Layout.parse("(_8,_4)"), Layout.parse("(_1,_2)"));
   * copy.partitionD(FloatTensor.allocate(Layout.parse("(_16,_16)")), 9).layout();
   * // ((_1,_2),_2,_2):((_0,_16),_8,_128)}</pre>
   *
   * @param tensor a tensor or layout of rank at least the tile's
   * @param thread the thread, below {@link #size()}
   * @param <T> the tensor type
   * @return a view of the same type
   * @throws IllegalArgumentException as {@link #partitionS}
   */
  public <T> T partitionD(T tensor, int thread) {
    return partition(dstToTile, tensor, thread, "partitionD: the tensor");
  }

  /**
   * CuTe's {@code retile_S(tensor)}: a thread's register fragment, partitioned for another tiled
   * object (a TiledMMA's {@code partition_fragment}), regrouped as this copy's partition
   * {@code (CPY,CPY_M,CPY_N,...)} expects it. The same as {@link #retileD}: CuTe retiles in the
   * reference layout.
   *
   * <pre>{@code TiledCopy copy = TiledCopy.of(CopyAtom.of("UniversalCopy<uint64_t>", 32),
   *     Layout.parse("(_4,_8)"), Layout.parse("(_2,_1)"));
   * copy.retileS(Layout.parse("(_4,_2,_2)"));   // ((_2,_2),_2,_2):((_1,_2),_4,_8)}</pre>
   *
   * @param tensor a tensor or layout {@code (V,M,N,...)} of rank 3 or more
   * @param <T> the tensor type
   * @return a view of the same type
   * @throws IllegalArgumentException if the tensor holds values of another width than this copy's
   *     ({@code FloatTensor.valueType()}: a float accumulator for a 16-bit copy), or the algebra
   *     refuses a step
   */
  public <T> T retileS(T tensor) {
    return retile(tensor, "retileS: the tensor");
  }

  /**
   * CuTe's {@code retile_D(tensor)}: as {@link #retileS}.
   *
   * <pre>{@code TiledCopy copy = TiledCopy.of(CopyAtom.of("UniversalCopy<uint64_t>", 32),
   *     Layout.parse("(_4,_8)"), Layout.parse("(_2,_1)"));
   * copy.retileD(Layout.parse("(_4,_2,_2)"));   // ((_2,_2),_2,_2):((_1,_2),_4,_8)}</pre>
   *
   * @param tensor a tensor or layout {@code (V,M,N,...)} of rank 3 or more
   * @param <T> the tensor type
   * @return a view of the same type
   * @throws IllegalArgumentException as {@link #retileS}
   */
  public <T> T retileD(T tensor) {
    return retile(tensor, "retileD: the tensor");
  }

  /** CuTe's {@code print(TiledCopy)}: {@code Tiler_MN}, {@code TiledLayout_TV}, then the atom. */
  @Override
  public String toString() {
    return "TiledCopy\n"
        + "  Tiler_MN:       " + tilerMN + "\n"
        + "  TiledLayout_TV: " + layoutTV + "\n"
        + atom;
  }

  // ---- CuTe's tile2thrfrg, tidfrg_S/D and retile ----

  /**
   * The first half of CuTe's {@code tile2thrfrg}: {@code ((thread,rest thread),(value,rest value))
   * -> } tile index on one side, from that side's {@code (thread, value) -> } reference layout.
   */
  private Layout threadValueToTile(Layout refToSide) {
    IntTuple atomShape = IntTuple.of(size(atom.refLayout().get(0)), size(atom.refLayout().get(1)));
    Layout atomTV = layoutTV.zippedDivide(Tiler.of(atomShape));
    Layout side = atomTV.compose(Tiler.byMode(refToSide, KEEP));
    Layout zipped = Layout.concat(Layout.concat(side.get(0, 0), side.get(1, 0)),
        Layout.concat(side.get(0, 1), side.get(1, 1)));
    return zipped.coalesce(IntTuple.parse("(_1,(_1,_1))"));
  }

  /** The second half of {@code tile2thrfrg}: a tiled tensor's tile mode as (thread, values). */
  private static <T> T threadValues(Views<T> views, T tiled, Layout toTile) {
    return views.slice(views.compose(tiled, Tiler.byMode(toTile, KEEP)),
        IntTuple.of(IntTuple.of(IntTuple.ALL, IntTuple.ALL), IntTuple.ALL));
  }

  private Layout tvLayout(Layout toTile) {
    Layout reference = Layout.columnMajor(IntTuple.of(tilerMN, IntTuple.ofStatic(1)));
    return threadValues(Views.of(reference, "the tile"), reference, toTile).slice(IntTuple.of(IntTuple.ALL, IntTuple.ALL, IntTuple.of(0)));
  }

  private <T> T partition(Layout toTile, T tensor, int thread, String what) {
    Views<T> views = Views.of(tensor, what);
    int rank = views.shape(tensor).rank();
    if (rank < tilerMN.rank()) {
      throw new IllegalArgumentException(what + " " + tensor + " has rank " + rank + ", below the "
          + "rank " + tilerMN.rank() + " of the copy's tile " + tilerMN);
    }
    if (thread < 0 || thread >= size()) {
      throw new IllegalArgumentException("thread " + thread + " is outside this TiledCopy's "
          + size() + " threads (0 to " + (size() - 1) + ")");
    }
    T tiled = views.zippedDivide(tensor, Tiler.of(tilerMN));
    T frg = threadValues(views, tiled, toTile);
    IntTuple[] all = new IntTuple[rank];
    java.util.Arrays.fill(all, IntTuple.ALL);
    return views.slice(frg, IntTuple.of(IntTuple.of(thread), IntTuple.ALL, IntTuple.of(all)));
  }

  private static String ofWidth(int bits) {
    return java.util.Arrays.stream(ValueType.values()).filter(t -> t.bits() == bits)
        .map(t -> "ValueType." + t.name()).reduce((a, b) -> a + ", " + b)
        .orElse("no ValueType has " + bits + " bits");
  }

  private <T> T retile(T tensor, String what) {
    Views<T> views = Views.of(tensor, what);
    views.valueType(tensor).filter(type -> type.bits() != atom.valueBits()).ifPresent(type -> {
      throw new IllegalArgumentException(what + " holds " + type.cuteName() + " values ("
          + type.bits() + " bits) and the copy atom " + atom.name() + " moves " + atom.valueBits()
          + "-bit values: convert the fragment first into fragment.like(T) for a " + atom.valueBits()
          + "-bit T (" + ofWidth(atom.valueBits()) + ") and retile that (CuTe: "
          + "make_tensor_like<T>(fragment), then copy) — or use a copy atom of " + type.bits()
          + "-bit values");
    });
    IntTuple shape = views.shape(tensor);
    IntTuple.Int v = shape.get(0).isStatic() ? IntTuple.ofStatic(shape.get(0).size())
        : IntTuple.of(shape.get(0).size());
    // (m,n) -> value index: the shape and order of the first V values in the thread-value layout
    Layout frgMN = layoutTV.rightInverse().compose(Layout.columnMajor(tilerMN))
        .upcast(Math.multiplyExact(size(), v.value()));
    Layout frgV = Layout.columnMajor(v).logicalProduct(frgMN.rightInverse())
        .zippedDivide(Layout.columnMajor(size(atom.refLayout().get(1))));
    IntTuple sizes = frgMN.shape().productEach();
    IntTuple.Int[] tile = new IntTuple.Int[1 + sizes.rank()];
    tile[0] = v;
    for (int i = 0; i < sizes.rank(); i++) {
      tile[i + 1] = (IntTuple.Int) sizes.get(i);
    }
    T tiled = views.zippedDivide(tensor, Tiler.of(IntTuple.of(tile)));
    T regrouped = views.compose(tiled, Tiler.byMode(frgV, KEEP));
    IntTuple[] rest = new IntTuple[shape.rank()];
    java.util.Arrays.fill(rest, IntTuple.ALL);
    rest[0] = IntTuple.of(0);
    return views.slice(regrouped, IntTuple.of(IntTuple.ALL, IntTuple.of(rest)));
  }
}
