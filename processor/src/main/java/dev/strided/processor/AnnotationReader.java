package dev.strided.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * Reads the {@code @Layout} annotations of a type (direct or inside {@code @Layout.List}) into
 * {@link LayoutRequest}s, keeping the attribute values for anchoring errors.
 *
 * <pre>{@code
 * Optional<List<LayoutRequest>> requests = new AnnotationReader(elements).read(type);
 * // empty: some attribute is not resolved yet (e.g. a constant of a type generated later): defer
 * }</pre>
 */
final class AnnotationReader {
  static final String LAYOUT = "dev.strided.annotations.Layout";
  static final String LAYOUT_LIST = "dev.strided.annotations.Layout.List";

  private final Elements elements;

  AnnotationReader(Elements elements) {
    this.elements = elements;
  }

  /**
   * The annotations of {@code type}, in source order.
   *
   * @param type the annotated type
   * @return the requests, or empty when an attribute value is not resolved yet
   */
  Optional<List<LayoutRequest>> read(TypeElement type) {
    List<AnnotationMirror> found = new ArrayList<>();
    for (AnnotationMirror m : type.getAnnotationMirrors()) {
      String name = qualifiedName(m);
      if (name.equals(LAYOUT)) {
        found.add(m);
      } else if (name.equals(LAYOUT_LIST)) {
        Object value = valuesWithDefaults(m).get("value");
        if (!(value instanceof List<?> list)) {
          return Optional.empty();
        }
        for (Object element : list) {
          if (!(element instanceof AnnotationValue av && av.getValue() instanceof AnnotationMirror)) {
            return Optional.empty();
          }
          found.add((AnnotationMirror) ((AnnotationValue) element).getValue());
        }
      }
    }
    List<LayoutRequest> requests = new ArrayList<>();
    for (AnnotationMirror m : found) {
      Optional<LayoutRequest> r = request(type, m, found.size() > 1, requests.size());
      if (r.isEmpty()) {
        return Optional.empty();
      }
      requests.add(r.get());
    }
    return Optional.of(requests);
  }

  private Optional<LayoutRequest> request(
      TypeElement type, AnnotationMirror m, boolean repeated, int ordinal) {
    Map<String, Object> v = valuesWithDefaults(m);
    Map<String, AnnotationValue> explicit = new HashMap<>();
    m.getElementValues().forEach((k, value) -> explicit.put(k.getSimpleName().toString(), value));
    if (!(v.get("shape") instanceof String shape) || !(v.get("stride") instanceof String stride)
        || !(v.get("name") instanceof String name)
        || !(v.get("injective") instanceof Boolean injective)
        || !(v.get("compact") instanceof Boolean compact)
        || !(v.get("order") instanceof VariableElement order)
        || !(v.get("indexType") instanceof VariableElement indexType)) {
      return Optional.empty();
    }
    return Optional.of(new LayoutRequest(type, m, shape, stride,
        order.getSimpleName().contentEquals("ROW_MAJOR"), name,
        indexType.getSimpleName().contentEquals("LONG"), injective, compact, repeated, ordinal,
        explicit));
  }

  private Map<String, Object> valuesWithDefaults(AnnotationMirror m) {
    Map<String, Object> values = new HashMap<>();
    Map<? extends ExecutableElement, ? extends AnnotationValue> all =
        elements.getElementValuesWithDefaults(m);
    all.forEach((k, value) -> values.put(k.getSimpleName().toString(), value.getValue()));
    return values;
  }

  private static String qualifiedName(AnnotationMirror m) {
    return ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().toString();
  }
}
