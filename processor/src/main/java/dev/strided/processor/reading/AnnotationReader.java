package dev.strided.processor.reading;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Reads the {@code @Layout} annotations of a type (direct or inside {@code @Layout.List}) into
 * {@link LayoutRequest}s, keeping the attribute values for anchoring errors.
 *
 * <p>javac hands over a value it could not attribute (a constant of a type not generated yet) as
 * the text {@code <error>}; such a type is read again in the next round.
 *
 * <pre>{@code
 * AnnotationReader.Reading r = new AnnotationReader(elements).read(type);
 * // r.requests() empty: some attribute is not resolved yet (e.g. ALay.SIZE of a class generated
 * // this round): defer; r.javacReportsIt() says whether javac will report it if it never resolves
 * }</pre>
 */
public final class AnnotationReader {
  public static final String LAYOUT = "dev.strided.annotations.Layout";
  public static final String LAYOUT_LIST = "dev.strided.annotations.Layout.List";
  private static final List<String> ATTRIBUTES =
      List.of("shape", "stride", "name", "injective", "compact", "order", "indexType");

  /**
   * The outcome of reading one type.
   *
   * @param requests the annotations, or empty when some attribute is not resolved yet
   * @param unresolved the first unresolved attribute ({@code "value"} for the container), or null
   * @param javacReportsIt true when that value is javac's own error value, which javac reports
   *     ("cannot find symbol") if it never resolves
   */
  public record Reading(
      Optional<List<LayoutRequest>> requests, String unresolved, boolean javacReportsIt) {
    static Reading ready(List<LayoutRequest> requests) {
      return new Reading(Optional.of(List.copyOf(requests)), null, false);
    }

    static Reading deferred(String attribute, AnnotationValue value) {
      return new Reading(Optional.empty(), attribute, value != null && isJavacError(value));
    }
  }

  private final Elements elements;

  public AnnotationReader(Elements elements) {
    this.elements = elements;
  }

  /**
   * The annotations of {@code type}, in source order.
   *
   * @param type the annotated type
   * @return the requests, or which attribute is not resolved yet
   */
  public Reading read(TypeElement type) {
    List<AnnotationMirror> found = new ArrayList<>();
    for (AnnotationMirror m : type.getAnnotationMirrors()) {
      String name = qualifiedName(m);
      if (name.equals(LAYOUT)) {
        found.add(m);
      } else if (name.equals(LAYOUT_LIST)) {
        AnnotationValue value = valuesWithDefaults(m).get("value");
        if (value == null || !(value.getValue() instanceof List<?> list)) {
          return Reading.deferred("value", value);
        }
        for (Object element : list) {
          if (!(element instanceof AnnotationValue av
              && av.getValue() instanceof AnnotationMirror)) {
            return Reading.deferred("value", element instanceof AnnotationValue av ? av : value);
          }
          found.add((AnnotationMirror) ((AnnotationValue) element).getValue());
        }
      }
    }
    List<LayoutRequest> requests = new ArrayList<>();
    for (AnnotationMirror m : found) {
      Map<String, AnnotationValue> v = valuesWithDefaults(m);
      for (String attribute : ATTRIBUTES) {
        AnnotationValue value = v.get(attribute);
        Class<?> kind = attribute.equals("order") || attribute.equals("indexType")
            ? VariableElement.class
            : attribute.equals("injective") || attribute.equals("compact") ? Boolean.class
            : String.class;
        if (value == null || isJavacError(value) || !kind.isInstance(value.getValue())) {
          return Reading.deferred(attribute, value);
        }
      }
      // of and masked are newer than the other attributes: an older strided-annotations works
      AnnotationValue of = v.get("of");
      if (of != null && (isJavacError(of) || !(of.getValue() instanceof String))) {
        return Reading.deferred("of", of);
      }
      AnnotationValue masked = v.get("masked");
      if (masked != null && (isJavacError(masked) || !(masked.getValue() instanceof Boolean))) {
        return Reading.deferred("masked", masked);
      }
      for (String attribute : List.of("assume", "require", "tensors", "copies")) {
        Class<?> kind = attribute.equals("tensors") ? TypeMirror.class : String.class;
        AnnotationValue unresolved = unresolvedElement(v.get(attribute), kind);
        if (unresolved != null) {
          return Reading.deferred(attribute, unresolved);
        }
      }
      requests.add(request(type, m, v, found.size() > 1, requests.size()));
    }
    return Reading.ready(requests);
  }

  private static LayoutRequest request(TypeElement type, AnnotationMirror m,
      Map<String, AnnotationValue> v, boolean repeated, int ordinal) {
    Map<String, AnnotationValue> explicit = new HashMap<>();
    m.getElementValues().forEach((k, value) -> explicit.put(k.getSimpleName().toString(), value));
    VariableElement order = (VariableElement) v.get("order").getValue();
    VariableElement indexType = (VariableElement) v.get("indexType").getValue();
    return new LayoutRequest(type, m, (String) v.get("shape").getValue(),
        (String) v.get("stride").getValue(),
        v.get("of") == null ? "" : (String) v.get("of").getValue(),
        strings(v.get("assume")), strings(v.get("require")), typeNames(v.get("tensors")),
        order.getSimpleName().contentEquals("ROW_MAJOR"),
        (String) v.get("name").getValue(), indexType.getSimpleName().contentEquals("LONG"),
        (Boolean) v.get("injective").getValue(), (Boolean) v.get("compact").getValue(),
        v.get("masked") != null && (Boolean) v.get("masked").getValue(), repeated, ordinal,
        explicit);
  }

  /** An array attribute's first element that is not of {@code kind} yet, or null. */
  private static AnnotationValue unresolvedElement(AnnotationValue array, Class<?> kind) {
    if (array == null) {
      return null;
    }
    if (isJavacError(array) || !(array.getValue() instanceof List<?> list)) {
      return array;
    }
    for (Object element : list) {
      if (!(element instanceof AnnotationValue av) || isJavacError(av)
          || !kind.isInstance(av.getValue())) {
        return element instanceof AnnotationValue av ? av : array;
      }
    }
    return null;
  }

  /** A string array attribute's elements; none when the annotations jar predates it. */
  private static List<String> strings(AnnotationValue array) {
    List<String> out = new ArrayList<>();
    if (array != null) {
      for (Object element : (List<?>) array.getValue()) {
        out.add((String) ((AnnotationValue) element).getValue());
      }
    }
    return out;
  }

  /**
   * A class array attribute's types as Java writes them ({@code float}, {@code java.lang.Float},
   * {@code float[]}); none when the annotations jar predates it.
   */
  private static List<String> typeNames(AnnotationValue array) {
    List<String> out = new ArrayList<>();
    if (array != null) {
      for (Object element : (List<?>) array.getValue()) {
        TypeMirror type = (TypeMirror) ((AnnotationValue) element).getValue();
        out.add(type.getKind().isPrimitive()
            ? type.getKind().name().toLowerCase(Locale.ROOT) : type.toString());
      }
    }
    return out;
  }

  /**
   * javac's value for an expression it could not attribute: its text is {@code <error>} with no
   * quotes, where a string constant prints quoted ({@code "\"<error>\""}).
   */
  public static boolean isJavacError(AnnotationValue value) {
    return "<error>".equals(value.toString());
  }

  private Map<String, AnnotationValue> valuesWithDefaults(AnnotationMirror m) {
    Map<String, AnnotationValue> values = new HashMap<>();
    elements.getElementValuesWithDefaults(m)
        .forEach((k, value) -> values.put(k.getSimpleName().toString(), value));
    return values;
  }

  private static String qualifiedName(AnnotationMirror m) {
    return ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().toString();
  }
}
