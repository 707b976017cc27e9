package dev.strided.atom;

import dev.strided.Layout;
import java.util.List;

/**
 * One copy instruction as CuTe's {@code Copy_Atom<Op, T>} sees it: the threads taking part
 * ({@code thrId}) and {@code (thread, value) -> } offset layouts of its source, destination and
 * reference, in units of the value type — CuTe's {@code Copy_Traits} facts in bits, recast to
 * {@code valueBits}-bit values as {@code Copy_Atom} recasts them. {@link #names()} lists the
 * catalogue; {@link #of(String, Layout, Layout, Layout, Layout, int)} builds an atom of an
 * instruction it lacks from the same facts, checked.
 *
 * <pre>{@code
 * CopyAtom ldsm = CopyAtom.of("SM75_U32x4_LDSM_N", 16);
 * ldsm.srcLayout();   // (_32,_8):(_8,_1)
 * ldsm.dstLayout();   // (_32,(_2,_4)):(_2,(_1,_64))
 * }</pre>
 *
 * <p>Immutable, equal when every fact is; {@link #toString()} is CuTe's
 * {@code print(Copy_Atom)}.
 */
public final class CopyAtom {
  private final String name;
  private final int valueBits;
  private final Layout thrId;
  private final Layout srcLayout;
  private final Layout dstLayout;
  private final Layout refLayout;

  private CopyAtom(String name, int valueBits, Layout thrId, Layout srcLayout, Layout dstLayout,
      Layout refLayout) {
    this.name = name;
    this.valueBits = valueBits;
    this.thrId = thrId;
    this.srcLayout = srcLayout;
    this.dstLayout = dstLayout;
    this.refLayout = refLayout;
  }

  /**
   * The atom of a CuTe copy operation on values of {@code valueBits} bits: CuTe's
   * {@code Copy_Atom<Op, T>} with {@code sizeof_bits<T> == valueBits}.
   *
   * <pre>{@code CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 32).srcLayout();   // (_1,_4):(_0,_1)}</pre>
   *
   * @param cuteName the operation's C++ name, e.g. {@code UniversalCopy<uint64_t>} or
   *     {@code SM75_U16x8_LDSM_T}
   * @param valueBits the width of one value: 8, 16, 32, 64 or 128
   * @return the atom
   * @throws IllegalArgumentException if the name is unknown (the message lists the nearest), the
   *     width is not one of those, or the instruction cannot move whole values of that width
   */
  public static CopyAtom of(String cuteName, int valueBits) {
    return CopyCatalogue.lookup(cuteName, valueBits);
  }

  /**
   * An atom from CuTe's {@code Copy_Traits} facts of an instruction, in bits as the traits give
   * them ({@code ThrID}, {@code SrcLayout}, {@code DstLayout}, {@code RefLayout}), on values of
   * {@code valueBits} bits: the layouts are recast to values as {@code Copy_Atom<Op, T>} recasts
   * them. It works in {@link TiledCopy} as a catalogue atom does.
   *
   * <pre>{@code
   * Layout rows = Layout.parse("((_8,_4),_128):((_128,_0),_1)");
   * Layout regs = Layout.parse("(_32,_32):(_32,_1)");
   * CopyAtom x1 = CopyAtom.of("SM75_U32x1_LDSM_N", Layout.parse("_32:_1"), rows, regs, regs, 16);
   * x1.equals(CopyAtom.of("SM75_U32x1_LDSM_N", 16));   // true
   * x1.srcLayout();                                     // ((_8,_4),_8):((_8,_0),_1)
   * CopyAtom.of("Mine", Layout.parse("_32:_1"), rows, Layout.parse("(_32,_64):(_64,_1)"), regs, 16);
   * // throws IllegalArgumentException: the destination layout (_32,_64):(_64,_1) of Mine maps
   * // (thread 16, value 0) to bit 1024, outside the 1024-bit tile its source covers
   * }</pre>
   *
   * @param name the instruction's C++ name, which {@link #name()} gives back
   * @param thrId the atom's logical thread to the thread index; one-to-one
   * @param srcBits {@code (thread, bit) ->} bit offset of the source
   * @param dstBits {@code (thread, bit) ->} bit offset of the destination
   * @param refBits the reference {@code (thread, bit)} layout a tiled copy is expressed in (CuTe's
   *     {@code RefLayout}, usually the register side); one-to-one
   * @param valueBits the width of one value: 8, 16, 32, 64 or 128
   * @return the atom
   * @throws IllegalArgumentException naming the trait that is inconsistent: a thread id that is not
   *     one-to-one, a layout not of (thread, bit), of another thread count than the thread id, not
   *     onto the tile the source covers, a reference that is not one-to-one, or values that a
   *     thread's bits do not hold whole
   */
  public static CopyAtom of(String name, Layout thrId, Layout srcBits, Layout dstBits,
      Layout refBits, int valueBits) {
    AtomTraits.checkCopy(name, thrId, srcBits, dstBits, refBits);
    if (valueBits != 8 && valueBits != 16 && valueBits != 32 && valueBits != 64
        && valueBits != 128) {
      throw new IllegalArgumentException("a copy atom's values are 8, 16, 32, 64 or 128 bits wide, "
          + "not " + valueBits);
    }
    return new CopyAtom(name, valueBits, thrId, recast(srcBits, valueBits, name, "source", thrId),
        recast(dstBits, valueBits, name, "destination", thrId),
        recast(refBits, valueBits, name, "reference", thrId));
  }

  /** CuTe's {@code recast_layout<uint1_t, T>}, refusing a value wider than what a thread moves. */
  private static Layout recast(Layout bitLayout, int valueBits, String name, String side,
      Layout thrId) {
    int bitsPerThread = bitLayout.size(1);
    if (bitsPerThread % valueBits != 0) {
      throw new IllegalArgumentException(name + " moves " + bitsPerThread + " bits per thread "
          + "on its " + side + " side, not a whole number of " + valueBits + "-bit values; use "
          + "values of at most " + bitsPerThread + " bits, or a wider copy");
    }
    Layout values = bitLayout.upcast(valueBits);
    if (values.size(0) != thrId.size()) {
      throw new IllegalArgumentException(name + " is not valid for " + valueBits + "-bit values on "
          + "its " + side + " side: its layout " + values + " has " + values.size(0)
          + " threads where the instruction has " + thrId.size());
    }
    return values;
  }

  /**
   * The catalogue's operation names.
   *
   * <pre>{@code CopyAtom.names().contains("SM90_U32x4_STSM_N");   // true
   * CopyAtom.names().contains("UniversalCopy<half_t>");             // true}</pre>
   */
  public static List<String> names() {
    return CopyCatalogue.names();
  }

  /**
   * The operation's C++ name.
   *
   * <pre>{@code CopyAtom.of("UniversalCopy<uint32_t>", 32).name();   // UniversalCopy<uint32_t>}</pre>
   */
  public String name() {
    return name;
  }

  /**
   * The width of one value in bits, CuTe's {@code sizeof_bits<ValType>}.
   *
   * <pre>{@code CopyAtom.of("UniversalCopy<uint32_t>", 16).valueBits();   // 16}</pre>
   */
  public int valueBits() {
    return valueBits;
  }

  /**
   * The atom's logical thread to the thread index, CuTe's {@code ThrID}.
   *
   * <pre>{@code CopyAtom.of("SM75_U32x1_LDSM_N", 16).thrId();   // _32:_1}</pre>
   */
  public Layout thrId() {
    return thrId;
  }

  /**
   * {@code (thread, value) -> } source offset in values, CuTe's {@code ValLayoutSrc}.
   *
   * <pre>{@code CopyAtom.of("SM75_U32x1_LDSM_N", 16).srcLayout();   // ((_8,_4),_8):((_8,_0),_1)}</pre>
   */
  public Layout srcLayout() {
    return srcLayout;
  }

  /**
   * {@code (thread, value) -> } destination offset in values, CuTe's {@code ValLayoutDst}.
   *
   * <pre>{@code CopyAtom.of("SM75_U32x1_LDSM_N", 16).dstLayout();   // (_32,_2):(_2,_1)}</pre>
   */
  public Layout dstLayout() {
    return dstLayout;
  }

  /**
   * Whether the instruction reads the shared-memory tile rather than writes it: {@code ldmatrix}
   * reads it, {@code cp.async} and {@code stmatrix} write it, and a {@code UniversalCopy} is taken
   * as reading it (its two sides agree). The bank and vectorization checks look at this side.
   *
   * <pre>{@code CopyAtom.of("SM75_U32x4_LDSM_N", 16).readsSharedMemory();   // true
   * CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16).readsSharedMemory();   // false}</pre>
   */
  public boolean readsSharedMemory() {
    return name.contains("_LDSM_") || name.startsWith("UniversalCopy");
  }

  /**
   * {@code (thread, value) -> } offset of the side in shared memory: {@link #srcLayout()} when the
   * instruction {@linkplain #readsSharedMemory() reads it}, else {@link #dstLayout()}. Its second
   * mode is the values one thread moves per instruction, its full vector width.
   *
   * <pre>{@code CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16).smemLayout().size(1);   // 8}</pre>
   */
  public Layout smemLayout() {
    return readsSharedMemory() ? srcLayout : dstLayout;
  }

  /**
   * The values per access one thread gets when its values lie at the element offsets
   * {@code offsets}, {@code width} per instruction: the widest power of two up to {@code width}
   * such that each run of that many values, from the first on, is contiguous from a multiple of
   * its length. {@code width} when the offsets let the thread vectorize fully; CuTe's copy would
   * "fail to vectorize" on less.
   *
   * <pre>{@code CopyAtom.vectorWidth(new int[] {8, 9, 10, 11, 32, 33, 34, 35}, 4);   // 4
   * CopyAtom.vectorWidth(new int[] {2, 3, 4, 5}, 4);   // 2: 2 is not a multiple of 4}</pre>
   *
   * @param offsets a thread's element offsets in shared memory, in value order
   * @param width the values one instruction moves: a power of two dividing the offsets' count
   * @return the vector width, a power of two from 1 to {@code width}
   * @throws IllegalArgumentException if {@code width} is not a power of two dividing the count
   */
  public static int vectorWidth(int[] offsets, int width) {
    if (width < 1 || Integer.bitCount(width) != 1 || offsets.length % width != 0) {
      throw new IllegalArgumentException("a vector width is a power of two that divides the "
          + offsets.length + " offsets, not " + width);
    }
    int vector = width;
    while (vector > 1 && !runs(offsets, vector)) {
      vector /= 2;
    }
    return vector;
  }

  /** Whether every run of {@code vector} offsets is contiguous from a multiple of it. */
  private static boolean runs(int[] offsets, int vector) {
    for (int v = 0; v < offsets.length; v += vector) {
      if (Math.floorMod(offsets[v], vector) != 0) {
        return false;
      }
      for (int q = 1; q < vector; q++) {
        if (offsets[v + q] != offsets[v] + q) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The reference {@code (thread, value)} layout the tiled copy's thread-value layout is expressed
   * in, CuTe's {@code ValLayoutRef}.
   *
   * <pre>{@code CopyAtom.of("SM75_U32x1_LDSM_N", 16).refLayout();   // (_32,_2):(_2,_1)}</pre>
   */
  public Layout refLayout() {
    return refLayout;
  }

  /**
   * CuTe's {@code print(Copy_Atom)}: {@code ThrID}, the three value layouts and the value width.
   */
  @Override
  public String toString() {
    return "Copy_Atom\n"
        + "  ThrID:        " + thrId + "\n"
        + "  ValLayoutSrc: " + srcLayout + "\n"
        + "  ValLayoutDst: " + dstLayout + "\n"
        + "  ValLayoutRef: " + refLayout + "\n"
        + "  ValueType:    " + valueBits + "b\n";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CopyAtom other && name.equals(other.name) && valueBits == other.valueBits
        && thrId.equals(other.thrId) && srcLayout.equals(other.srcLayout)
        && dstLayout.equals(other.dstLayout) && refLayout.equals(other.refLayout);
  }

  @Override
  public int hashCode() {
    return 31 * name.hashCode() + valueBits;
  }
}
