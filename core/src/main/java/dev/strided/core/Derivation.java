package dev.strided.core;

import dev.strided.core.Expression.Call;
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
        Pair<T> inner = layout(sw.layout());
        return new Result<>(inner, sw);
      }
      if (e instanceof Reference r) {
        return plain(guarded(r.position(), () -> context.layout(r)));
      }
      if (e instanceof Literal l) {
        return plain(guarded(l.position(), () -> context.layout(l)));
      }
      Call call = (Call) e;
      if (call.operation() == Operation.TILE_TO_SHAPE) {
        Result<T> block = value(call.arguments().get(0));
        T target = shape(call.arguments().get(1));
        return new Result<>(guarded(call.position(),
            () -> TileToShape.of(dom, block.layout(), target)), block.swizzle());
      }
      return plain(guarded(call.position(), () -> apply(call)));
    }

    private Pair<T> apply(Call call) {
      List<Expression> args = call.arguments();
      Pair<T> a = layout(args.get(0));
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
        case BLOCKED_PRODUCT -> Product.blocked(dom, a, layout(args.get(1)));
        case RAKED_PRODUCT -> Product.raked(dom, a, layout(args.get(1)));
        case MAKE_LAYOUT -> makeLayout(a, args);
        case GET -> get(a, args);
        case TILE_TO_SHAPE -> throw new IllegalStateException("handled by value()");
      };
    }

    private Pair<T> makeLayout(Pair<T> first, List<Expression> args) {
      List<Pair<T>> modes = new ArrayList<>(args.size());
      modes.add(first);
      for (int i = 1; i < args.size(); i++) {
        modes.add(layout(args.get(i)));
      }
      return Pairs.concat(dom, modes);
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

    /** An operand that must be a plain layout (a swizzle is only kept through tile_to_shape). */
    private Pair<T> layout(Expression e) {
      Result<T> r = value(e);
      if (r.swizzle() != null) {
        throw new Refused(e.position(), "a swizzled layout can only be tiled (tile_to_shape) or be "
            + "the whole expression; here it is an operand of another operation", null, null);
      }
      return r.layout();
    }

    private Tiling<T, L> tiler(Expression e) {
      if (e instanceof Literal l) {
        return guarded(l.position(), () -> context.tiler(l));
      }
      return new Tiling.Of<>(layout(e));
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
