package dev.strided.processor.reading;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The {@link LayoutDirectory} of a javac round: the types of a package that javac sees, sources
 * and class files alike, nested types included, read once per package per round.
 *
 * <pre>{@code
 * LayoutDirectory directory = new PackageLayouts(processingEnv.getElementUtils());
 * }</pre>
 */
public final class PackageLayouts implements LayoutDirectory {
  private final Elements elements;
  private final AnnotationReader reader;
  private final Map<String, List<List<LayoutRequest>>> byPackage = new HashMap<>();

  public PackageLayouts(Elements elements) {
    this.elements = elements;
    this.reader = new AnnotationReader(elements);
  }

  @Override
  public String packageOf(TypeElement type) {
    PackageElement p = elements.getPackageOf(type);
    return p.isUnnamed() ? "" : p.getQualifiedName().toString();
  }

  @Override
  public List<List<LayoutRequest>> layoutsIn(String packageName) {
    return byPackage.computeIfAbsent(packageName, this::read);
  }

  private List<List<LayoutRequest>> read(String packageName) {
    List<List<LayoutRequest>> out = new ArrayList<>();
    PackageElement p = elements.getPackageElement(packageName);
    if (p != null) {
      addTypes(p.getEnclosedElements(), out);
    }
    return out;
  }

  private void addTypes(List<? extends Element> members, List<List<LayoutRequest>> out) {
    for (Element e : members) {
      if (e instanceof TypeElement type) {
        reader.read(type).requests().filter(r -> !r.isEmpty()).ifPresent(out::add);
        addTypes(type.getEnclosedElements(), out);
      }
    }
  }
}
