package dev.strided.atom;

import static dev.strided.atom.ValueType.BFLOAT16_T;
import static dev.strided.atom.ValueType.FLOAT;
import static dev.strided.atom.ValueType.FLOAT_E4M3_T;
import static dev.strided.atom.ValueType.FLOAT_E5M2_T;
import static dev.strided.atom.ValueType.HALF_T;
import static dev.strided.atom.ValueType.TFLOAT32_T;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hopper's warpgroup MMAs (GMMA) as CuTe's {@code mma_traits_sm90_gmma.hpp} has them: one family
 * per accumulator, A and B type and source of A ({@code _SS} from shared memory, {@code _RS} from
 * registers), each for N = 8, 16, ..., 256. K is 256 bits of A's type (8 for TF32, 16 for 16-bit,
 * 32 for 8-bit types); only the 16-bit families take majors, TF32 and 8-bit ones are K-major only
 * ({@code _TN}).
 *
 * <pre>{@code GmmaCatalogue.parse("SM90_64x64x32_F16E5M2E4M3_RS_TN").atom(Major.K, Major.K).layoutA();
 * // ((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))}</pre>
 */
final class GmmaCatalogue {
  private GmmaCatalogue() {}

  private static final Pattern NAME = Pattern.compile("SM90_64x(\\d+)x(\\d+)_([A-Z0-9]+_[RS]S(_TN)?)");
  private static final ValueType[] FP8 = {FLOAT_E4M3_T, FLOAT_E5M2_T};
  /** The register layouts of A by its width in bits: CuTe's {@code GMMA::ALayout_64x8/16/32}. */
  private static final Map<Integer, String> REGISTER_A = Map.of(
      32, "((_4,_8,_4),(_2,_2)):((_64,_1,_16),(_8,_256))",
      16, "((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))",
      8, "((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))");
  private static final Map<String, MmaAtom> BUILT = new ConcurrentHashMap<>();

  /** One family: the accumulator's, A's and B's types and whether A is read from registers. */
  record Family(ValueType accumulator, ValueType a, ValueType b, boolean registersA) {
    int k() {
      return 256 / a.bits();
    }

    /** CuTe lets only the 16-bit families choose majors; TF32 and 8-bit are {@code _TN}. */
    boolean takesMajors() {
      return a.bits() == 16;
    }

    String suffix() {
      return accumulator.code() + a.code() + b.code() + (registersA ? "_RS" : "_SS")
          + (takesMajors() ? "" : "_TN");
    }

    String name(int n) {
      return "SM90_64x" + n + "x" + k() + "_" + suffix();
    }

    MmaAtom atom(int n, Major majorA, Major majorB) {
      String name = name(n) + (takesMajors() ? "<" + majorA.cuteName() + "," + majorB.cuteName()
          + ">" : "");
      return BUILT.computeIfAbsent(name, key -> build(key, n));
    }

    private MmaAtom build(String name, int n) {
      int k = k();
      // shared-memory operands: all 128 threads see the whole (MN,K) tile through a descriptor
      Layout sharedA = Layout.of(t(s(128), t(s(64), s(k))), t(s(0), t(s(1), s(64))));
      Layout sharedB = Layout.of(t(s(128), t(s(n), s(k))), t(s(0), t(s(1), s(n))));
      Layout c = Layout.of(t(t(s(4), s(8), s(4)), t(s(2), s(2), s(n / 8))),
          t(t(s(128), s(1), s(16)), t(s(64), s(8), s(512))));
      MmaAtom atom = MmaAtom.of(name, t(s(64), s(n), s(k)), Layout.parse("_128:_1"),
          registersA ? Layout.parse(REGISTER_A.get(a.bits())) : sharedA, sharedB, c,
          accumulator, a, b, accumulator).withSharedMemory(Operand.B);
      return registersA ? atom : atom.withSharedMemory(Operand.A);
    }
  }

  /** The families, in catalogue order. */
  static final List<Family> FAMILIES = families();

  private static List<Family> families() {
    List<Family> all = new ArrayList<>();
    for (ValueType[] f : new ValueType[][] {{FLOAT, BFLOAT16_T}, {FLOAT, HALF_T},
        {FLOAT, TFLOAT32_T}, {HALF_T, HALF_T}}) {
      for (boolean rs : new boolean[] {false, true}) {
        all.add(new Family(f[0], f[1], f[1], rs));
      }
    }
    for (ValueType accumulator : new ValueType[] {FLOAT, HALF_T}) {
      for (ValueType a : FP8) {
        for (ValueType b : FP8) {
          for (boolean rs : new boolean[] {false, true}) {
            all.add(new Family(accumulator, a, b, rs));
          }
        }
      }
    }
    return List.copyOf(all);
  }

  /** A name of the catalogue's families and its N; null when it is none. */
  record Parsed(Family family, int n) {}

  /**
   * The family and N of a GMMA name, or null when no family has its types and K.
   *
   * @throws IllegalArgumentException when the family is known but N is not one of its
   */
  static Parsed parse(String name) {
    Matcher m = NAME.matcher(name);
    if (!m.matches()) {
      return null;
    }
    for (Family family : FAMILIES) {
      if (family.suffix().equals(m.group(3)) && m.group(2).equals(String.valueOf(family.k()))) {
        int n = m.group(1).length() > 3 ? -1 : Integer.parseInt(m.group(1));
        if (n < 8 || n > 256 || n % 8 != 0) {
          throw new IllegalArgumentException("the GMMA atom " + name + " has N = " + m.group(1)
              + ": CuTe's 64xNx" + family.k() + " GMMAs have N = 8, 16, 24, ..., 256");
        }
        return new Parsed(family, n);
      }
    }
    return null;
  }

  static List<String> names() {
    List<String> names = new ArrayList<>();
    for (Family family : FAMILIES) {
      for (int n = 8; n <= 256; n += 8) {
        names.add(family.name(n));
      }
    }
    return names;
  }

  private static IntTuple.Int s(int value) {
    return IntTuple.ofStatic(value);
  }

  private static IntTuple.Tuple t(IntTuple... elements) {
    return IntTuple.of(elements);
  }
}
