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
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Reads the {@code @TiledMma} and {@code @TiledCopy} annotations of a type (direct or inside their
 * containers) into {@link AtomRequest}s, MMAs first, each kind in source order.
 *
 * <pre>{@code
 * Optional<List<AtomRequest>> r = new AtomReader(elements).read(type);
 * // empty: some attribute is not resolved yet (a constant of a class generated later): read again
 * }</pre>
 */
public final class AtomReader {
  public static final String TILED_MMA = "dev.strided.annotations.TiledMma";
  public static final String TILED_MMA_LIST = "dev.strided.annotations.TiledMma.List";
  public static final String TILED_COPY = "dev.strided.annotations.TiledCopy";
  public static final String TILED_COPY_LIST = "dev.strided.annotations.TiledCopy.List";

  private final Elements elements;

  public AtomReader(Elements elements) {
    this.elements = elements;
  }

  /**
   * The atom annotations of {@code type}.
   *
   * @param type the annotated type
   * @return the requests, or empty when some value is not resolved yet
   */
  public Optional<List<AtomRequest>> read(TypeElement type) {
    Optional<List<AnnotationMirror>> mmas = found(type, TILED_MMA, TILED_MMA_LIST);
    Optional<List<AnnotationMirror>> copies = found(type, TILED_COPY, TILED_COPY_LIST);
    if (mmas.isEmpty() || copies.isEmpty()) {
      return Optional.empty();
    }
    List<AtomRequest> out = new ArrayList<>();
    for (AnnotationMirror m : mmas.get()) {
      Map<String, AnnotationValue> v = values(m);
      if (!resolved(v, "name", "atom", "atoms", "permutation", "aFrom")
          || v.get("rowGroups") == null || !(v.get("rowGroups").getValue() instanceof Boolean)) {
        return Optional.empty();
      }
      AtomRequest.Where where = where(type, m, TILED_MMA, out.size(), mmas.get().size());
      out.add(new AtomRequest.Mma(where, text(v, "name"), text(v, "atom"), text(v, "atoms"),
          text(v, "permutation"), text(v, "aFrom"), (Boolean) v.get("rowGroups").getValue()));
    }
    int mmaCount = out.size();
    for (AnnotationMirror m : copies.get()) {
      Map<String, AnnotationValue> v = values(m);
      if (!resolved(v, "name", "atom", "threads", "values", "forA", "forB", "forC")
          || v.get("type") == null || !(v.get("type").getValue() instanceof TypeMirror)) {
        return Optional.empty();
      }
      TypeMirror t = (TypeMirror) v.get("type").getValue();
      String typeName = t.getKind().isPrimitive()
          ? t.getKind().name().toLowerCase(Locale.ROOT) : t.toString();
      AtomRequest.Where where =
          where(type, m, TILED_COPY, out.size() - mmaCount, copies.get().size());
      out.add(new AtomRequest.Copy(where, text(v, "name"), text(v, "atom"), typeName,
          text(v, "threads"), text(v, "values"), text(v, "forA"), text(v, "forB"),
          text(v, "forC")));
    }
    return Optional.of(out);
  }

  private static AtomRequest.Where where(TypeElement type, AnnotationMirror m, String annotation,
      int ordinal, int count) {
    Map<String, AnnotationValue> explicit = new HashMap<>();
    m.getElementValues().forEach((k, value) -> explicit.put(k.getSimpleName().toString(), value));
    return new AtomRequest.Where(type, m, annotation, ordinal, count > 1, explicit);
  }

  /** The annotations of one kind, or empty when the container's value is not resolved. */
  private Optional<List<AnnotationMirror>> found(TypeElement type, String single, String list) {
    List<AnnotationMirror> found = new ArrayList<>();
    for (AnnotationMirror m : type.getAnnotationMirrors()) {
      String name = ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName()
          .toString();
      if (name.equals(single)) {
        found.add(m);
      } else if (name.equals(list)) {
        AnnotationValue value = values(m).get("value");
        if (value == null || !(value.getValue() instanceof List<?> elements)) {
          return Optional.empty();
        }
        for (Object element : elements) {
          if (!(element instanceof AnnotationValue av
              && av.getValue() instanceof AnnotationMirror inner)) {
            return Optional.empty();
          }
          found.add(inner);
        }
      }
    }
    return Optional.of(found);
  }

  private static boolean resolved(Map<String, AnnotationValue> v, String... attributes) {
    for (String attribute : attributes) {
      AnnotationValue value = v.get(attribute);
      if (value == null || AnnotationReader.isJavacError(value)
          || !(value.getValue() instanceof String)) {
        return false;
      }
    }
    return true;
  }

  private static String text(Map<String, AnnotationValue> v, String attribute) {
    return (String) v.get(attribute).getValue();
  }

  private Map<String, AnnotationValue> values(AnnotationMirror m) {
    Map<String, AnnotationValue> values = new HashMap<>();
    elements.getElementValuesWithDefaults(m)
        .forEach((k, value) -> values.put(k.getSimpleName().toString(), value));
    return values;
  }
}
