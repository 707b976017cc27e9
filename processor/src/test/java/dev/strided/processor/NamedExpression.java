package dev.strided.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An {@code of} expression over written layouts with names, printable two ways: as the annotation
 * writes it (references by name, numbers static as every number of an annotation is) and as the
 * runtime's {@code Layout.derive} reads the same derivation with the names bound (each reference
 * replaced by its bound literal, numbers {@code _k}).
 *
 * <pre>{@code
 * // zipped_divide(A, (2,4)) with A = (M,N), M = 4, N = 8
 * expression.annotation();          // "zipped_divide(A, (2,4))"
 * expression.runtime(binding);      // "zipped_divide((4,8):(_1,4), (_2,_4))"
 * }</pre>
 */
sealed interface NamedExpression {
  /** CuTe's functions the generator uses, by the kind of derivation they are. */
  enum Function {
    LOGICAL_DIVIDE("logical_divide", Kind.DIVIDE), ZIPPED_DIVIDE("zipped_divide", Kind.DIVIDE),
    TILED_DIVIDE("tiled_divide", Kind.DIVIDE), FLAT_DIVIDE("flat_divide", Kind.DIVIDE),
    LOGICAL_PRODUCT("logical_product", Kind.PRODUCT),
    ZIPPED_PRODUCT("zipped_product", Kind.PRODUCT), TILED_PRODUCT("tiled_product", Kind.PRODUCT),
    FLAT_PRODUCT("flat_product", Kind.PRODUCT), BLOCKED_PRODUCT("blocked_product", Kind.PRODUCT),
    RAKED_PRODUCT("raked_product", Kind.PRODUCT), COMPOSITION("composition", Kind.COMPOSITION),
    COALESCE("coalesce", Kind.COALESCE), GET("get", Kind.GET),
    MAKE_LAYOUT("make_layout", Kind.MAKE_LAYOUT),
    TILE_TO_SHAPE("tile_to_shape", Kind.TILE_TO_SHAPE);

    final String cute;
    final Kind kind;

    Function(String cute, Kind kind) {
      this.cute = cute;
      this.kind = kind;
    }
  }

  /** What a derivation does at its outermost call, for the tallies. */
  enum Kind { REFERENCE, DIVIDE, PRODUCT, COMPOSITION, COALESCE, GET, MAKE_LAYOUT, TILE_TO_SHAPE }

  /** A written layout by its generated name. */
  record Reference(WrittenLayout layout) implements NamedExpression {}

  /** A static tiler, shape or layout ({@code (2,_)}, {@code 8:2}), or a mode index of get. */
  record Literal(String text, boolean modeIndex) implements NamedExpression {}

  /** A call of one of CuTe's functions. */
  record Call(Function function, List<NamedExpression> arguments) implements NamedExpression {
    public Call {
      arguments = List.copyOf(arguments);
    }
  }

  /** The kind of the outermost call. */
  default Kind kind() {
    return this instanceof Call call ? call.function().kind : Kind.REFERENCE;
  }

  /** The expression as {@code @Layout(of = ...)} writes it. */
  default String annotation() {
    return print(this, null);
  }

  /** The same derivation with the references bound, as {@code Layout.derive} reads it. */
  default String runtime(Map<String, Long> binding) {
    return print(this, binding);
  }

  /** The written layouts it refers to, in order of first appearance. */
  default List<WrittenLayout> references() {
    List<WrittenLayout> out = new ArrayList<>();
    collect(this, out);
    return out;
  }

  /** {@code of(...)}'s names: the references' names in order of first appearance. */
  default List<String> parameters() {
    List<String> out = new ArrayList<>();
    for (WrittenLayout w : references()) {
      for (String n : w.names()) {
        if (!out.contains(n)) {
          out.add(n);
        }
      }
    }
    return out;
  }

  private static void collect(NamedExpression e, List<WrittenLayout> out) {
    if (e instanceof Reference r && !out.contains(r.layout())) {
      out.add(r.layout());
    } else if (e instanceof Call call) {
      call.arguments().forEach(a -> collect(a, out));
    }
  }

  private static String print(NamedExpression e, Map<String, Long> binding) {
    if (e instanceof Reference r) {
      return binding == null ? r.layout().name() : r.layout().literal(binding);
    }
    if (e instanceof Literal l) {
      return binding == null || l.modeIndex() ? l.text() : l.text().replaceAll("(\\d+)", "_$1");
    }
    Call call = (Call) e;
    List<String> arguments = new ArrayList<>();
    call.arguments().forEach(a -> arguments.add(print(a, binding)));
    return call.function().cute + "(" + String.join(", ", arguments) + ")";
  }
}
