package dev.strided.core;

import dev.strided.core.Expression.Call;
import dev.strided.core.Expression.Frame;
import dev.strided.core.Expression.Literal;
import dev.strided.core.Expression.Reference;
import dev.strided.core.Expression.Swizzled;
import java.util.ArrayList;
import java.util.List;

/**
 * Evaluates a derived layout's {@link Expression} with the algebra of this package, on either side's
 * leaves: the operations are the same code for values (the runtime, the CLI) and symbolic leaves (the
 * processor); only what names and literals mean is the client's ({@link Context}).
 *
 * <pre>{@code
 * Derivation.Result<IntTuple> r = Derivation.evaluate(dom, Expression.parse("zipped_divide(A, (2,4))"), ctx);
 * }</pre>
 */
public final class Derivation {
  private Derivation() {}

  /** What the references and literals of an expression are, on one side. */
  public interface Context<T, L> {
    /**
     * The layout a reference names. Failures of the context's own methods are {@link NotationError}s
     * on the whole expression (they pass through unchanged); other exceptions become {@link Refused}
     * at the argument's position.
     */
    Pair<T> layout(Reference reference);

    /**
     * The swizzle the layout a reference names is composed with, as {@code Sw<B,M,S> o reference},
     * or null when it has none: a swizzled layout keeps its swizzle when it is used by name.
     */
    default Swizzled swizzle(Reference reference) {
      return null;
    }

    /** A literal as a layout ({@code shape:stride}, or a shape with compact column-major strides). */
    Pair<T> layout(Literal literal);

    /** A literal as a tiler: an extent, a layout, or a by-mode tuple with {@code _}. */
    Tiling<T, L> tiler(Literal literal);

    /** A literal as a shape (a profile, a cotarget, a target shape) or an integer. */
    T shape(Literal literal);
  }

  /**
   * A derived layout: its shape and stride, and the swizzle applied after it, if any.
   *
   * @param layout the layout
   * @param swizzle {@code Sw<B,M,S>} applied to its offsets, or null
   */
  public record Result<T>(Pair<T> layout, Swizzled swizzle) {}

  /**
   * A refused derivation: the operation at {@link #position()} of the expression failed.
   */
  public static final class Refused extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final int position;
    private final transient Fact wouldProve;

    Refused(int position, String message, Fact wouldProve, Throwable cause) {
      super(message, cause);
      this.position = position;
      this.wouldProve = wouldProve;
    }

    /** Offset in the expression of the operation (or argument) at fault. */
    public int position() {
      return position;
    }

    /** The fact that would make the refused condition hold, or null. */
    public Fact wouldProve() {
      return wouldProve;
    }
  }

  /**
   * Evaluates {@code expression}.
   *
   * @throws Refused naming the operation and position at fault
   */
  public static <T, L> Result<T> evaluate(Domain<T, L> dom, Expression expression,
      Context<T, L> context) {
    return new Evaluator<>(dom, context).value(expression);
  }

  private record Evaluator<T, L>(Domain<T, L> dom, Context<T, L> context) {
    Result<T> value(Expression e) {
      if (e instanceof Swizzled sw) {
        Result<T> inner = value(sw.layout());
        if (inner.swizzle() != null) {
          throw new Refused(sw.position(), SwizzledOperand.twice(), null, null);
        }
        return new Result<>(inner.layout(), sw);
      }
      if (e instanceof Reference r) {
        return new Result<>(guarded(r.position(), () -> context.layout(r)), context.swizzle(r));
      }
      if (e instanceof Literal l) {
        return plain(guarded(l.position(), () -> context.layout(l)));
      }
      if (e instanceof Frame f) {
        return plain(frame(f));
      }
      Call call = (Call) e;
      Result<T> first = value(call.arguments().get(0));
      Swizzled swizzle = first.swizzle();
      if (swizzle != null && !SwizzledOperand.keeps(call.operation())) {
        if (call.operation() == Operation.COMPLEMENT) {
          swizzle = null;   // CuTe's complement of a composed layout is its inner layout's
        } else {
          throw new Refused(call.position(), SwizzledOperand.refusal(call.operation()), null, null);
        }
      }
      Pair<T> a = first.layout();
      return new Result<>(guarded(call.position(), () -> apply(call, a)), swizzle);
    }

    private Pair<T> apply(Call call, Pair<T> a) {
      List<Expression> args = call.arguments();
      return switch (call.operation()) {
        case COMPOSITION -> Composition.compose(dom, a, tiler(args.get(1)));
        case COALESCE -> args.size() == 1 ? Coalesce.coalesce(dom, a)
            : Coalesce.coalesce(dom, a, shape(args.get(1)));
        case FILTER -> Coalesce.filter(dom, a);
        case COMPLEMENT -> args.size() == 1 ? Complement.complement(dom, a)
            : Complement.complement(dom, a, shape(args.get(1)));
        case RIGHT_INVERSE -> RightInverse.rightInverse(dom, a);
        case LEFT_INVERSE -> LeftInverse.leftInverse(dom, a);
        case LOGICAL_DIVIDE -> Divide.logical(dom, a, tiler(args.get(1)));
        case ZIPPED_DIVIDE -> Divide.zipped(dom, a, tiler(args.get(1)));
        case TILED_DIVIDE -> Divide.tiled(dom, a, tiler(args.get(1)));
        case FLAT_DIVIDE -> Divide.flat(dom, a, tiler(args.get(1)));
        case LOGICAL_PRODUCT -> Product.logical(dom, a, tiler(args.get(1)));
        case ZIPPED_PRODUCT -> Product.zipped(dom, a, tiler(args.get(1)));
        case TILED_PRODUCT -> Product.tiled(dom, a, tiler(args.get(1)));
        case FLAT_PRODUCT -> Product.flat(dom, a, tiler(args.get(1)));
        case BLOCKED_PRODUCT -> Product.blocked(dom, a, layout(args.get(1), "blocked_product's tiler"));
        case RAKED_PRODUCT -> Product.raked(dom, a, layout(args.get(1), "raked_product's tiler"));
        case MAKE_LAYOUT -> makeLayout(a, args);
        case GET -> get(a, args);
        case TILE_TO_SHAPE -> tileToShape(a, args);
        case SELECT -> ModeEdits.select(dom, a, indices(args.subList(1, args.size())));
        case TAKE -> ModeEdits.take(dom, a, index(args.get(1)), index(args.get(2)));
        case APPEND -> ModeEdits.append(dom, a, extraMode(args, "append's mode"));
        case PREPEND -> ModeEdits.prepend(dom, a, extraMode(args, "prepend's mode"));
        case REPLACE -> ModeEdits.replace(dom, a, index(args.get(1)),
            layout(args.get(2), "replace's mode"));
        case GROUP -> ModeEdits.group(dom, a, index(args.get(1)), end(args.get(2)));
        case FLATTEN -> ModeEdits.flatten(dom, a);
        case MAKE_LAYOUT_LIKE -> OrderedLayouts.like(dom, a);
        case MAKE_ORDERED_LAYOUT -> OrderedLayouts.ordered(dom, shape(args.get(0)),
            shape(args.get(1)));
        case UPCAST -> Recast.upcast(dom, a, index(args.get(1)));
        case DOWNCAST -> Recast.downcast(dom, a, index(args.get(1)));
        case LOCAL_TILE -> LocalTile.of(dom, a, tiler(args.get(1)), coordinate(args.get(2)),
            args.size() == 4 ? projection(args.get(3)) : null);
      };
    }

    /**
     * CuTe's {@code make_layout}: of a shape, its column-major layout; of a shape and a stride, that
     * layout; of layouts, their concatenation as modes.
     */
    private Pair<T> makeLayout(Pair<T> first, List<Expression> args) {
      long shapes = args.stream().filter(Evaluator::isShape).count();
      if (shapes == args.size() && args.size() <= 2) {
        if (args.size() == 1) {
          return first;
        }
        T shape = shape(args.get(0));
        T stride = shape(args.get(1));
        Congruence.find(dom, shape, stride).ifPresent(m -> {
          throw new Refused(args.get(1).position(), "make_layout(shape, stride): the stride "
              + Pairs.print(dom, stride) + " does not fit the shape " + Pairs.print(dom, shape)
              + ": " + m.message(), null, null);
        });
        return new Pair<>(shape, stride);
      }
      if (shapes > 0) {
        throw new Refused(args.get(0).position(), "make_layout takes a shape, a shape and a "
            + "stride, or layouts to concatenate (such as make_layout(A, (4,2):(2,1))); here "
            + shapes + " of its " + args.size() + " arguments are shapes", null, null);
      }
      List<Pair<T>> modes = new ArrayList<>(args.size());
      modes.add(first);
      for (int i = 1; i < args.size(); i++) {
        modes.add(layout(args.get(i), "an operand of make_layout"));
      }
      return Pairs.concat(dom, modes);
    }

    /** {@code tile_to_shape(a, target[, order])}; a bad order is refused at the order. */
    private Pair<T> tileToShape(Pair<T> a, List<Expression> args) {
      T target = shape(args.get(1));
      T order = args.size() == 2 ? null : guarded(args.get(2).position(),
          () -> TileOrder.checked(dom, target, shape(TileOrder.asTuple(args.get(2)))));
      return TileToShape.of(dom, a, target, order);
    }

    /** An Ascend C frame format of extents that are integers or names. */
    private Pair<T> frame(Frame f) {
      List<L> extents = new ArrayList<>();
      for (Literal l : f.extents()) {
        T t = shape(l);
        if (!dom.isLeaf(t)) {
          throw new Refused(l.position(), f.format().describe() + " takes integers or names, not "
              + Pairs.print(dom, t), null, null);
        }
        extents.add(dom.leaf(t));
      }
      return guarded(f.position(), () -> f.format().layout(dom, extents));
    }

    /** A literal without a stride: a shape or an integer. */
    private static boolean isShape(Expression e) {
      return e instanceof Literal l && l.text().indexOf(':') < 0;
    }

    private Pair<T> get(Pair<T> layout, List<Expression> args) {
      Pair<T> mode = layout;
      for (int i = 1; i < args.size(); i++) {
        Expression arg = args.get(i);
        int index = index(arg);
        int rank = Pairs.rank(dom, mode);
        if (index >= rank) {
          throw new Refused(arg.position(), "get: mode " + index + " of " + Pairs.print(dom, mode)
              + " does not exist (its rank is " + rank + ")", null, null);
        }
        mode = Pairs.mode(dom, mode, index);
      }
      return mode;
    }

    private List<Integer> indices(List<Expression> args) {
      List<Integer> out = new ArrayList<>(args.size());
      for (Expression arg : args) {
        out.add(index(arg));
      }
      return out;
    }

    /** group's end: a mode index, or -1 for the rank (as C++). */
    private int end(Expression e) {
      if (e instanceof Literal l && l.text().strip().matches("_?-1")) {
        return -1;
      }
      return index(e);
    }

    /** append's and prepend's second argument, CuTe's default {@code _1:_0} when there is none. */
    private Pair<T> extraMode(List<Expression> args, String where) {
      if (args.size() > 1) {
        return layout(args.get(1), where);
      }
      return new Pair<>(dom.ofLeaf(dom.constant(1)), dom.ofLeaf(dom.constant(0)));
    }

    private Notation.Term coordinate(Expression e) {
      if (!(e instanceof Literal l)) {
        throw new Refused(e.position(), "local_tile's coordinate is a tuple of integers and _, "
            + "such as (0,0,_)", null, null);
      }
      return LocalTile.coordinate(l);
    }

    private List<Boolean> projection(Expression e) {
      if (!(e instanceof Literal l)) {
        throw new Refused(e.position(), "local_tile's fourth argument is a projection such as "
            + "Step<_1,X,_1>", null, null);
      }
      return guarded(l.position(), () -> LocalTile.projection(l.text()));
    }

    /** An operand that must be a plain layout: only a first operand keeps a swizzle. */
    private Pair<T> layout(Expression e, String where) {
      Result<T> r = value(e);
      if (r.swizzle() != null) {
        throw new Refused(e.position(), SwizzledOperand.notFirst(where), null, null);
      }
      return r.layout();
    }

    private Tiling<T, L> tiler(Expression e) {
      if (e instanceof Literal l) {
        return guarded(l.position(), () -> context.tiler(l));
      }
      return new Tiling.Of<>(layout(e, "a tiler"));
    }

    private T shape(Expression e) {
      if (e instanceof Literal l) {
        return guarded(l.position(), () -> context.shape(l));
      }
      throw new Refused(e.position(), "expected a shape or an integer here, such as (128,64)",
          null, null);
    }

    private int index(Expression e) {
      T t = shape(e);
      if (!dom.isLeaf(t) || !dom.isNegative(dom.leaf(t)).fails()) {
        throw new Refused(e.position(), "a mode index is a number from 0, such as 1", null, null);
      }
      long index = dom.valueOf(dom.leaf(t));
      return (int) Math.min(index, Integer.MAX_VALUE);
    }

    private Result<T> plain(Pair<T> layout) {
      return new Result<>(layout, null);
    }

    private <R> R guarded(int position, java.util.function.Supplier<R> step) {
      try {
        return step.get();
      } catch (Refused | NotationError e) {
        throw e;
      } catch (AlgebraException e) {
        throw new Refused(position, e.getMessage(), e.wouldProve(), e);
      } catch (IllegalArgumentException e) {
        throw new Refused(position, e.getMessage(), null, e);
      }
    }
  }
}
