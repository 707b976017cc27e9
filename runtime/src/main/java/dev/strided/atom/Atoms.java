package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import dev.strided.core.GmmaLayoutAtom;
import java.util.List;

/**
 * Hopper's canonical shared-memory layout atoms for GMMA operands, CuTe's
 * {@code GMMA::Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>}, as swizzled layouts on element
 * offsets. CuTe's atom swizzles byte addresses ({@code Sw<3,4,3> o smem_ptr[16b](unset) o
 * (_8,_64):(_64,_1)}); the same map on element offsets of a 16-bit type is {@code Sw<3,3,3>}, of a
 * 32-bit type {@code Sw<3,2,3>}, of an 8-bit type {@code Sw<3,4,3>} — which is what these values
 * print, without CuTe's {@code smem_ptr}.
 *
 * <pre>{@code
 * Atoms.gmmaLayout("GMMA::Layout_K_SW128_Atom<bfloat16_t>");   // Sw<3,3,3> o _0 o (_8,_64):(_64,_1)
 * Atoms.gmmaLayout("GMMA::Layout_MN_SW64_Atom<float>");        // Sw<2,2,3> o _0 o (_16,_8):(_1,_16)
 * }</pre>
 */
public final class Atoms {
  private Atoms() {}

  /**
   * A GMMA shared-memory layout atom by CuTe's name, on element offsets: {@code (8, W):(W, 1)} for
   * K-major or {@code (W, 8):(1, W)} for MN-major, {@code W} the swizzle's row of 16, 32, 64 or 128
   * bytes in elements, under the swizzle of those bytes. The same names are accepted inside
   * {@code SwizzledLayout.derive} and {@code @Layout(of = ...)}.
   *
   * <pre>{@code Atoms.gmmaLayout("GMMA::Layout_K_INTER_Atom<half_t>");   // (_8,_8):(_8,_1)}</pre>
   *
   * @param cuteName {@code GMMA::Layout_<K|MN>_<INTER|SW32|SW64|SW128>_Atom<T>}, T one of
   *     {@code half_t, bfloat16_t, tfloat32_t, float, int8_t, uint8_t, float_e4m3_t, float_e5m2_t}
   * @return the swizzled layout on element offsets
   * @throws IllegalArgumentException if the name is not of that form (the message lists the
   *     nearest names)
   */
  public static SwizzledLayout gmmaLayout(String cuteName) {
    GmmaLayoutAtom atom = GmmaLayoutAtom.parse(cuteName == null ? null : cuteName.replace(" ", ""));
    int[] shape = atom.shape();
    int[] stride = atom.stride();
    Layout layout = Layout.of(IntTuple.of(IntTuple.ofStatic(shape[0]), IntTuple.ofStatic(shape[1])),
        IntTuple.of(IntTuple.ofStatic(stride[0]), IntTuple.ofStatic(stride[1])));
    return new Swizzle(atom.width().swizzleBits(), atom.elementBase(), atom.shift())
        .compose(layout);
  }

  /**
   * An 8-row swizzled atom: {@code swizzle o (8, row):(row, 1)} for K-major (mode 1 contiguous),
   * {@code swizzle o (row, 8):(1, row)} for MN-major, on element offsets. The GMMA atoms are these
   * with rows of 16, 32, 64 or 128 bytes under {@code Sw<B, log2(16 bytes in elements), 3>}.
   */
  static SwizzledLayout atom(Major major, int row, Swizzle swizzle) {
    IntTuple.Int w = IntTuple.ofStatic(row);
    IntTuple.Int eight = IntTuple.ofStatic(8);
    IntTuple.Int one = IntTuple.ofStatic(1);
    Layout layout = major == Major.K
        ? Layout.of(IntTuple.of(eight, w), IntTuple.of(w, one))
        : Layout.of(IntTuple.of(w, eight), IntTuple.of(one, w));
    return swizzle.compose(layout);
  }

  /**
   * Every name {@link #gmmaLayout} takes, in CuTe's spelling.
   *
   * <pre>{@code Atoms.gmmaLayoutNames().size();   // 64}</pre>
   */
  public static List<String> gmmaLayoutNames() {
    return GmmaLayoutAtom.names();
  }

  /**
   * The canonical shared-memory layout of a GMMA's operand read from shared memory, as CuTe's
   * {@code ss_smem_selector} picks it and {@code tile_to_shape} tiles it: the widest
   * {@code GMMA::Layout_<major>_<SW128|SW64|SW32|INTER>_Atom<T>} whose row divides the tile's
   * contiguous mode (MN for an MN-major operand, K for a K-major one), the major and type being
   * the atom's. Attention's V is the MN-major B of O += P·V: its {@code (D, kBlockN)} tile.
   *
   * <pre>{@code
   * MmaAtom pv = MmaAtom.of("SM90_64x128x16_F32BF16BF16_RS", Major.K, Major.MN);
   * Atoms.gmmaSmem(pv, Operand.B, IntTuple.parse("(_128,_64,_2)"));
   * // Sw<3,3,3> o _0 o ((_64,_2),(_8,_8),(_1,_2)):((_1,_512),(_64,_1024),(_0,_8192)), tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, ...)
   * }</pre>
   *
   * @param atom an SM90 GMMA atom
   * @param operand {@code A} (of an {@code _SS} atom) or {@code B}
   * @param shape the static {@code (MN, K)} or {@code (MN, K, stages)} tile
   * @return the tiled atom, on element offsets
   * @throws IllegalArgumentException if the atom is no GMMA, the operand is C or an A read from
   *     registers, or no atom's row divides the contiguous mode
   */
  public static SwizzledLayout gmmaSmem(MmaAtom atom, Operand operand, IntTuple shape) {
    if (atom == null || operand == null || shape == null) {
      throw new IllegalArgumentException("gmmaSmem needs an atom, an operand and a shape, got "
          + atom + ", " + operand + ", " + shape);
    }
    String name = atom.name();
    if (!name.startsWith("SM90_64x")) {
      throw new IllegalArgumentException("the atom " + name + " is no Hopper GMMA: only a GMMA "
          + "reads its operands from shared memory through a canonical layout");
    }
    boolean a = operand == Operand.A;
    if (operand == Operand.C || a && !atom.readsASharedMemory()) {
      throw new IllegalArgumentException("operand " + operand + " of " + name + " is held in "
          + "registers, not read from shared memory: only the A of an _SS atom and B are");
    }
    if (shape.rank() < 2 || shape.rank() > 3 || !shape.isStatic()) {
      throw new IllegalArgumentException("the shape " + shape + " must be a static (MN, K) or "
          + "(MN, K, stages) tile");
    }
    int majors = name.indexOf('<');
    Major major = majors < 0 ? Major.K
        : Major.valueOf(name.substring(majors + 1, name.length() - 1).split(",")[a ? 0 : 1]
            .replace("GMMA::Major::", ""));
    ValueType type = a ? atom.valueTypeA() : atom.valueTypeB();
    int contiguous = shape.get(major == Major.MN ? 0 : 1).size();
    String[] widths = {"SW128", "SW64", "SW32", "INTER"};
    for (int i = 0; i < widths.length; i++) {
      if (contiguous % ((1024 >> i) / type.bits()) == 0) {
        return SwizzledLayout.derive("tile_to_shape(GMMA::Layout_" + major + "_" + widths[i]
            + "_Atom<" + type.cuteName() + ">, " + shape + ")");
      }
    }
    throw new IllegalArgumentException("the " + (major == Major.MN ? "MN" : "K") + " extent "
        + contiguous + " of " + shape + " is no multiple of " + 128 / type.bits() + " "
        + type.cuteName() + " values (16 bytes), the row of the narrowest GMMA layout atom");
  }

  /** The bits of the value type a GMMA layout atom's name holds. */
  static int valueBits(String cuteName) {
    return GmmaLayoutAtom.parse(cuteName.replace(" ", "")).element().bits();
  }
}
