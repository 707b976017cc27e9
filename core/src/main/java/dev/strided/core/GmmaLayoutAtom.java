package dev.strided.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One of Hopper's canonical shared-memory layout atoms for GMMA operands, CuTe's
 * {@code GMMA::Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>}: the one source of their facts for
 * the runtime ({@code Atoms.gmmaLayout}) and for {@code @Layout(of = ...)}.
 *
 * <p>The atom is a row of 16, 32, 64 or 128 bytes ({@link #rowElements()} elements) by 8 rows,
 * K-major {@code (8,W):(W,1)} or MN-major {@code (W,8):(1,W)}, under a swizzle that flips 16-byte
 * chunks within 128-byte rows. CuTe's type applies that swizzle to byte addresses through a
 * pointer flag ({@code Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)}); on element offsets
 * the same map is {@code Sw<B,M,3>} with {@code M} lowered by log2 of the element's bytes
 * ({@link #elementBase()}): {@code Sw<3,3,3>} for 16-bit types.
 *
 * <pre>{@code
 * GmmaLayoutAtom a = GmmaLayoutAtom.parse("GMMA::Layout_K_SW128_Atom<bfloat16_t>");
 * a.notation();      // "(_8,_64):(_64,_1)"
 * a.elementBase();   // 3: Sw<3,3,3> on element offsets (CuTe's Sw<3,4,3> on bytes)
 * }</pre>
 *
 * @param major which mode is contiguous
 * @param width the row's bytes, which is also the swizzle
 * @param element the element type
 */
public record GmmaLayoutAtom(Major major, Width width, Element element) {
  /** Which operand mode is contiguous in shared memory. */
  public enum Major {
    /** The reduction mode K: {@code (8,W):(W,1)}. */
    K,
    /** The M or N mode: {@code (W,8):(1,W)}. */
    MN
  }

  /** The row's bytes and the swizzle's bits: 16 bytes unswizzled up to 128 bytes, 3 bits. */
  public enum Width {
    INTER, SW32, SW64, SW128;

    /** The swizzle's bits {@code B}: 0 to 3. */
    public int swizzleBits() {
      return ordinal();
    }

    /** The row's bytes: 16, 32, 64 or 128. */
    public int rowBytes() {
      return 16 << ordinal();
    }
  }

  /** The element types CuTe defines the atoms for, with their widths. */
  public enum Element {
    HALF_T("half_t", 16), BFLOAT16_T("bfloat16_t", 16), TFLOAT32_T("tfloat32_t", 32),
    FLOAT("float", 32), INT8_T("int8_t", 8), UINT8_T("uint8_t", 8),
    FLOAT_E4M3_T("float_e4m3_t", 8), FLOAT_E5M2_T("float_e5m2_t", 8);

    private final String cuteName;
    private final int bits;

    Element(String cuteName, int bits) {
      this.cuteName = cuteName;
      this.bits = bits;
    }

    /** CuTe's spelling, {@code bfloat16_t}. */
    public String cuteName() {
      return cuteName;
    }

    /** The width in bits. */
    public int bits() {
      return bits;
    }

    /** The C++ type a header names: {@code cute::bfloat16_t}, or {@code float}. */
    public String cxxType() {
      return this == FLOAT ? "float" : "cute::" + cuteName;
    }
  }

  /** The swizzle's lowest bit on byte addresses, as CuTe's type has it. */
  public static final int BYTE_BASE = 4;

  /** The name with optional {@code cute::} and {@code SM90::} and a trailing {@code {}}. */
  private static final Pattern NAME = Pattern.compile("(?:cute::)?(?:SM90::)?GMMA::"
      + "Layout_(\\w+?)_(\\w+)_Atom\\s*<\\s*([\\w:]+)\\s*>(?:\\s*\\{\\s*})?");
  /** Where a name starts in an expression: {@code GMMA::}, possibly qualified. */
  private static final Pattern START = Pattern.compile("(?:cute::)?(?:SM90::)?GMMA::");

  /**
   * The atom a name denotes.
   *
   * <pre>{@code GmmaLayoutAtom.parse("GMMA::Layout_MN_SW64_Atom<float>").rowElements();   // 16}</pre>
   *
   * @param cuteName {@code GMMA::Layout_<K|MN>_<INTER|SW32|SW64|SW128>_Atom<T>}, optionally
   *     {@code cute::} qualified and followed by {@code {}}
   * @return the atom
   * @throws IllegalArgumentException naming the nearest names when it is not one
   */
  public static GmmaLayoutAtom parse(String cuteName) {
    String text = cuteName == null ? "null" : cuteName.strip();
    Matcher m = NAME.matcher(text);
    if (m.matches()) {
      for (GmmaLayoutAtom atom : all()) {
        if (atom.major.name().equals(m.group(1)) && atom.width.name().equals(m.group(2))
            && (atom.element.cuteName.equals(m.group(3))
                || ("cute::" + atom.element.cuteName).equals(m.group(3)))) {
          return atom;
        }
      }
    }
    String key = text.replace(" ", "").toLowerCase(Locale.ROOT);
    List<String> nearest = names().stream()
        .sorted(Comparator.comparingInt(n -> EditDistance.between(key, n.toLowerCase(Locale.ROOT))))
        .limit(4).toList();
    throw new IllegalArgumentException("unknown GMMA layout atom \"" + text + "\"; the nearest are "
        + String.join(", ", nearest) + " (the form is GMMA::Layout_<K|MN>_<INTER|SW32|SW64|SW128>"
        + "_Atom<T> with T one of " + String.join(", ",
            List.of(Element.values()).stream().map(Element::cuteName).toList()) + ")");
  }

  /**
   * The length of a GMMA atom's name at {@code position} of {@code text}, {@code 0} when none
   * starts there (the name need not be a known one: {@link #parse} says what is wrong with it).
   */
  static int lengthAt(String text, int position) {
    Matcher start = START.matcher(text).region(position, text.length());
    if (!start.lookingAt()) {
      return 0;
    }
    Matcher m = NAME.matcher(text).region(position, text.length());
    return m.lookingAt() ? m.end() - position : start.end() - position;
  }

  /**
   * Every atom, in CuTe's spelling: K then MN, INTER to SW128, the element types in the order of
   * {@link Element}.
   *
   * <pre>{@code GmmaLayoutAtom.names().size();   // 64}</pre>
   */
  public static List<String> names() {
    return all().stream().map(GmmaLayoutAtom::cuteName).toList();
  }

  private static List<GmmaLayoutAtom> all() {
    List<GmmaLayoutAtom> all = new ArrayList<>();
    for (Major major : Major.values()) {
      for (Width width : Width.values()) {
        for (Element element : Element.values()) {
          all.add(new GmmaLayoutAtom(major, width, element));
        }
      }
    }
    return all;
  }

  /** CuTe's name, {@code GMMA::Layout_K_SW128_Atom<bfloat16_t>}. */
  public String cuteName() {
    return "GMMA::Layout_" + major + "_" + width + "_Atom<" + element.cuteName + ">";
  }

  /** The C++ type a header names: {@code cute::GMMA::Layout_K_SW128_Atom<cute::bfloat16_t>}. */
  public String cxxType() {
    return "cute::GMMA::Layout_" + major + "_" + width + "_Atom<" + element.cxxType() + ">";
  }

  /** The elements in a row of {@link Width#rowBytes()}. */
  public int rowElements() {
    return width.rowBytes() * 8 / element.bits;
  }

  /** The shape: {@code (8, W)} K-major, {@code (W, 8)} MN-major. */
  public int[] shape() {
    int w = rowElements();
    return major == Major.K ? new int[] {8, w} : new int[] {w, 8};
  }

  /** The stride: {@code (W, 1)} K-major, {@code (1, W)} MN-major. */
  public int[] stride() {
    int w = rowElements();
    return major == Major.K ? new int[] {w, 1} : new int[] {1, w};
  }

  /** The layout in CuTe's notation, without the swizzle: {@code (_8,_64):(_64,_1)}. */
  public String notation() {
    int[] shape = shape();
    int[] stride = stride();
    return "(_" + shape[0] + ",_" + shape[1] + "):(_" + stride[0] + ",_" + stride[1] + ")";
  }

  /** The swizzle's lowest bit on element offsets: 4 (16 bytes) less log2 of the element's bytes. */
  public int elementBase() {
    return BYTE_BASE - Integer.numberOfTrailingZeros(element.bits / 8);
  }

  /** The swizzle's shift, 3: the 128-byte row's 16-byte chunks. */
  public int shift() {
    return 3;
  }
}
