package dev.strided.cli;

import dev.strided.Layout;
import dev.strided.NotationException;
import dev.strided.Tiler;
import dev.strided.tensor.IntTensor;
import java.util.List;
import java.util.function.Function;

/**
 * The text of {@code strided show --tensor}: a layout, or a view of a tensor under CuTe's name with
 * the tensor as its first argument, nested as deep as wanted.
 *
 * <pre>
 * tensor := view '(' tensor (',' argument)* ')' | layout
 * view   := slice | composition | logical_divide | zipped_divide | tiled_divide | flat_divide
 *         | local_tile | local_partition | partition
 * </pre>
 *
 * <pre>{@code
 * TensorExpression.parse("local_tile((8,8):(8,1), (4,2), (1,_))");
 * // a View of LOCAL_TILE over the Base (8,8):(8,1), with the arguments (4,2) and (1,_)
 * }</pre>
 *
 * <p>A layout is what {@code show} takes (print form, swizzled, or an expression such as
 * {@code tile_to_shape(...)}); the arguments are parsed as the view needs them. Every refusal is one
 * line, naming the piece of text at fault and its offset in the whole text.
 */
sealed interface TensorExpression {
  /** A tensor over a fresh array, element k holding k. */
  record Base(Piece layout) implements TensorExpression {}

  /** A view of another tensor expression. */
  record View(TensorView view, TensorExpression of, List<Piece> arguments)
      implements TensorExpression {
    /** Copies the arguments. */
    public View {
      arguments = List.copyOf(arguments);
    }
  }

  /** A piece of the text and where it starts in the whole. */
  record Piece(String text, int offset) {
    @Override
    public String toString() {
      return text;
    }
  }

  /** The views, their arguments after the tensor and how each applies to a tensor. */
  enum TensorView {
    SLICE("slice", List.of("coordinate with _"), (t, a) -> t.slice(a.text(0))),
    COMPOSITION("composition", List.of("tiler"), (t, a) -> t.compose(a.tiler(0))),
    LOGICAL_DIVIDE("logical_divide", List.of("tiler"), (t, a) -> t.logicalDivide(a.tiler(0))),
    ZIPPED_DIVIDE("zipped_divide", List.of("tiler"), (t, a) -> t.zippedDivide(a.tiler(0))),
    TILED_DIVIDE("tiled_divide", List.of("tiler"), (t, a) -> t.tiledDivide(a.tiler(0))),
    FLAT_DIVIDE("flat_divide", List.of("tiler"), (t, a) -> t.flatDivide(a.tiler(0))),
    LOCAL_TILE("local_tile", List.of("tiler", "coordinate"),
        (t, a) -> t.localTile(a.tiler(0), a.text(1))),
    LOCAL_PARTITION("local_partition", List.of("thread layout", "thread"),
        (t, a) -> t.localPartition(a.layout(0), a.integer(1))),
    PARTITION("partition", List.of("thread-value layout", "thread"),
        (t, a) -> t.partition(a.layout(0), a.integer(1)));

    final String cuteName;
    final List<String> parameters;
    private final Applier apply;

    TensorView(String cuteName, List<String> parameters, Applier apply) {
      this.cuteName = cuteName;
      this.parameters = parameters;
      this.apply = apply;
    }

    /**
     * This view of {@code tensor}.
     *
     * <pre>{@code TensorView.SLICE.apply(t, List.of(new Piece("(_,3)", 9)));   // column 3}</pre>
     */
    IntTensor apply(IntTensor tensor, List<Piece> arguments) {
      return apply.apply(tensor, new Arguments(arguments, this));
    }

    /** {@code local_tile(tensor, tiler, coordinate)}. */
    String signature() {
      return cuteName + "(tensor, " + String.join(", ", parameters) + ")";
    }

    static TensorView named(String name) {
      for (TensorView v : values()) {
        if (v.cuteName.equals(name)) {
          return v;
        }
      }
      return null;
    }
  }

  /** A view's arguments, parsed on demand with their offsets in the whole text. */
  record Arguments(List<Piece> pieces, TensorView view) {
    String text(int k) {
      return pieces.get(k).text();
    }

    Tiler tiler(int k) {
      return parsed(k, Tiler::parse);
    }

    Layout layout(int k) {
      return parsed(k, Layout::parse);
    }

    int integer(int k) {
      try {
        return Integer.parseInt(text(k).strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("the " + view.parameters.get(k) + " \"" + text(k)
            + "\" of " + view.cuteName + " at offset " + pieces.get(k).offset()
            + " is not an integer");
      }
    }

    private <T> T parsed(int k, Function<String, T> parse) {
      try {
        return parse.apply(text(k));
      } catch (NotationException e) {
        throw new IllegalArgumentException("the " + view.parameters.get(k) + " \"" + text(k)
            + "\" of " + view.cuteName + " at offset " + (pieces.get(k).offset() + e.position())
            + ": " + e.problem());
      }
    }
  }

  /** How a view applies to a tensor. */
  @FunctionalInterface
  interface Applier {
    IntTensor apply(IntTensor tensor, Arguments arguments);
  }

  /**
   * Parses the text: the views and their arguments' extents; the layouts and tilers are parsed when
   * the expression is evaluated.
   *
   * <pre>{@code TensorExpression.parse("slice((4,8):(8,1), (_,3))");   // a View of SLICE}</pre>
   *
   * @param text the expression
   * @throws IllegalArgumentException if a bracket is unbalanced, a view has the wrong number of
   *     arguments, or text follows a view's closing parenthesis
   */
  static TensorExpression parse(String text) {
    if (text.isBlank()) {
      throw new IllegalArgumentException("the tensor is empty: give a layout or a view such as"
          + " local_tile((8,8):(8,1), (4,2), (1,_))");
    }
    TensorSyntax.checkBrackets(text);
    return parse(new Piece(text, 0));
  }

  private static TensorExpression parse(Piece piece) {
    String text = piece.text();
    int open = text.indexOf('(');
    String name = open < 0 ? "" : text.substring(0, open).strip();
    TensorView view = TensorView.named(name);
    if (view == null) {
      return new Base(piece);
    }
    int close = TensorSyntax.closing(text, open);
    String after = text.substring(close + 1);
    if (!after.isBlank()) {
      String extra = after.strip();
      throw new IllegalArgumentException("\"" + extra + "\" at offset " + (piece.offset() + close
          + 1 + after.indexOf(extra)) + " follows the end of " + name + "(...)");
    }
    List<Piece> arguments = TensorSyntax.split(text.substring(open + 1, close),
        piece.offset() + open + 1);
    if (arguments.size() != view.parameters.size() + 1) {
      throw new IllegalArgumentException(view.cuteName + " at offset " + piece.offset()
          + " takes " + (view.parameters.size() + 1) + " arguments, " + view.signature()
          + ", but has " + arguments.size());
    }
    return new View(view, parse(arguments.get(0)), arguments.subList(1, arguments.size()));
  }
}
