package dev.strided.processor;

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
