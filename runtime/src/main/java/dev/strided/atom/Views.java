package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.tensor.DoubleTensor;
import dev.strided.tensor.ElementKind;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IdentityTensor;
import dev.strided.tensor.IntTensor;
import dev.strided.tensor.LongTensor;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The operations CuTe's {@code thrfrg}, {@code tidfrg} and {@code retile} apply, on a layout or on
 * any tensor type (where each is the tensor's own view: same storage, layout transformed), and the
 * allocation a fragment makes (a new tensor of the same type; for a layout, the layout). One
 * implementation of the partitions then serves them all, as CuTe's templates do. A
 * {@link SwizzledLayout} is CuTe's composed layout: each operation acts on its inner layout, a
 * slice's offset going inside the swizzle, and its fragment is a plain layout.
 *
 * <pre>{@code Views.of(Layout.parse("(8,8)"), "a").zippedDivide(layout, Tiler.parse("(2,2)"));}</pre>
 *
 * @param <T> a {@link Layout} or a tensor type
 */
record Views<T>(BiFunction<T, Tiler, T> compose, BiFunction<T, Tiler, T> logicalDivide,
    BiFunction<T, Tiler, T> zippedDivide, BiFunction<T, IntTuple, T> slice,
    Function<T, IntTuple> shape, Function<T, SwizzledLayout> swizzled,
    Function<Layout, T> allocate, BiFunction<T, ElementKind, T> holding,
    Function<T, Optional<ElementKind>> valueType) {

  private static final Views<Layout> LAYOUT = new Views<>(Layout::compose, Layout::logicalDivide,
      Layout::zippedDivide, Layout::slice, Layout::shape, l -> new Swizzle(0, 0, 0).compose(l),
      l -> l, (l, v) -> l, l -> Optional.empty());
  private static final Views<SwizzledLayout> SWIZZLED = new Views<>(SwizzledLayout::compose,
      (s, t) -> inner(s, s.layout().logicalDivide(t)), (s, t) -> inner(s, s.layout().zippedDivide(t)),
      Views::slice, SwizzledLayout::shape, s -> s, l -> new Swizzle(0, 0, 0).compose(l),
      (s, v) -> s, s -> Optional.empty());
  private static final Views<FloatTensor> FLOAT = new Views<>(FloatTensor::compose,
      FloatTensor::logicalDivide, FloatTensor::zippedDivide, FloatTensor::slice, FloatTensor::shape,
      FloatTensor::swizzledLayout, FloatTensor::allocate,
      FloatTensor::holding, FloatTensor::valueType);
  private static final Views<DoubleTensor> DOUBLE = new Views<>(DoubleTensor::compose,
      DoubleTensor::logicalDivide, DoubleTensor::zippedDivide, DoubleTensor::slice,
      DoubleTensor::shape, DoubleTensor::swizzledLayout, DoubleTensor::allocate,
      DoubleTensor::holding, DoubleTensor::valueType);
  private static final Views<IntTensor> INT = new Views<>(IntTensor::compose,
      IntTensor::logicalDivide, IntTensor::zippedDivide, IntTensor::slice, IntTensor::shape,
      IntTensor::swizzledLayout, IntTensor::allocate,
      IntTensor::holding, IntTensor::valueType);
  private static final Views<LongTensor> LONG = new Views<>(LongTensor::compose,
      LongTensor::logicalDivide, LongTensor::zippedDivide, LongTensor::slice, LongTensor::shape,
      LongTensor::swizzledLayout, LongTensor::allocate,
      LongTensor::holding, LongTensor::valueType);
  private static final Views<IdentityTensor> IDENTITY = new Views<>(IdentityTensor::compose,
      IdentityTensor::logicalDivide, IdentityTensor::zippedDivide, IdentityTensor::slice,
      IdentityTensor::shape, null, null, null, x -> Optional.empty());

  /**
   * The operations of {@code x}'s type.
   *
   * @param what how the calling method names {@code x}, for the message
   * @throws IllegalArgumentException if {@code x} is null or neither a layout nor a tensor
   */
  @SuppressWarnings("unchecked")
  static <T> Views<T> of(T x, String what) {
    Object ops = x instanceof Layout ? LAYOUT
        : x instanceof SwizzledLayout ? SWIZZLED
        : x instanceof FloatTensor ? FLOAT
        : x instanceof DoubleTensor ? DOUBLE
        : x instanceof IntTensor ? INT
        : x instanceof LongTensor ? LONG
        : x instanceof IdentityTensor ? IDENTITY : null;
    if (ops == null) {
      throw new IllegalArgumentException(what + " must be a Layout, SwizzledLayout, FloatTensor, "
          + "DoubleTensor, "
          + "IntTensor, LongTensor or IdentityTensor; got "
          + (x == null ? "null" : "a " + x.getClass().getName()));
    }
    return (Views<T>) ops;
  }

  T compose(T x, Tiler t) {
    return compose.apply(x, t);
  }

  T logicalDivide(T x, Tiler t) {
    return logicalDivide.apply(x, t);
  }

  T zippedDivide(T x, Tiler t) {
    return zippedDivide.apply(x, t);
  }

  T slice(T x, IntTuple coord) {
    return slice.apply(x, coord);
  }

  IntTuple shape(T x) {
    return shape.apply(x);
  }

  /**
   * {@code x}'s layout with its swizzle (the identity swizzle where it has none).
   *
   * @throws IllegalArgumentException for an identity tensor, which holds coordinates, not values
   */
  SwizzledLayout swizzledLayout(T x, String what) {
    checkHoldsValues(what);
    return swizzled.apply(x);
  }

  /**
   * A new zeroed tensor of {@code x}'s type on {@code layout}; for a layout, that layout; for a
   * swizzled layout, that layout without a swizzle.
   *
   * @param what how the calling method names {@code x}, for the message
   * @throws IllegalArgumentException for an identity tensor, which holds coordinates, not values
   */
  T allocate(Layout layout, String what) {
    checkHoldsValues(what);
    return allocate.apply(layout);
  }

  /** {@code x} standing for values of {@code type}; a layout is returned as it is. */
  T holding(T x, ElementKind type) {
    return holding.apply(x, type);
  }

  /** The value type a tensor's elements stand for, where something said it. */
  Optional<ElementKind> valueType(T x) {
    return valueType.apply(x);
  }

  private void checkHoldsValues(String what) {
    if (allocate == null) {
      throw new IllegalArgumentException(what + " is an IdentityTensor: it holds coordinates, not "
          + "values, so it has no register fragment; pass a FloatTensor, DoubleTensor, IntTensor, "
          + "LongTensor or the Layout, or take its partition");
    }
  }

  private static SwizzledLayout inner(SwizzledLayout s, Layout next) {
    return new SwizzledLayout(s.swizzle(), s.offset(), next);
  }

  /** A slice inside the swizzle: its offset added to the swizzled layout's (dynamic if nonzero). */
  private static SwizzledLayout slice(SwizzledLayout s, IntTuple coord) {
    var sliced = s.layout().sliceAndOffset(coord);
    long sum = (long) s.offset().value() + sliced.offset();
    if (sum != (int) sum) {
      throw new IllegalArgumentException("the offset " + s.offset() + " + " + sliced.offset()
          + " of a slice of " + s + " at " + coord + " does not fit in an int");
    }
    IntTuple.Int offset = sliced.offset() == 0 ? s.offset() : IntTuple.of((int) sum);
    return new SwizzledLayout(s.swizzle(), offset, sliced.layout());
  }
}
