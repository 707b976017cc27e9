package dev.strided.processor.reading;

import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * Where a derived layout finds the {@code @Layout}s of other types: those of a package, as this
 * compilation sees them (its sources, and the class files on the class path, whose {@code @Layout}s
 * javac reads back because the annotation has class retention).
 *
 * <pre>{@code
 * // of = "zipped_divide(com.acme.gemm.GmemC, (128,64))"
 * directory.layoutsIn("com.acme.gemm");   // [[GmemC's type's @Layouts], ...]
 * }</pre>
 */
public interface LayoutDirectory {
  /** No other type: what the javac-free pipeline sees. */
  LayoutDirectory NONE = new LayoutDirectory() {
    @Override
    public String packageOf(TypeElement type) {
      return "";
    }

    @Override
    public List<List<LayoutRequest>> layoutsIn(String packageName) {
      return List.of();
    }
  };

  /**
   * The package of a type's generated classes.
   *
   * @param type an annotated type
   * @return its package, {@code ""} for the unnamed one
   */
  String packageOf(TypeElement type);

  /**
   * The {@code @Layout}s of every type of a package, one list per type.
   *
   * @param packageName the package
   * @return each type's annotations, in source order; empty for an unknown package
   */
  List<List<LayoutRequest>> layoutsIn(String packageName);
}
