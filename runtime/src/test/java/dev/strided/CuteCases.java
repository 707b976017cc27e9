package dev.strided;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Random differential cases over every operation of SPEC section 6 (and slices, recasts, nullspace,
 * max common vector, swizzles): static layouts of every stride kind, tilers that are layouts,
 * extents, shapes or by-mode tuples with {@code _}, complements with integer and shape cotargets.
 */
final class CuteCases {
  enum Op {
    COALESCE, COALESCE_PROFILE, FILTER, COMPOSE, COMPLEMENT, COMPLEMENT_COTARGET, RIGHT_INVERSE,
    LEFT_INVERSE, LOGICAL_DIVIDE, ZIPPED_DIVIDE, TILED_DIVIDE, FLAT_DIVIDE, LOGICAL_PRODUCT,
    ZIPPED_PRODUCT, TILED_PRODUCT, FLAT_PRODUCT, BLOCKED_PRODUCT, RAKED_PRODUCT, CONCAT, SLICE,
    SWIZZLE, SWIZZLE_COMPOSE, UPCAST, DOWNCAST, NULLSPACE, MAX_COMMON_VECTOR;

    String cxxName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private CuteCases() {}

  static CuteCase draw(int id, Random r) {
    Op op = Op.values()[r.nextInt(Op.values().length)];
    Layout a = RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.values()[r.nextInt(7)], true);
    String ca = CuteCxx.layout(a);
    switch (op) {
      case COALESCE, FILTER, COMPLEMENT, RIGHT_INVERSE, LEFT_INVERSE, NULLSPACE -> {
        return simple(id, op, a, () -> switch (op) {
          case COALESCE -> a.coalesce();
          case FILTER -> a.filter();
          case COMPLEMENT -> a.complement();
          case RIGHT_INVERSE -> a.rightInverse();
          case LEFT_INVERSE -> a.leftInverse();
          default -> a.nullspace();
        });
      }
      case COALESCE_PROFILE -> {
        IntTuple profile = profile(a, r);
        return of(id, "coalesce(" + a + ", " + profile + ")",
            "show(" + id + ", \"\", coalesce(" + ca + ", " + CuteCxx.tuple(profile, "make_tuple")
                + "));", () -> a.coalesce(profile).toString(), null, null);
      }
      case COMPLEMENT_COTARGET -> {
        IntTuple cotarget = r.nextInt(3) == 0 ? a.shape()
            : IntTuple.ofStatic(1 + r.nextInt(Math.max(2, 3 * Math.max(1, a.cosize()))));
        return of(id, "complement(" + a + ", " + cotarget + ")", "show(" + id + ", \"\", complement("
            + ca + ", " + CuteCxx.tuple(cotarget, "make_shape") + "));",
            () -> a.complement(cotarget).toString(), null, null);
      }
      case COMPOSE -> {
        Tiler t = tiler(a, r);
        String ct = CuteCxx.tiler(t);
        CuteCase c = of(id, "composition(" + a + ", " + t + ")",
            "show(" + id + ", \"\", composition(" + ca + ", " + ct + "));",
            () -> a.compose(t).toString(), "composition(" + ca + ", " + ct + ")",
            text -> Definitions.composes(a, t, Layout.parse(text)));
        return c.checked(c.java() != null && !Definitions.composes(a, t, Layout.parse(c.java())),
            null);
      }
      case LOGICAL_DIVIDE, ZIPPED_DIVIDE, TILED_DIVIDE, FLAT_DIVIDE -> {
        Tiler t = tiler(a, r);
        String ct = CuteCxx.tiler(t);
        CuteCase c = of(id, op.cxxName() + "(" + a + ", " + t + ")",
            "show(" + id + ", \"\", " + op.cxxName() + "(" + ca + ", " + ct + "));",
            () -> divide(op, a, t).toString(), "logical_divide(" + ca + ", " + ct + ")",
            text -> Definitions.divides(a, t, Layout.parse(text)));
        return c.java() == null ? c : c.checked(!Definitions.divides(a, t, a.logicalDivide(t)),
            KeptModes.expected(op, a.logicalDivide(t), t));
      }
      case LOGICAL_PRODUCT, ZIPPED_PRODUCT, TILED_PRODUCT, FLAT_PRODUCT, BLOCKED_PRODUCT,
          RAKED_PRODUCT -> {
        boolean layoutOnly = op == Op.BLOCKED_PRODUCT || op == Op.RAKED_PRODUCT;
        Tiler t = layoutOnly ? blockTiler(a, r) : r.nextInt(3) == 0 ? tiler(a, r) : productTiler(r);
        String ct = CuteCxx.tiler(t);
        CuteCase c = of(id, op.cxxName() + "(" + a + ", " + t + ")",
            "show(" + id + ", \"\", " + op.cxxName() + "(" + ca + ", " + ct + "));",
            () -> product(op, a, t).toString(), "logical_product(" + ca + ", " + ct + ")",
            text -> Definitions.multiplies(a, t, Layout.parse(text)));
        return c.java() == null || layoutOnly ? c
            : c.checked(!Definitions.multiplies(a, t, a.logicalProduct(t)),
                KeptModes.expected(op, a.logicalProduct(t), t));
      }
      case CONCAT -> {
        Layout b = RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.COL, true);
        return of(id, "make_layout(" + a + ", " + b + ")", "show(" + id + ", \"\", make_layout(" + ca
            + ", " + CuteCxx.layout(b) + "));", () -> Layout.concat(a, b).toString(), null, null);
      }
      case SLICE -> {
        String coord = sliceCoord(a.shape(), r, true);
        return of(id, "slice_and_offset(" + coord + ", " + a + ")", "showSlice(" + id
            + ", slice_and_offset(" + CuteCxx.coord(coord) + ", " + ca + "));", () -> {
              SlicedLayout s = a.sliceAndOffset(coord);
              return s.layout() + " + _" + s.offset();
            }, null, null);
      }
      case SWIZZLE, SWIZZLE_COMPOSE -> {
        int bits = r.nextInt(4);
        int base = r.nextInt(4);
        int shift = (bits + r.nextInt(3)) * (r.nextInt(4) == 0 ? -1 : 1);
        if (shift == 0) {
          shift = bits;
        }
        Swizzle sw = new Swizzle(bits, base, shift);
        String cs = "composition(Swizzle<" + bits + "," + base + "," + shift + ">{}, " + ca + ")";
        if (op == Op.SWIZZLE) {
          return of(id, sw + " o " + a, "showValues(" + id + ", " + cs + ");",
              () -> values(sw.compose(a)), null, null);
        }
        Tiler t = r.nextBoolean() ? AlgebraLawsTest.tilerFor(a, r, false) : tiler(a, r);
        String ct = CuteCxx.tiler(t);
        return of(id, "composition(" + sw + " o " + a + ", " + t + ")", "showValues(" + id
            + ", composition(" + cs + ", " + ct + "));", () -> values(sw.compose(a).compose(t)),
            "composition(" + ca + ", " + ct + ")",
            text -> Definitions.composes(a, t, Layout.parse(text)));
      }
      case UPCAST, DOWNCAST -> {
        int n = 1 << (1 + r.nextInt(2));
        boolean up = op == Op.UPCAST;
        return of(id, op.cxxName() + "<" + n + ">(" + a + ")", "show(" + id + ", \"\", "
            + op.cxxName() + "<" + n + ">(" + ca + "));",
            () -> (up ? a.upcast(n) : a.downcast(n)).toString(), null, null);
      }
      case MAX_COMMON_VECTOR -> {
        Layout b = r.nextBoolean() ? a.coalesce() : RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.ORDERED,
            true);
        String cb = CuteCxx.layout(b);
        return of(id, "max_common_vector(" + a + ", " + b + ")", "show(" + id
            + ", \"\", max_common_vector(" + ca + ", " + cb + "));",
            () -> "_" + a.maxCommonVector(b), "composition(" + ca + ", right_inverse(" + cb + "))",
            text -> Definitions.composes(a, b.rightInverse(), Layout.parse(text)));
      }
      default -> throw new AssertionError(op);
    }
  }

  private static CuteCase simple(int id, Op op, Layout a, Supplier<Layout> run) {
    return of(id, op.cxxName() + "(" + a + ")", "show(" + id + ", \"\", " + op.cxxName() + "("
        + CuteCxx.layout(a) + "));", () -> run.get().toString(), null, null);
  }

  private static CuteCase of(int id, String description, String cxx, Supplier<String> java,
      String evidence, Predicate<String> isComposition) {
    try {
      return new CuteCase(id, description, cxx, java.get(), null, evidence, isComposition);
    } catch (IllegalArgumentException e) {
      return new CuteCase(id, description, cxx, null, e.getMessage(), evidence, isComposition);
    }
  }

  private static String values(SwizzledLayout s) {
    StringBuilder out = new StringBuilder(s.toString()).append(" |");
    for (int i = 0; i < s.size(); i++) {
      out.append(' ').append(s.index(i));
    }
    return out.toString();
  }

  static Layout divide(Op op, Layout a, Tiler t) {
    return switch (op) {
      case LOGICAL_DIVIDE -> a.logicalDivide(t);
      case ZIPPED_DIVIDE -> a.zippedDivide(t);
      case TILED_DIVIDE -> a.tiledDivide(t);
      default -> a.flatDivide(t);
    };
  }

  static Layout product(Op op, Layout a, Tiler t) {
    return switch (op) {
      case LOGICAL_PRODUCT -> a.logicalProduct(t);
      case ZIPPED_PRODUCT -> a.zippedProduct(t);
      case TILED_PRODUCT -> a.tiledProduct(t);
      case FLAT_PRODUCT -> a.flatProduct(t);
      case BLOCKED_PRODUCT -> a.blockedProduct((Layout) t);
      default -> a.rakedProduct((Layout) t);
    };
  }

  /** A layout (half fitted to A, half small and random), an extent, a shape or a by-mode tuple. */
  static Tiler tiler(Layout a, Random r) {
    switch (r.nextInt(5)) {
      case 0, 1 -> {
        return r.nextBoolean() ? AlgebraLawsTest.tilerFor(a, r, false)
            : DivideExactnessLawTest.smallTiler(r);
      }
      case 2 -> {
        return new Tiler.Extent(IntTuple.ofStatic(1 + r.nextInt(Math.max(1, a.size()))));
      }
      default -> {
        int rank = 1 + r.nextInt(a.rank());
        boolean shape = r.nextBoolean();
        List<Tiler> modes = new ArrayList<>();
        for (int m = 0; m < rank; m++) {
          Layout mode = a.get(m);
          int kind = shape ? 0 : r.nextInt(3);
          modes.add(kind == 0 ? new Tiler.Extent(IntTuple.ofStatic(divisor(mode.size(), r)))
              : kind == 1 ? Tiler.parse("_")
              : r.nextBoolean() ? AlgebraLawsTest.tilerFor(mode, r, false)
              : DivideExactnessLawTest.smallTiler(r));
        }
        return Tiler.byMode(modes.toArray(new Tiler[0]));
      }
    }
  }

  /** Product tilers: small layouts, some of them stride 0 (cosize 1). */
  static Layout productTiler(Random r) {
    return r.nextInt(5) == 0 ? Layout.parse("_" + (1 + r.nextInt(4)) + ":_0")
        : RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.values()[r.nextInt(5)], true).filter();
  }

  /**
   * A product tiler for blocked/raked: for a rank-1 tuple A an integer-shaped tiler is made a rank-1
   * tuple, because CuTe's blocked/raked product of {@code ((5,6))} by {@code 3:0} does not compile
   * (a type error in its zip, not a precondition) where {@code ((3)):((0))} gives the same layout.
   */
  private static Layout blockTiler(Layout a, Random r) {
    Layout t = productTiler(r);
    boolean wrap = a.shape() instanceof IntTuple.Tuple && a.rank() == 1
        && t.shape() instanceof IntTuple.Int;
    return wrap ? Layout.of(IntTuple.of(t.shape()), IntTuple.of(t.stride())) : t;
  }

  private static int divisor(int n, Random r) {
    List<Integer> ds = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      if (n % k == 0) {
        ds.add(k);
      }
    }
    return r.nextInt(4) == 0 ? 1 + r.nextInt(n + 1) : ds.get(r.nextInt(ds.size()));
  }

  /** {@code _1} per top-level mode, or a mode's own nesting of {@code _1}s. */
  private static IntTuple profile(Layout a, Random r) {
    IntTuple[] modes = new IntTuple[a.rank()];
    for (int m = 0; m < modes.length; m++) {
      modes[m] = r.nextBoolean() ? IntTuple.ofStatic(1) : ones(a.shape(m));
    }
    return a.shape() instanceof IntTuple.Int ? IntTuple.ofStatic(1) : IntTuple.of(modes);
  }

  private static IntTuple ones(IntTuple t) {
    if (t instanceof IntTuple.Int) {
      return IntTuple.ofStatic(1);
    }
    List<IntTuple> es = ((IntTuple.Tuple) t).elements();
    IntTuple[] out = new IntTuple[es.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ones(es.get(i));
    }
    return IntTuple.of(out);
  }

  /** {@code _} or an in-range integer per mode, recursing into tuple modes. */
  private static String sliceCoord(IntTuple shape, Random r, boolean top) {
    if (shape instanceof IntTuple.Int n) {
      return r.nextInt(3) == 0 ? "_" : String.valueOf(r.nextInt(n.value()));
    }
    if (!top && r.nextInt(3) == 0) {
      return r.nextBoolean() ? "_" : String.valueOf(r.nextInt(shape.size()));
    }
    List<String> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) shape).elements()) {
      parts.add(sliceCoord(e, r, false));
    }
    return "(" + String.join(",", parts) + ")";
  }
}
