package dev.strided.processor;

import java.lang.reflect.Proxy;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Name;
import javax.lang.model.element.TypeElement;

/**
 * A stand-in {@link TypeElement} for running the processor's pipeline without javac: it answers
 * only its names and kind, which is all the pipeline asks of the annotated type.
 */
final class FakeType {
  private FakeType() {}

  /** A top-level class with this qualified name. */
  static TypeElement named(String qualified) {
    String simple = qualified.substring(qualified.lastIndexOf('.') + 1);
    return (TypeElement) Proxy.newProxyInstance(FakeType.class.getClassLoader(),
        new Class<?>[] {TypeElement.class}, (proxy, method, args) -> switch (method.getName()) {
          case "getQualifiedName" -> name(qualified);
          case "getSimpleName" -> name(simple);
          case "getKind" -> ElementKind.CLASS;
          case "toString" -> qualified;
          case "hashCode" -> qualified.hashCode();
          case "equals" -> proxy == args[0];
          default -> throw new UnsupportedOperationException("FakeType." + method.getName());
        });
  }

  private static Name name(String text) {
    return (Name) Proxy.newProxyInstance(FakeType.class.getClassLoader(),
        new Class<?>[] {Name.class}, (proxy, method, args) -> switch (method.getName()) {
          case "toString" -> text;
          case "contentEquals" -> text.contentEquals((CharSequence) args[0]);
          case "length" -> text.length();
          case "charAt" -> text.charAt((Integer) args[0]);
          case "subSequence" -> text.subSequence((Integer) args[0], (Integer) args[1]);
          case "hashCode" -> text.hashCode();
          case "equals" -> proxy == args[0];
          default -> throw new UnsupportedOperationException("Name." + method.getName());
        });
  }
}
