package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/** Test helpers: compile sources with the processor, as javac would with --release 17. */
final class Compile {
  private Compile() {}

  /** Compiles the sources with the processor. */
  static Compilation withProcessor(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Xlint:all,-processing", "-Werror").compile(sources);
  }

  /** Compiles with the processor, warnings allowed (to see the processor's own warnings). */
  static Compilation allowingWarnings(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Xlint:all,-processing").compile(sources);
  }

  /**
   * Asserts that compiling {@code source} with the processor fails with exactly one error, on
   * {@code line} of that file, whose text contains each of {@code texts}.
   */
  static void assertOneError(JavaFileObject source, int line, String... texts) {
    Compilation c = withProcessor(source);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    for (String text : texts) {
      assertThat(c).hadErrorContaining(text).inFile(source).onLine(line);
    }
  }

  /** {@code com.acme.Tile} with one {@code @Layout(...)} whose attributes are {@code lines}. */
  static JavaFileObject layout(String... attributes) {
    List<String> all = new ArrayList<>();
    all.add("@Layout(");
    for (int i = 0; i < attributes.length; i++) {
      all.add("    " + attributes[i] + (i == attributes.length - 1 ? ")" : ","));
    }
    return tile(all.toArray(new String[0]));
  }

  /**
   * {@code com.acme.Tile} with the given lines between the imports and the class: line 3 of the
   * file is {@code lines[0]}.
   */
  static JavaFileObject tile(String... lines) {
    List<String> all = new ArrayList<>();
    all.add("package com.acme;");
    all.add("import dev.strided.annotations.Layout;");
    all.addAll(List.of(lines));
    all.add("final class Tile {}");
    return JavaFileObjects.forSourceLines("com.acme.Tile", all);
  }
}
