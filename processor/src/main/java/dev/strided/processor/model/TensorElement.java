package dev.strided.processor.model;

import java.util.Locale;
import java.util.Optional;

/**
 * An element type of {@code @Layout(tensors = ...)}: the array a typed view reads and the runtime
 * tensor its {@code tensor()} returns.
 *
 * <pre>{@code
 * TensorElement.named("float");   // Optional[FLOAT]
 * TensorElement.FLOAT.viewName(); // "FloatView"
 * TensorElement.named("java.lang.Float");   // Optional.empty
 * }</pre>
 */
public enum TensorElement {
  /** {@code float[]}, {@code FloatTensor}. */
  FLOAT,
  /** {@code double[]}, {@code DoubleTensor}. */
  DOUBLE,
  /** {@code int[]}, {@code IntTensor}. */
  INT,
  /** {@code long[]}, {@code LongTensor}. */
  LONG;

  /**
   * The element type a {@code tensors} entry names.
   *
   * @param javaName the type as Java writes it, e.g. {@code "float"}
   * @return the element type, or empty when the type has no view
   */
  public static Optional<TensorElement> named(String javaName) {
    for (TensorElement e : values()) {
      if (e.javaName().equals(javaName)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /** The primitive type's keyword: {@code float}. */
  public String javaName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** {@code Float}: the word the view's and the runtime tensor's names start with. */
  public String capitalized() {
    return name().charAt(0) + javaName().substring(1);
  }

  /** The nested view class's simple name: {@code FloatView}. */
  public String viewName() {
    return capitalized() + "View";
  }

  /** The runtime tensor's simple name, in {@code dev.strided.tensor}: {@code FloatTensor}. */
  public String tensorName() {
    return capitalized() + "Tensor";
  }
}
