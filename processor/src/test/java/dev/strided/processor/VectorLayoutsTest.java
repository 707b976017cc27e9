package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Compiles every third layout of the pycute reference vectors (250 of all stride kinds, negative
 * included) as {@code @Layout}s in one batch and checks
 * every generated index overload against the runtime layout on every coordinate.
 */
class VectorLayoutsTest {
  @Test
  void generatedClassesAgreeWithTheRuntimeOnEveryVector() throws Exception {
    List<String> layouts = JsonLines.stringField("/vectors/pycute-layouts.jsonl", "layout");
    List<String> source = new ArrayList<>(List.of("package vec;",
        "import dev.strided.annotations.Layout;", "final class Vectors {"));
    for (int i = 0; i < layouts.size(); i += 3) {
      String[] sides = layouts.get(i).split(":");
      source.add("  @Layout(name = \"V" + i + "\", shape = \"" + sides[0] + "\", stride = \""
          + sides[1] + "\") static final class C" + i + " {}");
    }
    source.add("}");
    Compilation c = Compile.withProcessor(JavaFileObjects.forSourceLines("vec.Vectors", source));
    assertThat(c).succeeded();
    GeneratedClasses loader = new GeneratedClasses(c);
    for (int i = 0; i < layouts.size(); i += 3) {
      Class<?> type = loader.loadClass("vec.V" + i);
      new Agreement(type, null, Layout.parse(layouts.get(i))).check();
    }
  }
}
