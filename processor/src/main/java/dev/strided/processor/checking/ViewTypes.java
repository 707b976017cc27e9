package dev.strided.processor.checking;

import dev.strided.core.NotationError;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.TensorElement;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code tensors} rule: each entry is one of the four element types, named once; views index
 * Java arrays, so the layout's index type is {@code INT}; and no view's class name is the generated
 * class's own (a nested class cannot share its enclosing class's name).
 *
 * <pre>{@code
 * ViewTypes.check(request);   // [FLOAT, INT] for tensors = {float.class, int.class}
 * // tensors = {float.class, String.class}: LayoutRejected with
 * //   [strided:tensors] tensors names java.lang.String, which has no typed view; ...
 * //     tensors = {float.class, java.lang.String.class}
 * //                             ^
 * }</pre>
 */
public final class ViewTypes {
  private ViewTypes() {}

  /**
   * The element types of the views to generate.
   *
   * @param request the annotation
   * @return the element types in source order, none without {@code tensors}
   * @throws LayoutRejected with the one error of the first entry at fault
   */
  public static List<TensorElement> check(LayoutRequest request) throws LayoutRejected {
    List<TensorElement> out = new ArrayList<>();
    List<String> types = request.tensors();
    for (int k = 0; k < types.size(); k++) {
      String type = types.get(k);
      int entry = k;
      TensorElement element = TensorElement.named(type).orElseThrow(() -> rejected(
          "tensors names " + type + ", which has no typed view; the element types are "
              + "float.class, double.class, int.class and long.class.\n" + caret(types, entry)));
      if (out.contains(element)) {
        throw rejected("tensors names " + type + ".class twice; each element type has one view.\n"
            + caret(types, entry));
      }
      out.add(element);
    }
    if (!out.isEmpty() && request.longIndex()) {
      throw rejected("tensors needs indexType = INT: a view indexes a Java array, whose indices "
          + "are int, and this layout has indexType = LONG.");
    }
    for (TensorElement element : out) {
      if (element.viewName().equals(request.name())) {
        throw new LayoutRejected(new Diagnostic(Tag.NAME, "the generated name " + request.name()
            + " is the name of the view that tensors = " + element.javaName() + ".class nests in "
            + "it; choose another name.", "name"));
      }
    }
    return out;
  }

  /** The attribute as the processor reads it, a caret under entry {@code k}. */
  private static String caret(List<String> types, int k) {
    StringBuilder text = new StringBuilder("tensors = {");
    int at = 0;
    for (int i = 0; i < types.size(); i++) {
      text.append(i == 0 ? "" : ", ");
      at = i == k ? text.length() : at;
      text.append(types.get(i)).append(".class");
    }
    return NotationError.caret(text.append('}').toString(), at);
  }

  private static LayoutRejected rejected(String message) {
    return new LayoutRejected(new Diagnostic(Tag.TENSORS, message, "tensors"));
  }
}
