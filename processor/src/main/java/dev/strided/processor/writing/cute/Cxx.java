package dev.strided.processor.writing.cute;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A C++ expression of a CuTe header, built as a tree and printed once: a type with its template
 * arguments, a value of a type ({@code T{}}), or a call. CuTe's values here are all static, so each
 * is a type and its value.
 *
 * <pre>{@code
 * Cxx.call("cute::make_tiled_mma", Cxx.value(Cxx.atom("SM80_16x8x8_F32TF32TF32F32_TN", false)),
 *     Cxx.value(Cxx.layout(Layout.parse("(_2,_2,_1)")))).text();
 * // cute::make_tiled_mma(cute::SM80_16x8x8_F32TF32TF32F32_TN{}, cute::Layout<cute::Shape<...
 * }</pre>
 */
sealed interface Cxx {
  /** The C++ text. */
  String text();

  /**
   * A type: {@code name} or {@code name<arguments>}.
   *
   * @param name the qualified name
   * @param arguments the template arguments
   * @param template whether it is a template even without arguments ({@code name<>})
   */
  record Type(String name, List<Cxx> arguments, boolean template) implements Cxx {
    /** Copies the arguments. */
    public Type {
      arguments = List.copyOf(arguments);
    }

    @Override
    public String text() {
      return template || !arguments.isEmpty() ? name + "<" + joined(arguments) + ">" : name;
    }
  }

  /**
   * A value of a type, {@code type{}}.
   *
   * @param type the type
   */
  record Value(Type type) implements Cxx {
    @Override
    public String text() {
      return type.text() + "{}";
    }
  }

  /**
   * A call, {@code function(arguments)}.
   *
   * @param function the qualified function
   * @param arguments the arguments
   */
  record Call(String function, List<Cxx> arguments) implements Cxx {
    /** Copies the arguments. */
    public Call {
      arguments = List.copyOf(arguments);
    }

    @Override
    public String text() {
      return function + "(" + joined(arguments) + ")";
    }
  }

  /**
   * A literal, such as a template's integer argument.
   *
   * @param text the literal
   */
  record Literal(String text) implements Cxx {}

  /** C++'s own types, which take no {@code cute::}. */
  Set<String> BUILTIN = Set.of("float", "double", "int", "char", "bool", "long", "short");

  private static String joined(List<Cxx> parts) {
    List<String> texts = new ArrayList<>();
    parts.forEach(p -> texts.add(p.text()));
    return String.join(", ", texts);
  }

  static Type type(String name, Cxx... arguments) {
    return new Type(name, List.of(arguments), false);
  }

  static Value value(Type type) {
    return new Value(type);
  }

  static Call call(String function, Cxx... arguments) {
    return new Call(function, List.of(arguments));
  }

  /** A static integer, {@code cute::Int<n>}. */
  static Type integer(long n) {
    return new Type("cute::Int", List.of(new Literal(Long.toString(n))), true);
  }

  /**
   * An atom by CuTe's name as the catalogue spells it ({@code SM80_CP_ASYNC_CACHEALWAYS<uint128_t>},
   * {@code SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>},
   * {@code UniversalCopy<uint_byte_t<16>>}), each name in namespace {@code cute} but C++'s own
   * types and integer arguments.
   *
   * @param name the name
   * @param template whether it is a template even without arguments (SM90's GMMAs)
   */
  static Type atom(String name, boolean template) {
    int open = name.indexOf('<');
    if (open < 0) {
      return new Type(qualified(name), List.of(), template);
    }
    List<Cxx> arguments = new ArrayList<>();
    int depth = 0;
    int start = open + 1;
    for (int i = start; i < name.length() - 1; i++) {
      char c = name.charAt(i);
      depth += c == '<' ? 1 : c == '>' ? -1 : 0;
      if (c == ',' && depth == 0) {
        arguments.add(atom(name.substring(start, i).strip(), false));
        start = i + 1;
      }
    }
    arguments.add(atom(name.substring(start, name.length() - 1).strip(), false));
    return new Type(qualified(name.substring(0, open).strip()), arguments, true);
  }

  private static String qualified(String name) {
    return BUILTIN.contains(name) || name.startsWith("cute::") || name.chars().allMatch(
        Character::isDigit) ? name : "cute::" + name;
  }

  /** A static layout's type, {@code cute::Layout<cute::Shape<...>, cute::Stride<...>>}. */
  static Type layout(Layout layout) {
    return type("cute::Layout", tuple("cute::Shape", layout.shape()),
        tuple("cute::Stride", layout.stride()));
  }

  private static Type tuple(String name, IntTuple t) {
    if (t instanceof IntTuple.Int leaf) {
      return integer(leaf.value());
    }
    List<Cxx> elements = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) t).elements()) {
      elements.add(tuple(name, e));
    }
    return new Type(name, elements, true);
  }

  /**
   * A static tiler's type: {@code cute::Tile<...>} by mode, an extent {@code cute::Int<n>}, a
   * layout, or {@code cute::Underscore}.
   */
  static Type tiler(Tiler t) {
    if (t instanceof Layout layout) {
      return layout(layout);
    }
    if (t instanceof Tiler.Extent extent) {
      return integer(extent.extent().value());
    }
    if (t instanceof Tiler.ByMode byMode) {
      List<Cxx> modes = new ArrayList<>();
      byMode.modes().forEach(m -> modes.add(tiler(m)));
      return new Type("cute::Tile", modes, true);
    }
    return type("cute::Underscore");
  }
}
