package dev.strided.processor.ascend;

import dev.strided.annotations.AscendCube;
import dev.strided.processor.reading.AnnotationReader;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * One {@code @AscendCube} as written: the chip, the layouts of each buffer by generated name, the
 * conversions, and the attributes written in the source (to anchor an error on).
 *
 * <pre>{@code
 * Optional<Optional<CubeRequest>> r = CubeRequest.read(type, elements);
 * // empty: a value is not resolved yet; Optional.empty() inside: no @AscendCube
 * }</pre>
 *
 * @param type the annotated type
 * @param mirror the annotation
 * @param chip the chip generation
 * @param buffers the layouts' names, by buffer
 * @param conversions the conversions' text
 * @param explicit the attributes written in the source, by name
 */
public record CubeRequest(TypeElement type, AnnotationMirror mirror, AscendCube.Chip chip,
    Map<CubeBuffer, List<String>> buffers, List<String> conversions,
    Map<String, AnnotationValue> explicit) {
  /** The annotation's qualified name. */
  public static final String NAME = "dev.strided.annotations.AscendCube";

  /** Copies the collections. */
  public CubeRequest {
    buffers = Map.copyOf(buffers);
    conversions = List.copyOf(conversions);
    explicit = Map.copyOf(explicit);
  }

  /**
   * Reads the type's {@code @AscendCube}.
   *
   * <pre>{@code
   * CubeRequest.read(type, elements).get().get().chip();   // ASCEND_910B
   * }</pre>
   *
   * @return empty when a value is not resolved yet, else the request if the type has one
   */
  public static Optional<Optional<CubeRequest>> read(TypeElement type, Elements elements) {
    for (AnnotationMirror m : type.getAnnotationMirrors()) {
      String name = ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName()
          .toString();
      if (!name.equals(NAME)) {
        continue;
      }
      Map<String, AnnotationValue> values = new HashMap<>();
      elements.getElementValuesWithDefaults(m)
          .forEach((k, v) -> values.put(k.getSimpleName().toString(), v));
      Map<String, AnnotationValue> explicit = new HashMap<>();
      m.getElementValues().forEach((k, v) -> explicit.put(k.getSimpleName().toString(), v));
      AnnotationValue chip = values.get("chip");
      if (chip == null || !(chip.getValue() instanceof VariableElement constant)) {
        return Optional.empty();
      }
      Map<CubeBuffer, List<String>> buffers = new EnumMap<>(CubeBuffer.class);
      for (CubeBuffer b : CubeBuffer.values()) {
        Optional<List<String>> names = strings(values.get(b.attribute()));
        if (names.isEmpty()) {
          return Optional.empty();
        }
        buffers.put(b, names.get());
      }
      Optional<List<String>> conversions = strings(values.get("conversions"));
      if (conversions.isEmpty()) {
        return Optional.empty();
      }
      return Optional.of(Optional.of(new CubeRequest(type, m,
          AscendCube.Chip.valueOf(constant.getSimpleName().toString()), buffers,
          conversions.get(), explicit)));
    }
    return Optional.of(Optional.empty());
  }

  private static Optional<List<String>> strings(AnnotationValue value) {
    if (value == null || AnnotationReader.isJavacError(value)
        || !(value.getValue() instanceof List<?> list)) {
      return Optional.empty();
    }
    List<String> out = new ArrayList<>();
    for (Object o : list) {
      if (!(o instanceof AnnotationValue v) || !(v.getValue() instanceof String s)) {
        return Optional.empty();
      }
      out.add(s);
    }
    return Optional.of(out);
  }
}
