package dev.strided.processor.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * One {@code @Layout} annotation as read from the source: its attribute values (defaults applied) and
 * what is needed to anchor an error on an attribute.
 *
 * <pre>{@code
 * // @Layout(shape = "(2,3)", stride = "(3,1)") on class Tile
 * request.shape();           // "(2,3)"
 * request.anchor("stride");  // the AnnotationValue of stride = "(3,1)", for Messager
 * }</pre>
 *
 * @param type the annotated type
 * @param mirror the annotation (inside the container when repeated)
 * @param shape the shape text
 * @param stride the stride text, {@code ""} when omitted
 * @param of the derivation, {@code ""} when omitted
 * @param assume the facts of a derivation, in source order
 * @param require the conditions, in source order
 * @param tensors the element types of {@code tensors} as Java writes them ({@code float}), in
 *     source order
 * @param rowMajor whether {@code order = ROW_MAJOR}
 * @param name the {@code name} attribute, {@code ""} when omitted
 * @param longIndex whether {@code indexType = LONG}
 * @param injective whether injectivity is demanded
 * @param compact whether compactness is demanded
 * @param masked whether tiles that overhang are accepted ({@code masked = true})
 * @param repeated whether the annotation is one of several on the type
 * @param ordinal its position among the type's {@code @Layout} annotations, from 0
 * @param explicit the attributes written in the source, by name
 */
public record LayoutRequest(TypeElement type, AnnotationMirror mirror, String shape, String stride,
    String of, List<String> assume, List<String> require, List<String> tensors, boolean rowMajor,
    String name, boolean longIndex, boolean injective, boolean compact, boolean masked,
    boolean repeated, int ordinal, Map<String, AnnotationValue> explicit) {

  /** Copies the lists and the map. */
  public LayoutRequest {
    assume = List.copyOf(assume);
    require = List.copyOf(require);
    tensors = List.copyOf(tensors);
    explicit = Map.copyOf(explicit);
  }

  /**
   * The generated class's simple name, unchecked: the {@code name} attribute, else
   * {@code Outer_InnerLayout} for a type {@code Outer.Inner}.
   *
   * <pre>{@code
   * request.generatedName();   // "TileLayout" for @Layout(...) on Tile
   * }</pre>
   *
   * @return the name that checking claims for the generated class
   */
  public String generatedName() {
    if (!name.isEmpty()) {
      return name;
    }
    StringBuilder sb = new StringBuilder(type.getSimpleName());
    Element e = type.getEnclosingElement();
    while (e != null && (e.getKind().isClass() || e.getKind().isInterface()
        || e.getKind() == ElementKind.ENUM || e.getKind() == ElementKind.RECORD)) {
      sb.insert(0, e.getSimpleName() + "_");
      e = e.getEnclosingElement();
    }
    return sb.append("Layout").toString();
  }

  /**
   * The {@code conflictFree} attribute: whether a bank conflict of a copy in {@code copies} is an
   * error rather than a warning.
   *
   * <pre>{@code request.conflictFree();   // true for conflictFree = true}</pre>
   *
   * @return the attribute, false when it is omitted
   */
  public boolean conflictFree() {
    AnnotationValue value = explicit.get("conflictFree");
    return value != null && Boolean.TRUE.equals(value.getValue());
  }

  /**
   * The {@code copies} attribute: the names of the copies that move this layout, none when it is
   * omitted.
   *
   * <pre>{@code request.copies();   // [CopyA, Mma.A] for copies = {"CopyA", "Mma.A"}}</pre>
   *
   * @return the names, in order
   */
  public List<String> copies() {
    AnnotationValue value = explicit.get("copies");
    if (value == null || !(value.getValue() instanceof List<?> elements)) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (Object e : elements) {
      names.add((String) ((AnnotationValue) e).getValue());
    }
    return names;
  }

  /**
   * The source value of an attribute, to anchor an error on it; null if the attribute is omitted
   * (the error then points at the annotation).
   *
   * @param attribute e.g. {@code "stride"}
   * @return the value or null
   */
  public AnnotationValue anchor(String attribute) {
    return explicit.get(attribute);
  }

  /**
   * The attribute a stride error belongs to: {@code of} for a derived layout, else the stride when
   * written, else the shape.
   */
  public String strideAttribute() {
    if (!of.isEmpty()) {
      return "of";
    }
    return stride.isEmpty() ? "shape" : "stride";
  }

  /** {@code "int"} or {@code "long"}. */
  public String indexTypeName() {
    return longIndex ? "long" : "int";
  }

  /** The largest index the index type holds. */
  public long indexMax() {
    return longIndex ? Long.MAX_VALUE : Integer.MAX_VALUE;
  }
}
