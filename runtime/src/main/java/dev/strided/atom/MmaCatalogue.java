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
 * The MMA atoms Strided knows, as data: CuTe's {@code MMA_Traits} facts (thread ids, shapes and
 * thread-value layouts) for the universal FMA, the SM80 warp MMAs and the SM90 warpgroup GMMAs.
 *
 * <pre>{@code MmaCatalogue.lookup("SM80_16x8x16_F32F16F16F32_TN").thrId();   // _32:_1}</pre>
 */
final class MmaCatalogue {
  private MmaCatalogue() {}

  /** A GMMA name: N, K, the types, SS or RS, and CuTe's {@code _TN} for the K-major-only TF32. */
  private static final Pattern GMMA = Pattern.compile(
      "SM90_64x(\\d+)x(\\d+)_(F32BF16BF16|F32F16F16|F32TF32TF32)_(SS|RS)(_TN)?");
  private static final Pattern TEMPLATE = Pattern.compile("([^<]+)<\\s*([^,>]+)\\s*,\\s*([^,>]+)\\s*>");

  /** The fixed atoms by name; the GMMA families are parsed from the name. */
  private static final Map<String, MmaAtom> FIXED = new LinkedHashMap<>();

  static {
    for (String t : List.of("float", "double")) {
      fixed("UniversalFMA<" + t + ">", "(_1,_1,_1)", "_1:_0", "(_1,_1):(_0,_0)", "(_1,_1):(_0,_0)",
          "(_1,_1):(_0,_0)");
    }
    String c16x8 = "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))";
    String a16x8x16 = "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))";
    String b8x16 = "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))";
    String a16x8x8 = "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))";
    String b8x8 = "((_4,_8),_2):((_16,_1),_8)";
    for (String types : List.of("F16F16F16F16", "F32F16F16F32", "F32BF16BF16F32")) {
      fixed("SM80_16x8x16_" + types + "_TN", "(_16,_8,_16)", "_32:_1", a16x8x16, b8x16, c16x8);
      fixed("SM80_16x8x8_" + types + "_TN", "(_16,_8,_8)", "_32:_1", a16x8x8, b8x8, c16x8);
    }
    fixed("SM80_16x8x8_F32TF32TF32F32_TN", "(_16,_8,_8)", "_32:_1",
        "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))", "((_4,_8),_2):((_8,_1),_32)", c16x8);
    fixed("SM80_16x8x4_F32TF32TF32F32_TN", "(_16,_8,_4)", "_32:_1",
        "((_4,_8),_2):((_16,_1),_8)", "((_4,_8),_1):((_8,_1),_0)", c16x8);
    fixed("SM80_8x8x4_F64F64F64F64_TN", "(_8,_8,_4)", "_32:_1", "((_4,_8),_1):((_8,_1),_0)",
        "((_4,_8),_1):((_8,_1),_0)", "((_4,_8),_2):((_16,_1),_8)");
  }

  private static void fixed(String name, String shape, String thrId, String a, String b, String c) {
    FIXED.put(name, new MmaAtom(name, IntTuple.parse(shape), Layout.parse(thrId), Layout.parse(a),
        Layout.parse(b), Layout.parse(c), false, false));
  }

  static List<String> names() {
    List<String> names = new ArrayList<>(FIXED.keySet());
    for (Gmma family : Gmma.values()) {
      for (int n = 8; n <= 256; n += 8) {
        names.add(family.name(n));
      }
    }
    return names;
  }

  static MmaAtom lookup(String cuteName) {
    String name = trimmed(cuteName);
    if (name.equals("UniversalFMA<float,float,float,float>")
        || name.equals("UniversalFMA<double,double,double,double>")) {
      name = name.substring(0, name.indexOf(',')) + ">";
    }
    MmaAtom atom = FIXED.get(name);
    if (atom != null) {
      return atom;
    }
    Matcher template = TEMPLATE.matcher(name);
    if (template.matches()) {
      return lookup(template.group(1).trim(), major(template.group(2), name),
          major(template.group(3), name));
    }
    Parsed gmma = parseGmma(name);
    if (gmma.family.takesMajors) {
      throw new IllegalArgumentException("the GMMA atom " + name + " takes the majors of A and B:"
          + " write MmaAtom.of(\"" + name + "\", Major.K, Major.K) or \"" + name
          + "<GMMA::Major::K,GMMA::Major::K>\"");
    }
    return gmma.family.atom(gmma.n, Major.K, Major.K);
  }

  static MmaAtom lookup(String cuteName, Major a, Major b) {
    String name = trimmed(cuteName);
    if (a == null || b == null) {
      throw new IllegalArgumentException("the majors of " + name + " must not be null");
    }
    if (FIXED.containsKey(name)) {
      throw new IllegalArgumentException("the MMA atom " + name + " takes no majors (only the "
          + "Hopper GMMA _SS and _RS atoms do): write MmaAtom.of(\"" + name + "\")");
    }
    Parsed gmma = parseGmma(name);
    if (!gmma.family.takesMajors) {
      throw new IllegalArgumentException("the GMMA atom " + name + " takes no majors: TF32 operands "
          + "are K-major only (the _TN of its name); write MmaAtom.of(\"" + name + "\")");
    }
    if (gmma.family.registersA && a != Major.K) {
      throw new IllegalArgumentException("the GMMA atom " + name + " reads A from registers, which "
          + "must be K-major: its major of A is " + a + "; use Major.K, or the _SS atom for an "
          + "MN-major A in shared memory");
    }
    return gmma.family.atom(gmma.n, a, b);
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

  private record Parsed(Gmma family, int n) {}

  private static Parsed parseGmma(String name) {
    Matcher m = GMMA.matcher(name);
    if (m.matches()) {
      String suffix = m.group(3) + "_" + m.group(4) + (m.group(5) == null ? "" : m.group(5));
      for (Gmma family : Gmma.values()) {
        if (family.suffix.equals(suffix) && m.group(2).equals(String.valueOf(family.k))) {
          int n = m.group(1).length() > 3 ? -1 : Integer.parseInt(m.group(1));
          if (n < 8 || n > 256 || n % 8 != 0) {
            throw new IllegalArgumentException("the GMMA atom " + name + " has N = " + m.group(1)
                + ": CuTe's 64xNx" + family.k + " GMMAs have N = 8, 16, 24, ..., 256");
          }
          return new Parsed(family, n);
        }
      }
    }
    throw new IllegalArgumentException("unknown MMA atom \"" + name + "\"; the nearest are "
        + String.join(", ", NearestNames.of(name, names(), 4)) + " (MmaAtom.names() lists all)");
  }

  /** The Hopper GMMA families of the catalogue. */
  private enum Gmma {
    BF16_SS("F32BF16BF16_SS", 16, true, false),
    BF16_RS("F32BF16BF16_RS", 16, true, true),
    F16_SS("F32F16F16_SS", 16, true, false),
    F16_RS("F32F16F16_RS", 16, true, true),
    TF32_SS("F32TF32TF32_SS_TN", 8, false, false);

    private final String suffix;
    private final int k;
    private final boolean takesMajors;
    private final boolean registersA;

    Gmma(String suffix, int k, boolean takesMajors, boolean registersA) {
      this.suffix = suffix;
      this.k = k;
      this.takesMajors = takesMajors;
      this.registersA = registersA;
    }

    String name(int n) {
      return "SM90_64x" + n + "x" + k + "_" + suffix;
    }

    MmaAtom atom(int n, Major a, Major b) {
      String name = name(n) + (takesMajors ? "<" + a.cuteName() + "," + b.cuteName() + ">" : "");
      // shared-memory operands: all 128 threads see the whole (MN,K) tile through a descriptor
      Layout sharedA = Layout.of(t(s(128), t(s(64), s(k))), t(s(0), t(s(1), s(64))));
      // register A, 16-bit: each thread holds 8 values of the 64x16 tile
      Layout registerA = Layout.parse("((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))");
      Layout sharedB = Layout.of(t(s(128), t(s(n), s(k))), t(s(0), t(s(1), s(n))));
      Layout c = Layout.of(t(t(s(4), s(8), s(4)), t(s(2), s(2), s(n / 8))),
          t(t(s(128), s(1), s(16)), t(s(64), s(8), s(512))));
      return new MmaAtom(name, t(s(64), s(n), s(k)), Layout.parse("_128:_1"),
          registersA ? registerA : sharedA, sharedB, c, !registersA, true);
    }

    private static IntTuple.Int s(int value) {
      return IntTuple.ofStatic(value);
    }

    private static IntTuple.Tuple t(IntTuple... elements) {
      return IntTuple.of(elements);
    }
  }
}
