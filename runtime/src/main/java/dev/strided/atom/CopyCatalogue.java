package dev.strided.atom;

import dev.strided.Layout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The copy atoms Strided knows, as data: CuTe's {@code Copy_Traits} facts in bits (thread ids and
 * the source, destination and reference layouts), recast to the value width on lookup.
 *
 * <pre>{@code CopyCatalogue.lookup("SM75_U32x4_LDSM_N", 16).srcLayout();   // (_32,_8):(_8,_1)}</pre>
 */
final class CopyCatalogue {
  private CopyCatalogue() {}

  /** An atom's facts in bits. */
  private record Bits(String thrId, String src, String dst, String ref) {}

  private static final Map<String, Bits> ATOMS = new LinkedHashMap<>();

  static {
    for (int bits : new int[] {8, 16, 32, 64, 128}) {
      String oneThread = "(_1,_" + bits + "):(_0,_1)";
      ATOMS.put("UniversalCopy<" + unsigned(bits) + ">",
          new Bits("_1:_0", oneThread, oneThread, oneThread));
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
    if (valueBits != 8 && valueBits != 16 && valueBits != 32 && valueBits != 64
        && valueBits != 128) {
      throw new IllegalArgumentException("a copy atom's values are 8, 16, 32, 64 or 128 bits wide, "
          + "not " + valueBits);
    }
    Layout thrId = Layout.parse(bits.thrId());
    Layout src = recast(Layout.parse(bits.src()), valueBits, name, "source", thrId);
    Layout dst = recast(Layout.parse(bits.dst()), valueBits, name, "destination", thrId);
    Layout ref = recast(Layout.parse(bits.ref()), valueBits, name, "reference", thrId);
    return new CopyAtom(name, valueBits, thrId, src, dst, ref);
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
}
