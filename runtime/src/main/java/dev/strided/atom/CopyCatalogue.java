package dev.strided.atom;

import dev.strided.Layout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The copy atoms Strided knows, as data: CuTe's {@code Copy_Traits} facts in bits (thread ids and
 * the source, destination and reference layouts), built on lookup through the checked
 * {@link CopyAtom#of(String, Layout, Layout, Layout, Layout, int)} at the value width.
 *
 * <pre>{@code CopyCatalogue.lookup("SM75_U32x4_LDSM_N", 16).srcLayout();   // (_32,_8):(_8,_1)}</pre>
 */
final class CopyCatalogue {
  private CopyCatalogue() {}

  /** An atom's facts in bits. */
  private record Bits(String thrId, String src, String dst, String ref) {}

  private static final Map<String, Bits> ATOMS = new LinkedHashMap<>();

  /** The C++ types of each width that {@code UniversalCopy<T>} is spelled with besides uintN_t. */
  private static final Map<Integer, List<String>> TYPES = Map.of(
      8, List.of("int8_t", "float_e4m3_t", "float_e5m2_t"),
      16, List.of("int16_t", "half_t", "bfloat16_t"),
      32, List.of("int32_t", "float", "tfloat32_t"),
      64, List.of("int64_t", "double"),
      128, List.of());

  static {
    for (int bits : new int[] {8, 16, 32, 64, 128}) {
      String oneThread = "(_1,_" + bits + "):(_0,_1)";
      Bits universal = new Bits("_1:_0", oneThread, oneThread, oneThread);
      ATOMS.put("UniversalCopy<" + unsigned(bits) + ">", universal);
      for (String type : TYPES.get(bits)) {
        ATOMS.put("UniversalCopy<" + type + ">", universal);
      }
      ATOMS.put("UniversalCopy<uint_bit_t<" + bits + ">>", universal);
      ATOMS.put("UniversalCopy<uint_byte_t<" + bits / 8 + ">>", universal);
      if (bits >= 32) {
        ATOMS.put("SM80_CP_ASYNC_CACHEALWAYS<" + unsigned(bits) + ">",
            new Bits("_1:_0", oneThread, oneThread, oneThread));
      }
    }
    String oneThread128 = "(_1,_128):(_0,_1)";
    // cp.async.cg copies 16 bytes only
    ATOMS.put("SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>",
        new Bits("_1:_0", oneThread128, oneThread128, oneThread128));
    // ldmatrix: each thread holds 32-bit registers; the source rows are 128 bits, one per thread
    String rows8 = "((_8,_4),_128):((_128,_0),_1)";
    String rows16 = "((_16,_2),_128):((_128,_0),_1)";
    String rows32 = "(_32,_128):(_128,_1)";
    String u32x1 = "(_32,_32):(_32,_1)";
    String u32x2 = "(_32,(_32,_2)):(_32,(_1,_1024))";
    String u32x4 = "(_32,(_32,_4)):(_32,(_1,_1024))";
    ATOMS.put("SM75_U32x1_LDSM_N", new Bits("_32:_1", rows8, u32x1, u32x1));
    ATOMS.put("SM75_U32x2_LDSM_N", new Bits("_32:_1", rows16, u32x2, u32x2));
    ATOMS.put("SM75_U32x4_LDSM_N", new Bits("_32:_1", rows32, u32x4, u32x4));
    String u16x2 = "((_4,_8),(_16,_2)):((_256,_16),(_1,_128))";
    String u16x4 = "((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))";
    String u16x8 = "((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))";
    ATOMS.put("SM75_U16x2_LDSM_T", new Bits("_32:_1", rows8, u16x2, u16x2));
    ATOMS.put("SM75_U16x4_LDSM_T", new Bits("_32:_1", rows16, u16x4, u16x4));
    ATOMS.put("SM75_U16x8_LDSM_T", new Bits("_32:_1", rows32, u16x8, u16x8));
    // stmatrix: ldmatrix's source and destination exchanged, the registers as reference
    ATOMS.put("SM90_U32x1_STSM_N", new Bits("_32:_1", u32x1, rows8, u32x1));
    ATOMS.put("SM90_U32x2_STSM_N", new Bits("_32:_1", u32x2, rows16, u32x2));
    ATOMS.put("SM90_U32x4_STSM_N", new Bits("_32:_1", u32x4, rows32, u32x4));
  }

  private static String unsigned(int bits) {
    return "uint" + bits + "_t";
  }

  static List<String> names() {
    return new ArrayList<>(ATOMS.keySet());
  }

  static CopyAtom lookup(String cuteName, int valueBits) {
    if (cuteName == null) {
      throw new IllegalArgumentException("the copy atom name must not be null");
    }
    String name = cuteName.replace(" ", "");
    Bits bits = ATOMS.get(name);
    if (bits == null) {
      String hint = name.startsWith("SM80_CP_ASYNC_CACHEGLOBAL<")
          ? "cp.async.cg copies 16 bytes only: SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>; " : "";
      throw new IllegalArgumentException("unknown copy atom \"" + name + "\"; " + hint
          + "the nearest are " + String.join(", ", NearestNames.of(name, names(), 4))
          + " (CopyAtom.names() lists all)");
    }
    return CopyAtom.of(name, Layout.parse(bits.thrId()), Layout.parse(bits.src()),
        Layout.parse(bits.dst()), Layout.parse(bits.ref()), valueBits);
  }
}
