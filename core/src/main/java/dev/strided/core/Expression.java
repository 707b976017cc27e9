package dev.strided.core;

import java.util.List;

/**
 * The syntax tree of a derived layout's expression, {@code @Layout(of = ...)}, with the offset of every
 * node in the text for error carets.
 *
 * <pre>
 * expression := swizzle 'o' ['_0' 'o'] expression
 *             | 'composition' '(' swizzle ',' expression ')'
 *             | operation ['<' int (',' int)* '>'] '(' expression (',' expression)* ')'
 *             | reference                      (a layout's generated name, optionally qualified)
 *             | literal                        (tuple [':' tuple] in CuTe's notation, or an integer)
 *             | 'Step' '<' ... '>' ['{}']      (local_tile's projection,
 *                                              tile_to_shape's order)
 *             | gmma-atom                      (Sw<B,M,3> o its layout, on element offsets)
 *             | frame ['<' type [',' int] '>'] '(' literal (',' literal)* ')'
 *                                              (an Ascend C frame format: NZ<half_t>(M,64))
 * swizzle    := ('Sw' | 'Swizzle') '<' int ',' int ',' int '>' ['{}']
 * gmma-atom  := ['cute::'] 'GMMA::Layout_' ('K' | 'MN') '_' ('INTER' | 'SW32' | 'SW64' | 'SW128')
 *               '_Atom' '<' type '>' ['{}']
 * </pre>
 *
 * <p>Template arguments are passed after the first argument: {@code select<0,2>(L)} is
 * {@code select(L, 0, 2)}.
 *
 * <pre>{@code
 * Expression e = Expression.parse("zipped_divide(GmemC, (128,64))");
 * // Call[ZIPPED_DIVIDE, [Reference GmemC, Literal "(128,64)"]]
 * }</pre>
 */
public sealed interface Expression
    permits Expression.Call, Expression.Swizzled, Expression.Reference, Expression.Literal,
    Expression.Frame {
  /** Offset of the node's first character in the parsed text. */
  int position();

  /** {@code operation(arguments...)}. */
  record Call(Operation operation, List<Expression> arguments, int position) implements Expression {
    /** Copies the arguments. */
    public Call {
      arguments = List.copyOf(arguments);
    }
  }

  /**
   * {@code Sw<bits,base,shift> o layout}, the swizzle on element offsets; {@code atom} is the GMMA
   * layout atom it was named by ({@code GMMA::Layout_K_SW128_Atom<bfloat16_t>}, whose CuTe type
   * swizzles the byte addresses of its elements), null when the swizzle is written.
   */
  record Swizzled(int bits, int base, int shift, Expression layout, int position,
      GmmaLayoutAtom atom) implements Expression {
    /** A written swizzle. */
    public Swizzled(int bits, int base, int shift, Expression layout, int position) {
      this(bits, base, shift, layout, position, null);
    }
  }

  /** Another layout, by its generated name ({@code GmemC} or {@code com.acme.GmemC}). */
  record Reference(String name, int position) implements Expression {}

  /**
   * An inline layout {@code shape:stride}, a tiler {@code (128,_)} or {@code (4:1,_)}, or an integer,
   * in CuTe notation; {@code text} starts at {@code position} of the expression and is parsed as what
   * its argument must be when the expression is evaluated.
   */
  record Literal(String text, int position) implements Expression {}

  /**
   * An Ascend C frame format by Te's or CATLASS's name, {@code NZ<half_t>(M,64)}: its extents are
   * literals (numbers or names).
   */
  record Frame(FrameFormat format, List<Literal> extents, int position) implements Expression {
    /** Copies the extents. */
    public Frame {
      extents = List.copyOf(extents);
    }
  }

  /**
   * Parses an expression.
   *
   * @param text the expression, not null
   * @return its syntax tree
   * @throws NotationError (an {@link IllegalArgumentException}) with a caret if it does not parse
   */
  public static Expression parse(String text) {
    return new ExpressionParser(text).parseWhole();
  }
}
