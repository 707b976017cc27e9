package dev.strided.cli;

import dev.strided.Layout;
import dev.strided.NotationException;
import dev.strided.SwizzledLayout;
import dev.strided.cli.TensorExpression.Base;
import dev.strided.cli.TensorExpression.Piece;
import dev.strided.cli.TensorExpression.TensorView;
import dev.strided.cli.TensorExpression.View;
import dev.strided.tensor.IntTensor;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * {@code strided show --tensor TENSOR}: the tensor of a {@link TensorExpression} over iota data
 * (each element of the fresh array holds its own index), printed as CuTe's {@code print_tensor}
 * ({@link IntTensor#printTensor()}): a tile or a thread's partition shows which elements it holds.
 *
 * <pre>{@code
 * TensorShow.run("local_tile((8,8):(8,1), (4,2), (1,_))", out, err);
 * // (_4,_2,4):(8,1,2):   then rows 32 33 / 40 41 / ..., the four tiles of row 1 one after another
 * }</pre>
 */
final class TensorShow {
  /** The most elements an iota array gets (4 MiB of int). */
  static final int MAX_DATA = 1 << 20;
  /** The most elements printed, as many as a table's cells. */
  static final int MAX_PRINTED = 4096;

  private TensorShow() {}

  /**
   * Runs {@code show --tensor}.
   *
   * @param text the tensor expression, as typed
   * @param out receives the printed tensor
   * @param err receives one line {@code strided: --tensor "...": what is wrong}
   * @return {@link Cli#OK} or {@link Cli#BAD_INPUT}
   */
  static int run(String text, PrintStream out, PrintStream err) {
    String printed;
    try {
      IntTensor tensor = evaluate(TensorExpression.parse(text));
      if (tensor.size() > MAX_PRINTED) {
        throw new IllegalArgumentException("the tensor " + tensor + " has " + tensor.size()
            + " elements; --tensor prints at most " + MAX_PRINTED + " (take a tile of it with"
            + " local_tile)");
      }
      printed = tensor.printTensor();
    } catch (IllegalArgumentException e) {
      err.println(TerminalText.escape("strided: --tensor \"" + text + "\": "
          + InputLine.firstLine(e.getMessage())));
      return Cli.BAD_INPUT;
    }
    out.print(TerminalText.escape(printed));
    return Cli.OK;
  }

  private static IntTensor evaluate(TensorExpression expression) {
    if (expression instanceof View v) {
      return v.view().apply(evaluate(v.of()), v.arguments());
    }
    return iota(((Base) expression).layout());
  }

  /** The tensor over a fresh array whose element k is k, from index 0 on. */
  private static IntTensor iota(Piece piece) {
    ShownLayout shown;
    try {
      shown = ShownLayout.of(piece.text());
    } catch (NotationException e) {
      boolean call = e.position() == 0 && Character.isLetter(piece.text().charAt(0));
      throw new IllegalArgumentException("the layout \"" + piece.text() + "\" at offset "
          + (piece.offset() + e.position()) + ": " + e.problem() + (call ? "; nor is it a view"
          + " of a tensor (" + Arrays.stream(TensorView.values()).map(v -> v.cuteName)
          .collect(Collectors.joining(", ")) + ")" : ""));
    }
    if (shown instanceof ShownLayout.Plain p) {
      Layout layout = p.layout();
      fits(layout.toString(), layout.cosize());
      IntTensor tensor = IntTensor.allocate(layout);
      Arrays.setAll(tensor.data(), k -> k);
      return tensor;
    }
    SwizzledLayout swizzled = ((ShownLayout.Swizzled) shown).layout();
    fits(swizzled.toString(), swizzled.size());
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int i = 0; i < swizzled.size(); i++) {
      min = Math.min(min, swizzled.index(i));
      max = Math.max(max, swizzled.index(i));
    }
    int offset = Math.max(0, -min);
    return IntTensor.of(indices(swizzled.toString(), (long) max + offset + 1), offset, swizzled);
  }

  private static int[] indices(String layout, long length) {
    fits(layout, length);
    int[] data = new int[(int) length];
    Arrays.setAll(data, k -> k);
    return data;
  }

  private static void fits(String layout, long elements) {
    if (elements > MAX_DATA) {
      throw new IllegalArgumentException("the layout " + layout + " needs " + elements
          + " elements of data; --tensor allocates at most " + MAX_DATA + " (show a smaller"
          + " tensor)");
    }
  }
}
