package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Classes in the annotated type's package named like the types generated code uses
 * ({@code Math}, {@code Integer}, {@code IllegalArgumentException}, ...) do not change what it means:
 * it imports each one by its full name. Without such a class it imports no java.lang type (each
 * import is a lookup for javac), and a generated class cannot take such a name.
 */
class SiblingClassesTest {
  private static final List<String> SIBLINGS = List.of("Math", "Integer", "Long", "String",
      "Throwable", "IllegalArgumentException", "IndexOutOfBoundsException", "ArithmeticException",
      "Layout", "IntTuple", "Generated");

  @Test
  void generatedCodeCompilesAndThrowsTheJavaLangExceptions() throws Exception {
    List<JavaFileObject> sources = new ArrayList<>();
    for (String name : SIBLINGS) {
      sources.add(JavaFileObjects.forSourceLines("com.acme." + name, "package com.acme;",
          "final class " + name + " {", "  private " + name + "() {}", "}"));
    }
    sources.add(JavaFileObjects.forSourceLines("com.acme.Tiles", "package com.acme;",
        "@dev.strided.annotations.Layout(name = \"Fixed\", shape = \"((8,4),(4,8))\","
            + " stride = \"((1,32),(8,128))\")",
        "@dev.strided.annotations.Layout(name = \"Named\", shape = \"((16,MB),(16,NB))\","
            + " stride = \"((16,256),(1,256*MB))\")",
        "@dev.strided.annotations.Layout(name = \"Wide\", shape = \"(M,(N,K))\", stride = \"(s,(2*s,t))\","
            + " indexType = dev.strided.annotations.Layout.IndexType.LONG)",
        "final class Tiles {}"));
    Compilation c = Compile.withProcessor(sources.toArray(new JavaFileObject[0]));
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);

    Class<?> fixed = loader.loadClass("com.acme.Fixed");
    assertEquals(3 + 2 * 32 + 1 * 8 + 1 * 128, fixed.getMethod("index", int.class, int.class)
        .invoke(null, 8 * 2 + 3, 4 + 1));
    InvocationTargetException out = assertThrows(InvocationTargetException.class,
        () -> fixed.getMethod("checkedIndex", int.class).invoke(null, 1024));
    assertInstanceOf(java.lang.IndexOutOfBoundsException.class, out.getCause());
    assertEquals("coordinate 1024 of the layout is out of range [0, 1024)",
        out.getCause().getMessage());

    Class<?> named = loader.loadClass("com.acme.Named");
    InvocationTargetException bad = assertThrows(InvocationTargetException.class,
        () -> named.getMethod("of", int.class, int.class).invoke(null, 0, 2));
    assertInstanceOf(java.lang.IllegalArgumentException.class, bad.getCause());
    InvocationTargetException huge = assertThrows(InvocationTargetException.class,
        () -> named.getMethod("of", int.class, int.class).invoke(null, 1 << 20, 1 << 20));
    assertInstanceOf(java.lang.IllegalArgumentException.class, huge.getCause());

    Class<?> wide = loader.loadClass("com.acme.Wide");
    Object w = wide.getMethod("of", int.class, int.class, int.class, int.class, int.class)
        .invoke(null, 3, 4, 5, 7, -11);
    assertEquals(2L * 7 + 3L * 2 * 7 + 4L * -11,
        wide.getMethod("index", int.class, int.class, int.class).invoke(w, 2, 3, 4));
  }

  @Test
  void onlyAPackageWithSuchAClassGetsJavaLangImports() throws Exception {
    JavaFileObject tiles = JavaFileObjects.forSourceLines("com.acme.Tiles", "package com.acme;",
        "@dev.strided.annotations.Layout(name = \"Named\", shape = \"(M,N)\", stride = \"(1,LD)\")",
        "final class Tiles {}");
    Compilation plain = Compile.withProcessor(tiles);
    assertThat(plain).succeededWithoutWarnings();
    String text = source(plain);
    assertFalse(text.contains("import java.lang."), text);
    assertTrue(text.contains("Math.max("), text);
    Class<?> named = new GeneratedClasses(plain).loadClass("com.acme.Named");
    Object layout = named.getMethod("of", int.class, int.class, int.class).invoke(null, 3, 4, 5);
    // capacity: the largest extent times |stride| over the leaves, max(3 * 1, 4 * 5)
    assertEquals(20, named.getMethod("capacity").invoke(layout));

    Compilation hidden = Compile.withProcessor(tiles, JavaFileObjects.forSourceLines(
        "com.acme.Throwable", "package com.acme;", "final class Throwable {}"));
    assertThat(hidden).succeededWithoutWarnings();
    assertTrue(source(hidden).contains("import java.lang.Math;"), source(hidden));
  }

  @Test
  void aGeneratedClassCannotHideAJavaLangTypeGeneratedCodeUses() {
    for (String name : List.of("String", "Throwable")) {
      Compile.assertOneError(Compile.layout("name = \"" + name + "\"", "shape = \"(4,8)\""), 4,
          "[strided:name]", "java.lang." + name);
    }
  }

  private static String source(Compilation c) throws Exception {
    return c.generatedSourceFile("com.acme.Named").orElseThrow().getCharContent(true).toString();
  }
}
