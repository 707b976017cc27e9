package dev.strided.processor.checking.atom;

import dev.strided.Swizzle;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.ValueType;
import dev.strided.core.GmmaLayoutAtom;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.LayoutCopy;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a shared-memory layout that a GMMA reads as its A or B operand is canonical: a tiling of
 * one of CuTe's {@code GMMA::Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>} of the operand's
 * element type and major, each atom-sized block of its (MN,K) modes the atom itself (its swizzle
 * included) from an element that is a multiple of the atom's size, so the swizzle repeats and
 * a GMMA descriptor describes it. Otherwise one error names the mode and stride that differ from
 * the atom that fits, and the {@code tile_to_shape} to write.
 *
 * <pre>{@code
 * GmmaOperands.check("SmemA", offsets, new LayoutCopy.MmaRead("Mma.A", mma, Operand.A));
 * }</pre>
 */
final class GmmaOperands {
  private static final Pattern MAJORS = Pattern.compile("<([^,>]*),([^,>]*)>");

  private GmmaOperands() {}

  static void check(String smem, LayoutCopies.Offsets offsets, LayoutCopy.MmaRead read)
      throws LayoutRejected {
    MmaAtom atom = read.mma().atom();
    boolean a = read.operand() == LayoutCopy.Operand.A;
    if (!(a ? atom.readsASharedMemory() : atom.readsBSharedMemory())) {
      return;
    }
    ValueType type = a ? atom.valueTypeA() : atom.valueTypeB();
    GmmaLayoutAtom.Element element = null;
    for (GmmaLayoutAtom.Element e : GmmaLayoutAtom.Element.values()) {
      if (e.cuteName().equals(type.cuteName())) {
        element = e;
      }
    }
    if (element == null) {
      return;
    }
    Matcher majors = MAJORS.matcher(atom.name().replace(" ", ""));
    // a GMMA without majors (TF32, 8-bit: _TN) reads both operands K-major
    boolean kOnly = !majors.find();
    GmmaLayoutAtom.Major major = !kOnly && majors.group(a ? 1 : 2).endsWith("MN")
        ? GmmaLayoutAtom.Major.MN : GmmaLayoutAtom.Major.K;
    String mn = a ? "M" : "N";
    for (GmmaLayoutAtom.Width width : GmmaLayoutAtom.Width.values()) {
      if (fits(offsets, new GmmaLayoutAtom(major, width, element))) {
        return;
      }
    }
    GmmaLayoutAtom.Major other = major == GmmaLayoutAtom.Major.K ? GmmaLayoutAtom.Major.MN
        : GmmaLayoutAtom.Major.K;
    for (GmmaLayoutAtom.Width width : GmmaLayoutAtom.Width.values()) {
      GmmaLayoutAtom fitting = new GmmaLayoutAtom(other, width, element);
      if (fits(offsets, fitting)) {
        String reads = smem + " is " + other + "-major (a tiling of " + fitting.cuteName()
            + "), but " + read.name().substring(0, read.name().indexOf('.')) + "'s atom reads "
            + read.operand() + " " + major + "-major";
        throw LayoutCopies.reject(kOnly ? reads + "; a" + (type.bits() == 8 ? "n 8-bit" : " TF32")
            + " GMMA reads A and B K-major only (CuTe's rule), so lay " + smem + " out with a "
            + "GMMA::Layout_K_*_Atom<" + element.cuteName() + ">" : reads + "; write GMMA::Major::"
            + other + " for " + read.operand() + " in the atom, or lay " + smem + " out with a "
            + "GMMA::Layout_" + major + "_*_Atom");
      }
    }
    GmmaLayoutAtom suggested = suggested(offsets, major, element);
    throw LayoutCopies.reject(smem + " is not a canonical GMMA layout for " + read.name() + ": "
        + difference(offsets, suggested, mn) + "; write of = \"tile_to_shape("
        + suggested.cuteName() + ", " + shape(offsets) + ")\"");
  }

  /** Whether every atom-sized block of the first two modes is the atom from an aligned element. */
  private static boolean fits(LayoutCopies.Offsets offsets, GmmaLayoutAtom atom) {
    int[] shape = atom.shape();
    if (offsets.extent(0) % shape[0] != 0 || offsets.extent(1) % shape[1] != 0) {
      return false;
    }
    int size = shape[0] * shape[1];
    for (int m = 0; m < offsets.extent(0); m++) {
      for (int k = 0; k < offsets.extent(1); k++) {
        int base = offsets.at(m - m % shape[0], k - k % shape[1]);
        if (base % size != 0 || offsets.at(m, k) != base + at(atom, m % shape[0], k % shape[1])) {
          return false;
        }
      }
    }
    return true;
  }

  /** The atom's element offset at (mn, k), its swizzle applied. */
  private static int at(GmmaLayoutAtom atom, int mn, int k) {
    int[] stride = atom.stride();
    return new Swizzle(atom.width().swizzleBits(), atom.elementBase(), atom.shift())
        .apply(mn * stride[0] + k * stride[1]);
  }

  /** The widest atom of the major whose row divides the contiguous mode (and 8 the other). */
  private static GmmaLayoutAtom suggested(LayoutCopies.Offsets offsets,
      GmmaLayoutAtom.Major major, GmmaLayoutAtom.Element element) {
    List<GmmaLayoutAtom.Width> widths = List.of(GmmaLayoutAtom.Width.values());
    for (int w = widths.size() - 1; w > 0; w--) {
      GmmaLayoutAtom atom = new GmmaLayoutAtom(major, widths.get(w), element);
      int[] shape = atom.shape();
      if (offsets.extent(0) % shape[0] == 0 && offsets.extent(1) % shape[1] == 0) {
        return atom;
      }
    }
    return new GmmaLayoutAtom(major, GmmaLayoutAtom.Width.INTER, element);
  }

  /** The first unit step of the first block that differs from the atom's, or the first block. */
  private static String difference(LayoutCopies.Offsets offsets, GmmaLayoutAtom atom, String mn) {
    int[] shape = atom.shape();
    String[] names = {mn, "K"};
    for (int mode = 0; mode < 2; mode++) {
      for (int p = 0; p + 1 < Math.min(shape[mode], offsets.extent(mode)); p++) {
        int[] from = mode == 0 ? new int[] {p, 0} : new int[] {0, p};
        int[] to = mode == 0 ? new int[] {p + 1, 0} : new int[] {0, p + 1};
        int step = offsets.at(to[0], to[1]) - offsets.at(from[0], from[1]);
        int atomStep = at(atom, to[0], to[1]) - at(atom, from[0], from[1]);
        if (step != atomStep) {
          String c = names[mode].toLowerCase();
          return "its mode " + mode + " (" + names[mode] + ") steps from " + c + " = " + p
              + " to " + (p + 1) + " by " + step + " elements, where " + atom.cuteName()
              + " steps by " + atomStep;
        }
      }
    }
    int size = shape[0] * shape[1];
    for (int m = 0; m < offsets.extent(0); m += shape[0]) {
      for (int k = 0; k < offsets.extent(1); k += shape[1]) {
        if (offsets.at(m, k) % size != 0) {
          return "its block of " + atom.cuteName() + "'s size at (" + m + "," + k + ") starts at "
              + "element " + offsets.at(m, k) + ", not a multiple of the atom's " + size
              + " elements";
        }
      }
    }
    return "its (" + offsets.extent(0) + "," + offsets.extent(1) + ") modes are not a whole "
        + "number of " + atom.cuteName() + " (" + shape[0] + "," + shape[1] + ")";
  }

  private static String shape(LayoutCopies.Offsets offsets) {
    return offsets.shapeText();
  }
}
