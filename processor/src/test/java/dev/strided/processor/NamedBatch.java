package dev.strided.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.processor.NamedDescriptors.Derived;
import dev.strided.processor.NamedDescriptors.Descriptor;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Descriptors compiled by real javac in one compilation: one nested class {@code K<i>} per
 * descriptor carrying its written layouts and the derived layouts {@code keep} selects, every
 * attribute on its own line, so a diagnostic's line names the attribute; and the same annotations
 * as javac-free {@link LayoutRequest}s for {@link LayoutPipeline}.
 */
final class NamedBatch {
  private final String pkg;
  private final JavaFileObject source;
  private final Map<String, Map<String, Integer>> lines = new HashMap<>();

  NamedBatch(String pkg, List<Descriptor> descriptors, Predicate<Derived> keep) {
    this.pkg = pkg;
    List<String> text = new ArrayList<>(List.of("package " + pkg + ";",
        "import dev.strided.annotations.Layout;", "final class Batch {"));
    for (int i = 0; i < descriptors.size(); i++) {
      Descriptor d = descriptors.get(i);
      for (WrittenLayout w : d.written()) {
        annotation(text, w.name(), w.attributes());
      }
      for (Derived derived : d.derived()) {
        if (keep.test(derived)) {
          annotation(text, derived.name(), attributes(derived));
        }
      }
      text.add("  static final class K" + i + " {}");
    }
    text.add("}");
    source = JavaFileObjects.forSourceLines(pkg + ".Batch", text);
  }

  /** The package of the batch and its generated classes. */
  String pkg() {
    return pkg;
  }

  /** The source line of a layout's attribute ({@code "of"}, {@code "assume"}). */
  int line(String layout, String attribute) {
    return lines.get(layout).get(attribute);
  }

  /** Compiles with javac, errors unlimited and warnings allowed (a warning is not the subject). */
  Compilation compile() {
    return Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Xmaxerrs", "100000", "-Xlint:all,-processing")
        .compile(source);
  }

  /** What javac would read from descriptor {@code i}'s annotations, written ones first. */
  static List<LayoutRequest> requests(int i, Descriptor d) {
    return requests(FakeType.named("com.acme.K" + i), d);
  }

  /** {@link #requests(int, Descriptor)} on a given type. */
  static List<LayoutRequest> requests(TypeElement type, Descriptor d) {
    List<LayoutRequest> out = new ArrayList<>();
    for (WrittenLayout w : d.written()) {
      List<String> assume = new ArrayList<>();
      w.assume().forEach(f -> assume.add(f.text()));
      out.add(new LayoutRequest(type, null, w.shape(), w.stride(), "", assume, List.of(),
          List.of(), w.rowMajor(), w.name(), false, false, false, false, true, out.size(),
          Map.of()));
    }
    for (Derived derived : d.derived()) {
      out.add(new LayoutRequest(type, null, "", "", derived.of().annotation(), derived.assume(),
          List.of(), List.of(), false, derived.name(), false, false, false, false, true, out.size(),
          Map.of()));
    }
    return out;
  }

  private static List<String> attributes(Derived d) {
    List<String> out = new ArrayList<>();
    out.add("name = \"" + d.name() + "\"");
    out.add("of = \"" + d.of().annotation() + "\"");
    if (!d.assume().isEmpty()) {
      out.add("assume = " + NamedFact.quoted(d.assume()));
    }
    return out;
  }

  private void annotation(List<String> text, String name, List<String> attributes) {
    Map<String, Integer> at = new HashMap<>();
    at.put("", text.size() + 1);
    text.add("  @Layout(");
    for (int k = 0; k < attributes.size(); k++) {
      String a = attributes.get(k);
      at.put(a.substring(0, a.indexOf(' ')), text.size() + 1);
      text.add("      " + a + (k == attributes.size() - 1 ? ")" : ","));
    }
    lines.put(name, at);
  }
}
