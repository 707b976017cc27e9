package dev.strided.processor.tma;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * One {@code @SharedMemory} as written: the generated class's name, the tiles by {@code @Layout}
 * name, the barriers, the architecture, and where it stands (to anchor an error on).
 *
 * <pre>{@code
 * List<SmemRequest> plans = SmemRequest.read(type, elements);
 * plans.get(0).tiles();   // [SmemABf16, SmemBBf16]
 * }</pre>
 *
 * @param type the annotated type
 * @param mirror the annotation
 * @param ordinal its position among the type's {@code @SharedMemory}s, from 0
 * @param repeated whether javac wrapped it in {@code @SharedMemory.List}
 * @param name the generated class's simple name
 * @param tiles the {@code @Layout}s, in struct order
 * @param barriers the 8-byte mbarriers after them
 * @param arch the compute capability, e.g. 90
 * @param explicit the attributes written in the source, by name
 */
public record SmemRequest(TypeElement type, AnnotationMirror mirror, int ordinal, boolean repeated,
    String name, List<String> tiles, int barriers, int arch,
    Map<String, AnnotationValue> explicit) {
  /** The annotation's qualified name. */
  public static final String NAME = "dev.strided.annotations.SharedMemory";
  /** Its container's qualified name. */
  public static final String LIST = NAME + ".List";

  /** Copies the collections. */
  public SmemRequest {
    tiles = List.copyOf(tiles);
    explicit = Map.copyOf(explicit);
  }

  /**
   * The type's {@code @SharedMemory}s whose values javac has resolved, in source order.
   *
   * <pre>{@code SmemRequest.read(type, elements).size();   // 3 on Sm90GemmLayouts}</pre>
   *
   * @param type the annotated type
   * @param elements javac's element utilities
   * @return the requests
   */
  public static List<SmemRequest> read(TypeElement type, Elements elements) {
    List<AnnotationMirror> mirrors = new ArrayList<>();
    boolean repeated = false;
    for (AnnotationMirror m : type.getAnnotationMirrors()) {
      String name = ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName()
          .toString();
      if (name.equals(NAME)) {
        mirrors.add(m);
      } else if (name.equals(LIST)) {
        repeated = true;
        m.getElementValues().forEach((k, v) -> {
          if (v.getValue() instanceof List<?> inner) {
            inner.forEach(a -> {
              if (((AnnotationValue) a).getValue() instanceof AnnotationMirror am) {
                mirrors.add(am);
              }
            });
          }
        });
      }
    }
    List<SmemRequest> requests = new ArrayList<>();
    for (int i = 0; i < mirrors.size(); i++) {
      AnnotationMirror m = mirrors.get(i);
      Map<String, Object> values = new HashMap<>();
      elements.getElementValuesWithDefaults(m)
          .forEach((k, v) -> values.put(k.getSimpleName().toString(), v.getValue()));
      Map<String, AnnotationValue> explicit = new HashMap<>();
      m.getElementValues().forEach((k, v) -> explicit.put(k.getSimpleName().toString(), v));
      List<String> tiles = new ArrayList<>();
      if (values.get("tiles") instanceof List<?> list) {
        list.forEach(v -> tiles.add(String.valueOf(((AnnotationValue) v).getValue())));
      }
      if (values.get("name") instanceof String name && values.get("barriers") instanceof Integer b
          && values.get("arch") instanceof Integer arch) {
        requests.add(new SmemRequest(type, m, i, repeated, name, tiles, b, arch, explicit));
      }
    }
    return requests;
  }
}
