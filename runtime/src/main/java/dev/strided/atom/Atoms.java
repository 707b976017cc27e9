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

  /** The bits of the value type a GMMA layout atom's name holds. */
  static int valueBits(String cuteName) {
    return GmmaLayoutAtom.parse(cuteName.replace(" ", "")).element().bits();
  }
}
