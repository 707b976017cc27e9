package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The MMA atoms Strided knows, as data: CuTe's {@code MMA_Traits} facts (value types, shapes,
 * thread ids and thread-value layouts) for the universal FMA, the SM70 quad-pair MMAs, the SM80
 * warp MMAs and ({@link GmmaCatalogue}) the SM90 warpgroup GMMAs, each built through the checked
 * {@link MmaAtom#of(String, IntTuple, Layout, Layout, Layout, Layout, ValueType, ValueType,
 * ValueType, ValueType)}.
 *
 * <pre>{@code MmaCatalogue.lookup("SM80_16x8x16_F32F16F16F32_TN").thrId();   // _32:_1}</pre>
 */
final class MmaCatalogue {
  private MmaCatalogue() {}

  private static final Pattern TEMPLATE = Pattern.compile("([^<]+)<\\s*([^,>]+)\\s*,\\s*([^,>]+)\\s*>");
  /** A warp MMA's name: architecture, shape, the types' codes D, A, B, C, and the rest. */
  private static final Pattern WARP = Pattern.compile("SM[78]0_\\d+x\\d+x\\d+_([A-Z0-9]+)_.*");

  /** The fixed atoms by name; the GMMA families are parsed from the name. */
  private static final Map<String, MmaAtom> FIXED = new LinkedHashMap<>();
  /** Other spellings of fixed atoms: CuTe's {@code UniversalFMA<D,A,B,C>} of one type. */
  private static final Map<String, String> ALIASES = new LinkedHashMap<>();

  static {
    for (ValueType t : List.of(ValueType.FLOAT, ValueType.DOUBLE)) {
      String name = "UniversalFMA<" + t.cuteName() + ">";
      String one = "(_1,_1):(_0,_0)";
      FIXED.put(name, MmaAtom.of(name, IntTuple.parse("(_1,_1,_1)"), Layout.parse("_1:_0"),
          Layout.parse(one), Layout.parse(one), Layout.parse(one), t, t, t, t));
      String c = t.cuteName();
      ALIASES.put("UniversalFMA<" + c + "," + c + "," + c + "," + c + ">", name);
    }
    // SM70: a quad pair of threads; A and B row- (T) or column-major (N) 8x4, C by its width
    String row = "(_8,_4):(_1,_8)";
    String col = "((_4,_2),_4):((_8,_4),_1)";
    for (String types : List.of("F16F16F16F16", "F32F16F16F32")) {
      String c = types.startsWith("F16") ? "(_8,_8):(_1,_8)"
          : "((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))";
      for (String ab : List.of("TN", "NT", "NN", "TT")) {
        warp("SM70_8x8x4_" + types + "_" + ab, "(_8,_8,_4)", "(_4,_2):(_1,_16)",
            ab.charAt(0) == 'T' ? row : col, ab.charAt(1) == 'N' ? row : col, c);
      }
    }
    String c16x8 = "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))";
    String a16x8x16 = "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))";
    String b8x16 = "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))";
    String a16x8x8 = "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))";
    String b8x8 = "((_4,_8),_2):((_16,_1),_8)";
    for (String types : List.of("F16F16F16F16", "F32F16F16F32", "F32BF16BF16F32")) {
      warp("SM80_16x8x16_" + types + "_TN", "(_16,_8,_16)", "_32:_1", a16x8x16, b8x16, c16x8);
      warp("SM80_16x8x8_" + types + "_TN", "(_16,_8,_8)", "_32:_1", a16x8x8, b8x8, c16x8);
    }
    warp("SM80_16x8x8_F32TF32TF32F32_TN", "(_16,_8,_8)", "_32:_1",
        "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))", "((_4,_8),_2):((_8,_1),_32)", c16x8);
    warp("SM80_16x8x4_F32TF32TF32F32_TN", "(_16,_8,_4)", "_32:_1",
        "((_4,_8),_2):((_16,_1),_8)", "((_4,_8),_1):((_8,_1),_0)", c16x8);
    warp("SM80_8x8x4_F64F64F64F64_TN", "(_8,_8,_4)", "_32:_1", "((_4,_8),_1):((_8,_1),_0)",
        "((_4,_8),_1):((_8,_1),_0)", "((_4,_8),_2):((_16,_1),_8)");
    // SM80 8-bit integers, s32 = s8|u8 * s8|u8 + s32, each also saturating
    String row8x16 = "((_4,_8),_4):((_32,_1),_8)";
    for (String ab : List.of("S8S8", "S8U8", "U8S8", "U8U8")) {
      for (String saturate : List.of("", "_SATURATE")) {
        String types = "S32" + ab + "S32_TN" + saturate;
        warp("SM80_8x8x16_" + types, "(_8,_8,_16)", "_32:_1", row8x16, row8x16,
            "((_4,_8),_2):((_16,_1),_8)");
        warp("SM80_16x8x16_" + types, "(_16,_8,_16)", "_32:_1",
            "((_4,_8),(_4,_2)):((_64,_1),(_16,_8))", row8x16, c16x8);
        warp("SM80_16x8x32_" + types, "(_16,_8,_32)", "_32:_1",
            "((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))",
            "((_4,_8),(_4,_2)):((_32,_1),(_8,_128))", c16x8);
      }
    }
  }

  /** A warp MMA whose value types D, A, B, C are the codes of its name. */
  private static void warp(String name, String shape, String thrId, String a, String b,
      String c) {
    Matcher m = WARP.matcher(name);
    if (!m.matches()) {
      throw new IllegalStateException("not a warp MMA name: " + name);
    }
    List<ValueType> t = codes(m.group(1));
    FIXED.put(name, MmaAtom.of(name, IntTuple.parse(shape), Layout.parse(thrId), Layout.parse(a),
        Layout.parse(b), Layout.parse(c), t.get(0), t.get(1), t.get(2), t.get(3)));
  }

  /** The value types of a name's codes, {@code F32F16F16F32} or {@code S32S8U8S32}. */
  private static List<ValueType> codes(String codes) {
    List<ValueType> types = new ArrayList<>();
    for (int at = 0; at < codes.length(); ) {
      ValueType next = null;
      for (ValueType t : ValueType.values()) {
        if (codes.startsWith(t.code(), at)) {
          next = t;
        }
      }
      if (next == null) {
        throw new IllegalStateException("no value type at " + at + " of " + codes);
      }
      types.add(next);
      at += next.code().length();
    }
    return types;
  }

  static List<String> names() {
    List<String> names = new ArrayList<>(FIXED.keySet());
    names.addAll(ALIASES.keySet());
    names.addAll(GmmaCatalogue.names());
    return names;
  }

  static MmaAtom lookup(String cuteName) {
    String name = trimmed(cuteName);
    MmaAtom atom = FIXED.get(ALIASES.getOrDefault(name, name));
    if (atom != null) {
      return atom;
    }
    Matcher template = TEMPLATE.matcher(name);
    if (template.matches()) {
      return lookup(template.group(1).trim(), major(template.group(2), name),
          major(template.group(3), name));
    }
    GmmaCatalogue.Parsed gmma = gmma(name);
    if (gmma.family().takesMajors()) {
      throw new IllegalArgumentException("the GMMA atom " + name + " takes the majors of A and B:"
          + " write MmaAtom.of(\"" + name + "\", Major.K, Major.K) or \"" + name
          + "<GMMA::Major::K,GMMA::Major::K>\"");
    }
    return gmma.family().atom(gmma.n(), Major.K, Major.K);
  }

  static MmaAtom lookup(String cuteName, Major a, Major b) {
    String name = trimmed(cuteName);
    if (a == null || b == null) {
      throw new IllegalArgumentException("the majors of " + name + " must not be null");
    }
    if (FIXED.containsKey(ALIASES.getOrDefault(name, name))) {
      throw new IllegalArgumentException("the MMA atom " + name + " takes no majors (only the "
          + "Hopper GMMA _SS and _RS atoms of 16-bit types do): write MmaAtom.of(\"" + name
          + "\")");
    }
    GmmaCatalogue.Parsed gmma = gmma(name);
    GmmaCatalogue.Family family = gmma.family();
    if (!family.takesMajors()) {
      throw new IllegalArgumentException("the GMMA atom " + name + " takes no majors: its "
          + (family.a().bits() == 8 ? "8-bit" : "TF32") + " operands are K-major only (the _TN "
          + "of its name, CuTe's rule for TF32 and 8-bit GMMAs); write MmaAtom.of(\"" + name
          + "\") and lay A and B out K-major in shared memory (GMMA::Layout_K_*_Atom<"
          + family.a().cuteName() + ">)");
    }
    if (family.registersA() && a != Major.K) {
      throw new IllegalArgumentException("the GMMA atom " + name + " reads A from registers, which "
          + "must be K-major: its major of A is " + a + "; use Major.K, or the _SS atom for an "
          + "MN-major A in shared memory");
    }
    return family.atom(gmma.n(), a, b);
  }

  private static GmmaCatalogue.Parsed gmma(String name) {
    GmmaCatalogue.Parsed parsed = GmmaCatalogue.parse(name);
    if (parsed == null) {
      throw new IllegalArgumentException("unknown MMA atom \"" + name + "\"; the nearest are "
          + String.join(", ", NearestNames.of(name, names(), 4)) + " (MmaAtom.names() lists all)");
    }
    return parsed;
  }

  private static String trimmed(String cuteName) {
    if (cuteName == null) {
      throw new IllegalArgumentException("the MMA atom name must not be null");
    }
    return cuteName.replace(" ", "");
  }

  private static Major major(String text, String name) {
    String m = text.trim();
    for (Major major : Major.values()) {
      if (m.equals(major.cuteName()) || m.equals("Major::" + major.name())
          || m.equals(major.name())) {
        return major;
      }
    }
    throw new IllegalArgumentException("\"" + m + "\" in " + name + " is not a GMMA major: write "
        + "GMMA::Major::K or GMMA::Major::MN");
  }
}
