package dev.strided;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Random differential cases with dynamic leaves (SPEC 3, last paragraph): the layouts and tilers of
 * {@link CuteCases}, each leaf made static or dynamic at random (C++ {@code Int<N>{}} or
 * {@code int(N)}), under coalesce, filter, composition, complement, the inverses, logical, zipped and
 * tiled divide and logical, blocked and raked product. A case carries {@code lawHolds}: whether the
 * runtime's result meets its operation's definition, checked by enumeration — what a result must
 * show where C++ refuses the dynamic operand for its type.
 */
final class CuteDynamicCases {
  enum Op {
    COALESCE, FILTER, COMPOSITION, COMPLEMENT, RIGHT_INVERSE, LEFT_INVERSE, LOGICAL_DIVIDE,
    ZIPPED_DIVIDE, TILED_DIVIDE, LOGICAL_PRODUCT, BLOCKED_PRODUCT, RAKED_PRODUCT;

    String cxxName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** A drawn case and whether the runtime's result (if any) meets its definition. */
  record Drawn(CuteCase c, boolean lawHolds) {}

  private CuteDynamicCases() {}

  static Drawn draw(int id, Random r) {
    Op op = Op.values()[r.nextInt(Op.values().length)];
    Layout plain = RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.values()[r.nextInt(7)], true);
    Layout a = mixed(plain, r);
    String ca = CuteCxx.layout(a);
    switch (op) {
      case COALESCE, FILTER, COMPLEMENT, RIGHT_INVERSE, LEFT_INVERSE -> {
        Layout[] out = new Layout[1];
        CuteCase c = of(id, op.cxxName() + "(" + a + ")",
            "show(" + id + ", \"\", " + op.cxxName() + "(" + ca + "));", () -> {
              out[0] = switch (op) {
                case COALESCE -> a.coalesce();
                case FILTER -> a.filter();
                case COMPLEMENT -> a.complement();
                case RIGHT_INVERSE -> a.rightInverse();
                default -> a.leftInverse();
              };
              return out[0];
            }, null, null);
        return new Drawn(c, out[0] == null || law(op, a, out[0]));
      }
      case COMPOSITION -> {
        Tiler t = mixed(CuteCases.tiler(plain, r), r);
        String ct = CuteCxx.tiler(t);
        CuteCase c = of(id, "composition(" + a + ", " + t + ")",
            "show(" + id + ", \"\", composition(" + ca + ", " + ct + "));", () -> a.compose(t),
            "composition(" + ca + ", " + ct + ")",
            text -> Definitions.composes(a, t, Layout.parse(text)));
        return new Drawn(c, c.java() == null || Definitions.composes(a, t, Layout.parse(c.java())));
      }
      case LOGICAL_DIVIDE, ZIPPED_DIVIDE, TILED_DIVIDE -> {
        Tiler t = mixed(CuteCases.tiler(plain, r), r);
        String ct = CuteCxx.tiler(t);
        CuteCases.Op divide = CuteCases.Op.valueOf(op.name());
        CuteCase c = of(id, op.cxxName() + "(" + a + ", " + t + ")",
            "show(" + id + ", \"\", " + op.cxxName() + "(" + ca + ", " + ct + "));",
            () -> CuteCases.divide(divide, a, t), "logical_divide(" + ca + ", " + ct + ")",
            text -> Definitions.divides(a, t, Layout.parse(text)));
        return c.java() == null ? new Drawn(c, true)
            : new Drawn(c.checked(false, KeptModes.expected(divide, a.logicalDivide(t), t)),
                Definitions.divides(a, t, a.logicalDivide(t)));
      }
      default -> {
        boolean layoutOnly = op != Op.LOGICAL_PRODUCT;
        Layout tiler = mixed(CuteCases.productTiler(r), r);
        if (layoutOnly && a.shape() instanceof IntTuple.Tuple && a.rank() == 1
            && tiler.shape() instanceof IntTuple.Int) {
          tiler = Layout.of(IntTuple.of(tiler.shape()), IntTuple.of(tiler.stride()));
        }
        Layout t = tiler;
        CuteCases.Op product = CuteCases.Op.valueOf(op.name());
        CuteCase c = of(id, op.cxxName() + "(" + a + ", " + t + ")",
            "show(" + id + ", \"\", " + op.cxxName() + "(" + ca + ", " + CuteCxx.layout(t) + "));",
            () -> CuteCases.product(product, a, t), "logical_product(" + ca + ", "
                + CuteCxx.layout(t) + ")", text -> Definitions.multiplies(a, t, Layout.parse(text)));
        return new Drawn(c, c.java() == null || productLaw(a, t));
      }
    }
  }

  /** The definition of a one-layout operation's result, by enumeration. */
  private static boolean law(Op op, Layout a, Layout r) {
    return switch (op) {
      case COALESCE, FILTER -> sameIndices(op == Op.FILTER ? a.filter() : a, r, a.size())
          && (op == Op.FILTER || r.size() == a.size());
      case COMPLEMENT -> complements(a, r);
      case RIGHT_INVERSE -> LawsCheck.isRightInverse(a, r);
      default -> LawsCheck.isLeftInverse(a, r);
    };
  }

  private static boolean sameIndices(Layout a, Layout r, int size) {
    for (int i = 0; i < Math.min(size, r.size()); i++) {
      if (a.index(i) != r.index(i)) {
        return false;
      }
    }
    return true;
  }

  /** A complement's definition: non-negative strides, and A beside it hits no index twice. */
  static boolean complements(Layout a, Layout c) {
    return c.stride().flatten().stream().allMatch(d -> d.value() >= 0)
        && LawsCheck.isInjective(Layout.concat(a.filter(), c));
  }

  private static boolean productLaw(Layout a, Layout t) {
    Layout p = a.logicalProduct(t);
    try {
      Layout c = a.complement(IntTuple.ofStatic(a.size() * t.cosize()));
      return Definitions.multiplies(a, t, p) && complements(a, c);
    } catch (IllegalArgumentException noComplement) {
      return Definitions.multiplies(a, t, p);
    }
  }

  private static CuteCase of(int id, String description, String cxx,
      java.util.function.Supplier<Layout> java, String evidence, Predicate<String> isComposition) {
    try {
      return new CuteCase(id, description, cxx, java.get().toString(), null, evidence,
          isComposition);
    } catch (IllegalArgumentException e) {
      return new CuteCase(id, description, cxx, null, e.getMessage(), evidence, isComposition);
    }
  }

  /** The same values, each leaf static or dynamic at random. */
  static Layout mixed(Layout l, Random r) {
    return Layout.of(mixed(l.shape(), r), mixed(l.stride(), r));
  }

  /**
   * A 0 stays static: C++ divides by a dynamic stride 0 of B (composition's {@code ceil_div}) and
   * of a filtered A (complement), undefined behaviour that -O1 may fold to any value.
   */
  private static IntTuple mixed(IntTuple t, Random r) {
    IntTuple.Int[] leaves = t.flatten().stream()
        .map(i -> new IntTuple.Int(i.value(), i.value() == 0 || r.nextBoolean()))
        .toArray(IntTuple.Int[]::new);
    return RandomAlgebraLayouts.rebuild(t, leaves, new int[1]);
  }

  /** A tiler with its layouts' and extents' leaves made static or dynamic at random. */
  static Tiler mixed(Tiler t, Random r) {
    if (t instanceof Layout l) {
      return mixed(l, r);
    }
    if (t instanceof Tiler.Extent n) {
      return new Tiler.Extent(new IntTuple.Int(n.extent().value(), r.nextBoolean()));
    }
    if (t instanceof Tiler.ByMode byMode) {
      List<Tiler> modes = new ArrayList<>();
      byMode.modes().forEach(m -> modes.add(mixed(m, r)));
      return Tiler.byMode(modes.toArray(new Tiler[0]));
    }
    return t;
  }
}
