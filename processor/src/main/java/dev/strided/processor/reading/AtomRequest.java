package dev.strided.processor.reading;

import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * One {@code @TiledMma} or {@code @TiledCopy} annotation as read from the source, with what is
 * needed to anchor an error on an attribute.
 *
 * <pre>{@code
 * // @TiledMma(name = "Mma", atom = "UniversalFMA<float>", atoms = "(16,16)") on class Gemm
 * ((AtomRequest.Mma) request).atoms();   // "(16,16)"
 * request.where().anchor("atoms");       // the AnnotationValue of atoms, for Messager
 * }</pre>
 */
public sealed interface AtomRequest {
  /** Where the annotation is written. */
  Where where();

  /** The generated class's simple name. */
  String name();

  /**
   * Where one annotation is written.
   *
   * @param type the annotated type
   * @param mirror the annotation (inside its container when repeated)
   * @param annotation the annotation's qualified name
   * @param ordinal its position among the type's annotations of the same kind, from 0
   * @param repeated whether the type has several of that kind
   * @param explicit the attributes written in the source, by name
   */
  record Where(TypeElement type, AnnotationMirror mirror, String annotation, int ordinal,
      boolean repeated, Map<String, AnnotationValue> explicit) {
    /** Copies the map. */
    public Where {
      explicit = Map.copyOf(explicit);
    }

    /**
     * The source value of an attribute, or null when it is omitted.
     *
     * @param attribute e.g. {@code "atom"}
     * @return the value or null
     */
    public AnnotationValue anchor(String attribute) {
      return explicit.get(attribute);
    }
  }

  /**
   * A {@code @TiledMma}.
   *
   * @param where where it is written
   * @param name the generated class's simple name
   * @param atom the atom's CuTe name
   * @param atoms the atom layout text
   * @param permutation the permutation text, {@code ""} for none
   * @param aFrom the MMA whose accumulator is A, {@code ""} for none
   * @param rowGroups whether the accumulator's row groups are derived and emitted
   */
  record Mma(Where where, String name, String atom, String atoms, String permutation,
      String aFrom, boolean rowGroups) implements AtomRequest {}

  /**
   * A {@code @TiledCopy}.
   *
   * @param where where it is written
   * @param name the generated class's simple name
   * @param atom the atom's CuTe name
   * @param type the element type as Java writes it ({@code float})
   * @param threads the thread layout text, {@code ""} when omitted
   * @param values the value layout text, {@code ""} when omitted
   * @param forA the MMA whose A it copies, {@code ""} when omitted
   * @param forB the MMA whose B it copies, {@code ""} when omitted
   * @param forC the MMA whose C it copies, {@code ""} when omitted
   */
  record Copy(Where where, String name, String atom, String type, String threads, String values,
      String forA, String forB, String forC) implements AtomRequest {}
}
