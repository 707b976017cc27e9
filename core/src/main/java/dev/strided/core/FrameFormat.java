package dev.strided.core;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An Ascend C frame format by name — Te's ({@code AscendC::Te}) ND, DN, NDExt, DNExt, NZ, ZN, ZZ,
 * NN and the MX scale forms ScaleAND, ScaleADN, ScaleBND, ScaleBDN; CATLASS's spelling of the same
 * layouts (zN, nZ, zZ, nN, L0C, PaddingRowMajor, PaddingColumnMajor); CANN's convolution formats
 * NCHW, NHWC, NC1HWC0 — as a layout over (row, column), or (n, c, h, w) for the convolution
 * formats: the one source of those layouts for {@code Layout.derive} and {@code @Layout(of = ...)}.
 *
 * <p>C0 is 32 bytes over the element's size unless given ({@code NZ<half_t,16>}); with no element
 * type it is 16; NN and the scale forms take fp8_e8m0_t pairs, C0 = 2. Ragged extents are rounded
 * up: FRACTAL = 16, ⌈x/k⌉, al_k(x) = k·⌈x/k⌉. Te's case convention names the blocks' order first
 * (NZ: blocks column-major, rows inside), CATLASS's names the inside first in lower case (zN), so
 * the same layout has both names.
 *
 * <pre>{@code
 * FrameFormat f = FrameFormat.of("zN", "half_t", 0);
 * f.describe();   // "CATLASS's zN<half_t> (Te's NZ, C0 = 16)"
 * }</pre>
 *
 * @param name the name as written
 * @param library whose name it is
 * @param pattern the layout it names
 * @param element the element type as written, or null
 * @param c0 the elements of a fractal's contiguous row (or column)
 */
public record FrameFormat(String name, Library library, Pattern pattern, String element, int c0) {
  /** Whose spelling a name is. */
  public enum Library {
    /** Ascend C's {@code tensor_api}, {@code AscendC::Te}. */
    TE("Te"),
    /** Ascend's CATLASS templates, whose case convention is the other way round. */
    CATLASS("CATLASS"),
    /** CANN's data formats ({@code aclFormat}) for convolutions. */
    CANN("CANN");

    private final String title;

    Library(String title) {
      this.title = title;
    }
  }

  /** The layouts, with Te's name where Te has one. */
  public enum Pattern {
    ND, DN, NDExt, DNExt, NZ, ZN, ZZ, NN, ScaleAND, ScaleADN, ScaleBND, ScaleBDN,
    PaddingRowMajor, PaddingColumnMajor, NCHW, NHWC, NC1HWC0;

    /**
     * Te's pattern type ({@code NZLayoutPtn}) for {@code MakeFrameLayout}, or null where Te has none.
     *
     * <pre>{@code FrameFormat.Pattern.ZN.te();   // "ZNLayoutPtn"}</pre>
     */
    public String te() {
      return ordinal() <= ScaleBDN.ordinal() ? name() + "LayoutPtn" : null;
    }

    /** Whether its C0 is fixed at 2: fp8_e8m0_t scale pairs. */
    boolean scale() {
      return this == NN || (ordinal() >= ScaleAND.ordinal() && ordinal() <= ScaleBDN.ordinal());
    }
  }

  /** The fractal's other side, Te's FRACTAL: 16 rows (or columns) of C0 elements. */
  public static final int FRACTAL = 16;

  private record Entry(Library library, Pattern pattern, int c0) {}

  private static final Map<String, Entry> NAMES = new LinkedHashMap<>();
  private static final Map<String, Integer> BYTES = new LinkedHashMap<>();

  static {
    for (Pattern p : List.of(Pattern.ND, Pattern.DN, Pattern.NDExt, Pattern.DNExt, Pattern.NZ,
        Pattern.ZN, Pattern.ZZ)) {
      NAMES.put(p.name(), new Entry(Library.TE, p, 0));
    }
    for (Pattern p : List.of(Pattern.NN, Pattern.ScaleAND, Pattern.ScaleADN, Pattern.ScaleBND,
        Pattern.ScaleBDN)) {
      NAMES.put(p.name(), new Entry(Library.TE, p, 2));
    }
    NAMES.put("zN", new Entry(Library.CATLASS, Pattern.NZ, 0));
    NAMES.put("nZ", new Entry(Library.CATLASS, Pattern.ZN, 0));
    NAMES.put("zZ", new Entry(Library.CATLASS, Pattern.ZZ, 0));
    NAMES.put("nN", new Entry(Library.CATLASS, Pattern.NN, 0));
    NAMES.put("L0C", new Entry(Library.CATLASS, Pattern.NZ, FRACTAL));
    NAMES.put("PaddingRowMajor", new Entry(Library.CATLASS, Pattern.PaddingRowMajor, 0));
    NAMES.put("PaddingColumnMajor", new Entry(Library.CATLASS, Pattern.PaddingColumnMajor, 0));
    for (Pattern p : List.of(Pattern.NCHW, Pattern.NHWC, Pattern.NC1HWC0)) {
      NAMES.put(p.name(), new Entry(Library.CANN, p, 0));
    }
    for (String t : List.of("int8_t", "uint8_t", "fp8_e4m3fn_t", "fp8_e5m2_t", "fp8_e8m0_t",
        "hifloat8_t", "float_e4m3_t", "float_e5m2_t")) {
      BYTES.put(t, 1);
    }
    for (String t : List.of("half_t", "half", "bfloat16_t", "int16_t", "uint16_t")) {
      BYTES.put(t, 2);
    }
    for (String t : List.of("float", "int32_t", "uint32_t")) {
      BYTES.put(t, 4);
    }
  }

  /**
   * Whether {@code name} is a frame format's name, Te's or CATLASS's.
   *
   * <pre>{@code FrameFormat.isName("nZ");   // true}</pre>
   */
  public static boolean isName(String name) {
    return NAMES.containsKey(name);
  }

  /**
   * The format a name, an element type and a C0 denote.
   *
   * <pre>{@code FrameFormat.of("NZ", "int8_t", 0).c0();   // 32}</pre>
   *
   * @param name Te's or CATLASS's name
   * @param element the element type ({@code half_t}, {@code float}, ...), or null for none
   * @param c0 an explicit C0, or 0 for the rule's
   * @throws IllegalArgumentException naming the unknown name or type, or a C0 below 1
   */
  public static FrameFormat of(String name, String element, int c0) {
    Entry entry = NAMES.get(name);
    if (entry == null) {
      throw new IllegalArgumentException("'" + name + "' is not a frame format; expected one of "
          + String.join(", ", NAMES.keySet()));
    }
    if (element != null && !BYTES.containsKey(element)) {
      throw new IllegalArgumentException("'" + element + "' is not an element type " + name
          + " knows; expected one of " + String.join(", ", BYTES.keySet()));
    }
    if (c0 < 0) {
      throw new IllegalArgumentException(name + "'s C0 must be positive, not " + c0);
    }
    int rule = entry.c0 != 0 ? entry.c0 : element == null ? FRACTAL : 32 / BYTES.get(element);
    if (entry.library == Library.TE && entry.pattern.scale() && c0 != 0 && c0 != rule) {
      throw new IllegalArgumentException("Te's " + name + " takes fp8_e8m0_t scale pairs, C0 = 2, "
          + "not " + c0);
    }
    return new FrameFormat(name, entry.library, entry.pattern, element, c0 != 0 ? c0 : rule);
  }

  /**
   * The C0 Te's rule gives its element type: 32 bytes over the element's size, 16 with no element
   * type, 2 for NN and the scale forms; what an explicit C0 is checked against.
   *
   * <pre>{@code FrameFormat.of("NZ", "float", 16).ruleC0();   // 8}</pre>
   */
  public int ruleC0() {
    return pattern.scale() ? 2 : element == null ? FRACTAL : 32 / BYTES.get(element);
  }

  /** Whether its C0 shapes the layout (the fractal and NC1HWC0 formats). */
  private boolean usesC0() {
    return pattern == Pattern.NC1HWC0 || (pattern.ordinal() >= Pattern.NZ.ordinal()
        && pattern.ordinal() <= Pattern.NN.ordinal());
  }

  /**
   * The names of the extents it takes: {@code m, n}; {@code m, n, blockRows, blockCols} for
   * CATLASS's Padding*; {@code N, C, H, W} for the convolution formats.
   *
   * <pre>{@code FrameFormat.of("NCHW", null, 0).extentNames();   // "N, C, H, W"}</pre>
   */
  public String extentNames() {
    return switch (pattern) {
      case PaddingRowMajor, PaddingColumnMajor -> "m, n, blockRows, blockCols";
      case NCHW, NHWC, NC1HWC0 -> "N, C, H, W";
      default -> "m, n";
    };
  }

  /**
   * The number of extents it takes: {@link #extentNames()}'s.
   *
   * <pre>{@code FrameFormat.of("NZ", "half_t", 0).arity();   // 2}</pre>
   */
  public int arity() {
    return extentNames().split(", ").length;
  }

  /**
   * Which library's name was meant, and what it is in the other's words.
   *
   * <pre>{@code FrameFormat.of("NZ", "float", 0).describe();   // "Te's NZ<float> (C0 = 8)"}</pre>
   */
  public String describe() {
    String written = name + (element == null ? "" : "<" + element + ">");
    String same = library == Library.CATLASS && pattern.te() != null ? "Te's " + pattern + ", " : "";
    return library.title + "'s " + written + (usesC0() ? " (" + same + "C0 = " + c0 + ")" : "");
  }

  /**
   * The layout over (row, column) of an m×n matrix (and, for Padding*, its blocks' rows and
   * columns), on either side's leaves.
   *
   * @param extents {@link #arity()} positive extents
   * @throws AlgebraException when an extent is not positive, or Te's NN, ScaleBND (ScaleADN) gets
   *     an odd m (n)
   */
  public <T, L> Pair<T> layout(Domain<T, L> dom, List<L> extents) {
    for (L x : extents) {
      if (dom.less(x, dom.constant(1)).holds()) {
        throw new AlgebraException(describe() + ": the extent " + shown(dom, x)
            + " is not positive");
      }
    }
    L m = extents.get(0);
    L n = extents.get(1);
    L one = dom.constant(1);
    L zero = dom.constant(0);
    L c0 = dom.constant(this.c0);
    L fractal = dom.constant(FRACTAL);
    return switch (pattern) {
      case ND -> pair(dom, List.of(m, n), List.of(n, one));
      case DN -> pair(dom, List.of(m, n), List.of(one, m));
      case NDExt -> nested(dom, List.of(one, m, one, n), List.of(zero, n, zero, one));
      case DNExt -> nested(dom, List.of(one, m, one, n), List.of(zero, one, zero, m));
      case NZ -> blocked(dom, m, n, fractal, c0, true, false);
      case ZN -> blocked(dom, m, n, c0, fractal, false, true);
      case ZZ -> blocked(dom, m, n, fractal, c0, true, true);
      case NN -> {
        pairs(dom, "m", m);
        yield blocked(dom, m, n, c0, fractal, false, false);
      }
      case ScaleAND -> nested(dom, List.of(one, m, one, n), List.of(zero, n, zero, one));
      case ScaleADN -> nested(dom, List.of(one, m, c0, pairs(dom, "n", n)),
          List.of(zero, c0, one, dom.times(c0, m)));
      case ScaleBND -> nested(dom, List.of(c0, pairs(dom, "m", m), one, n),
          List.of(one, dom.times(c0, n), zero, c0));
      case ScaleBDN -> nested(dom, List.of(one, m, one, n), List.of(zero, one, zero, m));
      case PaddingRowMajor -> blocked(dom, m, n, extents.get(2), extents.get(3), true, true);
      case PaddingColumnMajor -> blocked(dom, m, n, extents.get(2), extents.get(3), false, false);
      case NCHW, NHWC, NC1HWC0 -> ConvFormats.layout(dom, pattern, extents, this.c0);
    };
  }

  /** x / C0 where Te divides without rounding: x must hold whole scale pairs. */
  private <T, L> L pairs(Domain<T, L> dom, String what, L x) {
    L c0 = dom.constant(this.c0);
    Decision even = dom.divides(c0, x);
    if (library == Library.TE && !even.holds()) {
      throw new AlgebraException(describe() + ": " + what + " = " + shown(dom, x)
          + " is not a multiple of C0 = " + this.c0 + " (Te's " + pattern
          + " takes whole scale pairs)", even.wouldProve());
    }
    return dom.quotient(x, c0);
  }

  /**
   * {@code ((r,⌈m/r⌉),(c,⌈n/c⌉))}: r×c blocks, row-major or column-major inside, and the blocks
   * row-major ({@code Z}: a block row spans al_c(n) columns) or column-major ({@code N}: a block
   * column spans al_r(m) rows).
   */
  private static <T, L> Pair<T> blocked(Domain<T, L> dom, L m, L n, L r, L c, boolean rowsInside,
      boolean blocksRowMajor) {
    L block = dom.times(r, c);
    L rowBlock = blocksRowMajor ? dom.times(r, roundUp(dom, n, c)) : block;
    L colBlock = blocksRowMajor ? block : dom.times(roundUp(dom, m, r), c);
    return nested(dom, List.of(r, dom.ceilDiv(m, r), c, dom.ceilDiv(n, c)),
        List.of(rowsInside ? c : dom.constant(1), rowBlock, rowsInside ? dom.constant(1) : r,
            colBlock));
  }

  /** A leaf as a message shows it: {@code 15}, or {@code M}. */
  private static <T, L> String shown(Domain<T, L> dom, L x) {
    return dom.hasValue(x) ? String.valueOf(dom.valueOf(x)) : dom.print(x);
  }

  private static <T, L> L roundUp(Domain<T, L> dom, L x, L k) {
    return dom.times(dom.ceilDiv(x, k), k);
  }

  private static <T, L> Pair<T> pair(Domain<T, L> dom, List<L> shape, List<L> stride) {
    return new Pair<>(tuple(dom, shape), tuple(dom, stride));
  }

  /** {@code ((a,b),(c,d))} of four leaves each. */
  private static <T, L> Pair<T> nested(Domain<T, L> dom, List<L> shape, List<L> stride) {
    return new Pair<>(
        dom.tuple(List.of(tuple(dom, shape.subList(0, 2)), tuple(dom, shape.subList(2, 4)))),
        dom.tuple(List.of(tuple(dom, stride.subList(0, 2)), tuple(dom, stride.subList(2, 4)))));
  }

  private static <T, L> T tuple(Domain<T, L> dom, List<L> leaves) {
    return dom.tuple(leaves.stream().map(dom::ofLeaf).toList());
  }
}
