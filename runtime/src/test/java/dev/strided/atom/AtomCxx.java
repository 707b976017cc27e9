package dev.strided.atom;

import static dev.strided.tensor.TensorCxx.layout;
import static dev.strided.tensor.TensorCxx.tuple;

import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.List;

/** Strided values and atoms written as CuTe C++ expressions (static integers as {@code Int<N>{}}). */
final class AtomCxx {
  private AtomCxx() {}

  /** The includes a program with atoms needs; the rest of CuTe comes with them. */
  static final String INCLUDES = String.join("\n",
      "#include <cute/tensor.hpp>",
      "#include <cute/atom/mma_atom.hpp>",
      "#include <cute/atom/copy_atom.hpp>",
      "#include <cstdio>",
      "using namespace cute;",
      "");

  /** CuTe declares its GMMAs of N not a power of two only under this macro (a larger header). */
  static final String EVERY_GMMA = "#define CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED\n";

  /** A permutation: a tile of layouts, static extents and {@code _}. */
  static String tile(Tiler t) {
    if (t instanceof Layout l) {
      return layout(l);
    }
    if (t instanceof Tiler.Extent n) {
      return tuple(n.extent(), "");
    }
    if (t instanceof Tiler.Keep) {
      return "_";
    }
    List<String> parts = new ArrayList<>();
    for (Tiler m : ((Tiler.ByMode) t).modes()) {
      parts.add(tile(m));
    }
    return "make_tile(" + String.join(", ", parts) + ")";
  }

  /** The C++ type of an MMA atom's operation. */
  static String mmaOp(MmaAtom atom) {
    // the TF32 GMMAs are templates of their scales, defaulted
    return atom.name().startsWith("SM90") && atom.name().endsWith("_TN") ? atom.name() + "<>"
        : atom.name();
  }

  /** A value type of {@code bits} bits for {@code Copy_Atom<Op, T>}; 8 bits are FP8 values. */
  static String valueType(int bits) {
    return switch (bits) {
      case 8 -> "float_e4m3_t";
      case 16 -> "half_t";
      case 32 -> "float";
      case 64 -> "double";
      case 128 -> "uint128_t";
      default -> throw new IllegalArgumentException("no C++ type of " + bits + " bits");
    };
  }

  static String copyAtom(CopyAtom atom) {
    return "Copy_Atom<" + atom.name() + ", " + valueType(atom.valueBits()) + ">{}";
  }
}
