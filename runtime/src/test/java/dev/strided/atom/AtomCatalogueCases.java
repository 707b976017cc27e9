package dev.strided.atom;

import static dev.strided.atom.AtomCases.of;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.atom.AtomCases.Case;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The catalogue's cases of {@link AtomCuteDifferentialTest}: every MMA atom (its print and its
 * value types D, A, B, C as CuTe's {@code MMA_Atom} names them), every copy atom at every value
 * width it moves whole, every GMMA shared-memory layout atom; and the tiled MMAs of CuTe's
 * {@code 0t_mma_atom.md} tutorial.
 */
final class AtomCatalogueCases {
  private AtomCatalogueCases() {}

  /** C++ that names each value type of {@link ValueType}, for {@code typeName<T>()}. */
  static final String TYPE_NAMES;

  static {
    StringBuilder out = new StringBuilder("template <class T> char const* typeName() { return \"?\"; }\n");
    for (ValueType t : ValueType.values()) {
      out.append("template <> char const* typeName<").append(t.cuteName()).append(">() { return \"")
          .append(t.cuteName()).append("\"; }\n");
    }
    TYPE_NAMES = out.toString();
  }

  static List<Case> catalogue() {
    List<Case> cases = new ArrayList<>();
    for (String name : MmaAtom.names()) {
      List<MmaAtom> atoms = new ArrayList<>();
      GmmaCatalogue.Parsed gmma = GmmaCatalogue.parse(name);
      if (gmma != null && gmma.family().takesMajors()) {
        for (Major a : Major.values()) {
          for (Major b : Major.values()) {
            // every N with K-major operands, every pair of majors at N = 64
            boolean majorsShown = a == Major.K && b == Major.K || gmma.n() == 64;
            if (majorsShown && (a == Major.K || !gmma.family().registersA())) {
              atoms.add(MmaAtom.of(name, a, b));
            }
          }
        }
      } else {
        atoms.add(MmaAtom.of(name));
      }
      for (MmaAtom atom : atoms) {
        // the name as written (an alias such as UniversalFMA<float,float,float,float> too)
        String op = gmma == null ? name : AtomCxx.mmaOp(atom);
        String cxx = "{ using A = MMA_Atom<" + op + ">; print(A{}); printf(\"types %s %s %s %s\\n\","
            + " typeName<A::ValTypeD>(), typeName<A::ValTypeA>(), typeName<A::ValTypeB>(),"
            + " typeName<A::ValTypeC>()); }";
        cases.add(of(name.equals(atom.name()) ? name : name + " as " + atom.name(), cxx,
            () -> atom + "types " + atom.valueTypeD().cuteName() + " "
                + atom.valueTypeA().cuteName() + " " + atom.valueTypeB().cuteName() + " "
                + atom.valueTypeC().cuteName() + "\n"));
      }
    }
    for (String name : CopyAtom.names()) {
      int accepted = 0;
      for (int bits : new int[] {8, 16, 32, 64, 128}) {
        Case c = of(name + " of " + bits + "b", null, () -> CopyAtom.of(name, bits).toString());
        if (c.java() != null) {
          cases.add(new Case(c.description(), "print(" + AtomCxx.copyAtom(CopyAtom.of(name, bits))
              + ");", c.java(), null));
          accepted++;
        }
      }
      if (accepted == 0) {
        throw new AssertionError("the catalogue's copy atom " + name + " takes no value width");
      }
    }
    for (String name : Atoms.gmmaLayoutNames()) {
      int bytes = Math.max(1, Atoms.valueBits(name) / 8);
      String cxx = "{ auto a = " + name + "{}; print(a.layout_b()); printf(\"\\n\");"
          + " for (int i = 0; i < int(size(a)); ++i) printf(\" %d\", int(a.layout_a()("
          + "a.layout_b()(i) * " + bytes + ") / " + bytes + ")); }";
      cases.add(of(name, cxx, () -> {
        var layout = Atoms.gmmaLayout(name);
        StringBuilder out = new StringBuilder(layout.layout().toString()).append('\n');
        for (int i = 0; i < layout.size(); i++) {
          out.append(' ').append(layout.index(i));
        }
        return out.toString();
      }));
    }
    return cases;
  }

  /**
   * The tiled MMAs of CuTe's {@code 0t_mma_atom.md}: {@code SM70_8x8x4_F32F16F16F32_NT} over 2x2
   * N-major atoms, tiled {@code (_32,_32,_4)} and permuted in M by {@code (4,4,2):(1,8,4)}; each
   * with random data layouts and threads.
   */
  static List<Case> tutorial(Random r) {
    MmaAtom nt = MmaAtom.of("SM70_8x8x4_F32F16F16F32_NT");
    Layout atoms = Layout.parse("(_2,_2):(_2,_1)");
    List<Case> cases = new ArrayList<>();
    for (String permutation : List.of("(_32,_32,_4)", "((_4,_4,_2):(_1,_8,_4),_32,_4)")) {
      for (int k = 0; k < 2; k++) {
        cases.add(AtomCases.tiledMma(r, nt, atoms, Tiler.parse(permutation)));
      }
    }
    return cases;
  }
}
