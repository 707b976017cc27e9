package dev.strided.processor.writing.picture;

import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.RuntimeLayouts;
import dev.strided.render.IndexGrid;
import dev.strided.render.LayoutSvg;
import java.util.Optional;

/**
 * The SVG picture that {@code -Astrided.svg=true} writes next to a generated class: one cell per
 * coordinate, drawn by the runtime's {@link LayoutSvg}. Only static layouts of rank 1 or 2 that the
 * runtime can hold and of at most {@link IndexGrid#MAX_CELLS} coordinates have one.
 *
 * <pre>{@code
 * LayoutPicture.svg(model);   // Optional["<svg ...>"] for (4,8):(8,1); empty for (M,N)
 * }</pre>
 */
public final class LayoutPicture {
  private LayoutPicture() {}

  /**
   * The picture of a generated layout, when it has one.
   *
   * @param model the model of the generated class
   * @return the SVG document, or empty
   */
  public static Optional<String> svg(LayoutModel model) {
    LayoutModel.Statics s = model.statics();
    if (s == null || !s.runtimeCompatible() || model.rank() > 2 || s.size() > IndexGrid.MAX_CELLS
        || model.swizzle() != null) {
      return Optional.empty();
    }
    return Optional.of(LayoutSvg.svg(RuntimeLayouts.of(model.shape(), model.stride())));
  }
}
