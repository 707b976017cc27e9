package dev.strided.benchmarks;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/**
 * In-memory source files for the processor-cost benchmark: {@code n} annotated descriptor classes
 * of one kind. Example: {@code DescriptorSources.strided(2)} gives {@code gen/D0.java} and
 * {@code gen/D1.java}, each one {@code @Layout} class.
 */
final class DescriptorSources {
  /** The layouts the Strided descriptors cycle through: static and dynamic, flat and nested. */
  private static final String[][] LAYOUTS = {
      {"(64,64)", "(64,1)"},
      {"(M,N)", "(N,1)"},
      {"(2,(3,4))", "(1,(2,6))"},
      {"(A,(B,C))", "(1,(A,A*B))"},
      {"((8,4),(8,2))", "((1,64),(8,512))"},
      {"((TM,RM),(TN,RN))", "((1,LD),(TM,LD*TN))"},
      {"((16,2),(16,4))", "((16,256),(1,512))"},
      {"((16,MB),(16,NB))", "((16,256),(1,256*MB))"},
  };

  /**
   * Issue 47's one-layout-per-class mix, as {@code @Layout} attributes: a static tile, named
   * extents, a nested static layout, a row-major named layout, and 16 × 16 blocks with named
   * counts.
   */
  static final List<String> MIX = List.of(
      "shape = \"((8,4),(4,8))\", stride = \"((1,32),(8,128))\"",
      "shape = \"(M,N)\", stride = \"(1,LD)\"",
      "shape = \"(2,(3,4))\", stride = \"(1,(2,6))\"",
      "shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR",
      "shape = \"((16,MB),(16,NB))\", stride = \"((16,256),(1,256*MB))\"");

  private DescriptorSources() {}

  /**
   * The text of {@code gen.D<i>}, one {@code @Layout(name = "L<i>", ...)} of {@link #MIX} in turn.
   *
   * @param i which class
   * @return its source text
   */
  static String mixedText(int i) {
    return "package gen;\nimport dev.strided.annotations.Layout;\n"
        + "@Layout(name = \"L" + i + "\", " + MIX.get(i % MIX.size()) + ")\n"
        + "final class D" + i + " {\n  private D" + i + "() {}\n}\n";
  }

  /**
   * The text of {@code gen.V<i>}, an {@code @AutoValue} type with three or four properties
   * ({@code int rows, int cols, String name}, and {@code long offset}).
   *
   * @param i which class
   * @param properties 3 or 4
   * @return its source text
   */
  static String autoValueText(int i, int properties) {
    return "package gen;\nimport com.google.auto.value.AutoValue;\n@AutoValue\n"
        + "abstract class V" + i + " {\n  abstract int rows();\n  abstract int cols();\n"
        + "  abstract String name();\n" + (properties > 3 ? "  abstract long offset();\n" : "")
        + "}\n";
  }

  /**
   * {@code n} classes of {@link #mixedText}, in memory.
   *
   * @param n how many
   * @return the sources
   */
  static List<JavaFileObject> mixed(int n) {
    List<JavaFileObject> sources = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      sources.add(source("gen/D" + i, mixedText(i)));
    }
    return sources;
  }

  /**
   * {@code n} four-property {@code @AutoValue} classes of {@link #autoValueText}, in memory.
   *
   * @param n how many
   * @return the sources
   */
  static List<JavaFileObject> autoValue4(int n) {
    List<JavaFileObject> sources = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      sources.add(source("gen/V" + i, autoValueText(i, 4)));
    }
    return sources;
  }

  /**
   * {@code n} classes {@code gen.D<i>}, each with one {@code @Layout(name = "L<i>", ...)}.
   *
   * @param n how many
   * @return the sources
   */
  static List<JavaFileObject> strided(int n) {
    List<JavaFileObject> sources = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      String[] layout = LAYOUTS[i % LAYOUTS.length];
      sources.add(source("gen/D" + i, "package gen;\n"
          + "import dev.strided.annotations.Layout;\n"
          + "@Layout(name = \"L" + i + "\", shape = \"" + layout[0] + "\", stride = \""
          + layout[1] + "\")\n"
          + "final class D" + i + " {\n  private D" + i + "() {}\n}\n"));
    }
    return sources;
  }

  /**
   * {@code n} classes {@code gen.V<i>}, each {@code @AutoValue} with three properties.
   *
   * @param n how many
   * @return the sources
   */
  static List<JavaFileObject> autoValue(int n) {
    List<JavaFileObject> sources = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      sources.add(source("gen/V" + i, "package gen;\n"
          + "import com.google.auto.value.AutoValue;\n"
          + "@AutoValue\n"
          + "abstract class V" + i + " {\n"
          + "  abstract int rows();\n"
          + "  abstract int cols();\n"
          + "  abstract String name();\n"
          + "}\n"));
    }
    return sources;
  }

  /**
   * A source file held in memory.
   *
   * @param path its path without {@code .java}, relative to the source root, e.g. {@code gen/D0}
   * @param text its text
   * @return the file
   */
  static JavaFileObject source(String path, String text) {
    URI uri = URI.create("mem:///" + path + ".java");
    return new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return text;
      }
    };
  }
}
