package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The box a Hopper TMA copy ({@code SM90_TMA_LOAD}, {@code SM90_TMA_STORE}) moves between a global
 * tensor and a shared-memory tile, as CuTe's {@code make_tma_copy(op, gtensor, slayout)} works it
 * out on the host: the shared-memory layout's longest run that is also a unit-stride walk through
 * global memory, cut into at most five TMA modes of at most 256 values, each tied to the global
 * modes it walks (CuTe's {@code tma_gbasis}), and the global extents and byte strides the tensor
 * map is encoded with. The CTA tile is the shared-memory layout's shape: its mode i tiles global mode
 * i; global modes beyond them are walked one coordinate at a time.
 *
 * <pre>{@code
 * // a K-major bf16 tile of a K-major global matrix
 * TmaBox box = TmaBox.of(Layout.parse("(1024,256):(256,_1)"), Layout.parse("(_64,_32):(_32,_1)"), 16);
 * box.toString();           // (_32,_64):(_1@1,_1@0)
 * box.boxExtents();         // [32, 64]
 * box.gmemExtents();        // [256, 1024]
 * box.gmemStrideBytes();    // [2, 512]
 * box.bytes();              // 4096
 * }</pre>
 *
 * <p>Refused, as CuTe refuses at compile time or with its descriptor asserts: shared memory of more
 * modes than global memory, shared memory whose first step is not a unit step of a global mode,
 * shared memory whose contiguous direction is not contiguous in global memory (majorness differs),
 * global strides not
 * multiples of 16 bytes, a box mode over 256 values, and global modes that do not fit in five TMA
 * modes. Immutable.
 */
public final class TmaBox {
  private static final int MAX_MODES = 5;
  private static final int MAX_BOX = 256;
  private final List<TmaModes.Mode> modes;
  private final long[] gmemExtents;
  private final long[] gmemStrideBytes;
  private final int valueBits;

  private TmaBox(List<TmaModes.Mode> modes, long[] gmemExtents, long[] gmemStrideBytes,
      int valueBits) {
    this.modes = modes;
    this.gmemExtents = gmemExtents;
    this.gmemStrideBytes = gmemStrideBytes;
    this.valueBits = valueBits;
  }

  /**
   * CuTe's {@code make_tma_copy(SM90_TMA_LOAD{}, gtensor, slayout)} (or {@code SM90_TMA_STORE}: the
   * box is the same) for a global tensor of layout {@code gmem} and a shared-memory tile of layout
   * {@code smem}, values of {@code valueBits} bits. For a swizzled tile pass its layout without the
   * swizzle: CuTe reads the swizzle only for the descriptor's swizzle mode.
   *
   * <pre>{@code TmaBox.of(Layout.parse("(4096,512):(_1,4096)"), Layout.parse("(_128,_64)"), 16)
   *     .boxExtents();   // [128, 64]}</pre>
   *
   * @param gmem the global tensor's layout, flat (one integer per mode), strides in values
   * @param smem the shared-memory tile's layout, static, with at most as many modes as
   *     {@code gmem}; its mode i is a tile of global mode i (a tile larger than a global extent is
   *     allowed: TMA fills what lies outside with zeros)
   * @param valueBits 8, 16, 32 or 64
   * @return the box
   * @throws IllegalArgumentException with CuTe's reason when CuTe refuses the pair, or when an
   *     argument is null, nested or not static where it must be
   */
  public static TmaBox of(Layout gmem, Layout smem, int valueBits) {
    if (gmem == null || smem == null) {
      throw new IllegalArgumentException("TmaBox.of needs the gmem and smem layouts, got " + gmem
          + " and " + smem);
    }
    if (valueBits != 8 && valueBits != 16 && valueBits != 32 && valueBits != 64) {
      throw new IllegalArgumentException("TMA moves values of 8, 16, 32 or 64 bits, not "
          + valueBits);
    }
    List<TmaModes.Mode> modes = TmaModes.of(gmem, smem);
    long[] extents = new long[modes.size()];
    long[] strides = new long[modes.size()];
    for (int m = 0; m < modes.size(); m++) {
      fill(gmem, modes.get(m), m, extents, strides);
    }
    check(gmem, smem, modes, extents, strides, valueBits);
    long[] strideBytes = Arrays.stream(strides).map(s -> s * valueBits / 8).toArray();
    return new TmaBox(List.copyOf(modes), extents, strideBytes, valueBits);
  }

  /**
   * CuTe's {@code fill_tma_gmem_shape_stride} for TMA mode {@code m}: one global mode gives its
   * extent and stride; several give their greatest common stride and the extent that reaches the
   * last of them in steps of it.
   */
  private static void fill(Layout gmem, TmaModes.Mode mode, int m, long[] extents, long[] strides) {
    long extent = 1;
    long stride = 0;
    int rank = TmaModes.rank(gmem);
    for (int g : mode.gmemModes()) {
      long shape = TmaModes.leaf(gmem.shape(), rank, g).value();
      long d = TmaModes.leaf(gmem.stride(), rank, g).value();
      long common = gcd(stride, d);
      extent = common == 0 ? shape : (extent - 1) * (stride / common) + (shape - 1) * (d / common) + 1;
      stride = common;
    }
    extents[m] = extent;
    strides[m] = stride;
  }

  /** CuTe's descriptor asserts, in its order; then that grouped modes make one run. */
  private static void check(Layout gmem, Layout smem, List<TmaModes.Mode> modes, long[] extents,
      long[] strides, int valueBits) {
    String pair = "the TMA box of smem " + smem + " in gmem " + gmem;
    for (int m = 0; m < modes.size(); m++) {
      if (extents[m] > 1L << 32) {
        throw new IllegalArgumentException(pair + " has TMA mode " + m + " of extent "
            + extents[m] + ": TMA extents are at most 2^32");
      }
    }
    if (strides[0] != 1) {
      throw new IllegalArgumentException(pair + " starts on gmem mode " + modes.get(0).gmemModes()
          + ", of stride " + strides[0] + ", not 1: smem and gmem majorness differ (smem's "
          + "contiguous mode must be gmem's stride-1 mode; lay smem out in gmem's order)");
    }
    for (int m = 1; m < modes.size(); m++) {
      long bytes = strides[m] * valueBits / 8;
      if (strides[m] * valueBits % 128 != 0 || bytes >= 1L << 40) {
        throw new IllegalArgumentException(pair + " has TMA mode " + m + " (gmem modes "
            + modes.get(m).gmemModes() + ") of stride " + strides[m] + " values = " + bytes
            + " bytes: TMA strides beyond the first must be multiples of 16 bytes, below 2^40; "
            + "pad gmem's leading dimension to a multiple of " + 128 / valueBits + " values");
      }
    }
    for (int m = 0; m < modes.size(); m++) {
      TmaModes.Mode mode = modes.get(m);
      if (mode.box() > MAX_BOX) {
        throw new IllegalArgumentException(pair + " has box mode " + m + " of " + mode.box()
            + " values (gmem modes " + mode.gmemModes() + "): a TMA box mode holds at most 256;"
            + " split that smem mode, e.g. as (" + MAX_BOX + "," + mode.box() / MAX_BOX + ")");
      }
    }
    for (int m = 0; m < modes.size(); m++) {
      int rank = TmaModes.rank(gmem);
      long reached = modes.get(m).gmemModes().stream()
          .mapToLong(g -> TmaModes.leaf(gmem.shape(), rank, g).value())
          .reduce(1, (a, b) -> a * b);
      if (extents[m] != reached) {
        throw new IllegalArgumentException(pair + " needs more than " + MAX_MODES + " TMA modes: "
            + "gmem modes " + modes.get(m).gmemModes() + " share TMA mode " + m + " but their "
            + "strides do not make one run (TMA would walk " + extents[m] + " values for their "
            + reached + "); give gmem at most 5 modes or make these modes one");
      }
    }
  }

  static long gcd(long a, long b) {
    return b == 0 ? Math.abs(a) : gcd(b, a % b);
  }

  /**
   * The extent of each TMA mode, in values: CuTe's {@code smem_box_shape}.
   *
   * <pre>{@code TmaBox.of(Layout.parse("(1024,256)"), Layout.parse("(_64,_32)"), 16).boxExtents();   // [64, 32]}</pre>
   */
  public int[] boxExtents() {
    return modes.stream().mapToInt(TmaModes.Mode::box).toArray();
  }

  /**
   * The box's shape as CuTe's {@code shape(tma_gbasis)}: a mode of several global modes nested.
   *
   * <pre>{@code TmaBox.of(Layout.parse("(1024,256)"), Layout.parse("(_64,_32)"), 16).boxShape();   // (_64,_32)}</pre>
   */
  public IntTuple boxShape() {
    return IntTuple.of(modes.stream().map(TmaModes.Mode::shape).toArray(IntTuple[]::new));
  }

  /**
   * The global modes each TMA mode walks, in order (CuTe's basis strides {@code _1@g}).
   *
   * <pre>{@code TmaBox.of(Layout.parse("(1024,256):(256,_1)"), Layout.parse("(_64,_32):(_32,_1)"), 16)
   *     .gmemModes();   // [[1], [0]]}</pre>
   */
  public List<List<Integer>> gmemModes() {
    return modes.stream().map(TmaModes.Mode::gmemModes).toList();
  }

  /**
   * The extent of the global tensor along each TMA mode, CuTe's {@code gmem_prob_shape}.
   *
   * <pre>{@code TmaBox.of(Layout.parse("(1024,256)"), Layout.parse("(_64,_32)"), 16).gmemExtents();   // [1024, 256]}</pre>
   */
  public long[] gmemExtents() {
    return gmemExtents.clone();
  }

  /**
   * The global stride of each TMA mode in bytes, CuTe's {@code gmem_prob_stride} (the first is
   * one value; the tensor map stores the others).
   *
   * <pre>{@code TmaBox.of(Layout.parse("(1024,256)"), Layout.parse("(_64,_32)"), 16).gmemStrideBytes();   // [2, 2048]}</pre>
   */
  public long[] gmemStrideBytes() {
    return gmemStrideBytes.clone();
  }

  /**
   * The bytes one TMA moves, the box's size in bytes (what the barrier expects).
   *
   * <pre>{@code TmaBox.of(Layout.parse("(1024,256)"), Layout.parse("(_64,_32)"), 16).bytes();   // 4096}</pre>
   */
  public long bytes() {
    return modes.stream().mapToLong(TmaModes.Mode::box).reduce(1, (a, b) -> a * b) * valueBits / 8;
  }

  /**
   * CuTe's {@code print(tma_gbasis)}: the box shape over the global modes, e.g.
   * {@code (_64,_32):(_1@0,_1@1)}.
   */
  @Override
  public String toString() {
    List<String> shapes = new ArrayList<>();
    List<String> strides = new ArrayList<>();
    for (TmaModes.Mode mode : modes) {
      shapes.add(mode.shape().toString());
      strides.add(mode.basisText());
    }
    return "(" + String.join(",", shapes) + "):(" + String.join(",", strides) + ")";
  }
}
