package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.Layout;
import java.io.File;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * References to the {@code @Layout}s of other types: of the same package by generated name, of
 * another package by qualified name, and of a type compiled earlier (javac reads its class-retained
 * {@code @Layout}s back from the class file).
 */
class CrossTypeReferencesTest {
  private static final JavaFileObject GMEM = JavaFileObjects.forSourceLines("com.acme.Gmem",
      "package com.acme;",
      "import dev.strided.annotations.Layout;",
      "@Layout(name = \"GmemC\", shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR)",
      "final class Gmem {}");

  private static JavaFileObject kernel(String pkg, String reference) {
    return JavaFileObjects.forSourceLines(pkg + ".Kernel",
        "package " + pkg + ";",
        "import dev.strided.annotations.Layout;",
        "@Layout(name = \"CtaC\", of = \"zipped_divide(" + reference + ", (128,64))\",",
        "    assume = {\"M % 128 == 0\", \"N % 64 == 0\"})",
        "final class Kernel {}");
  }

  @Test
  void aLayoutOfAnotherTypeInThePackage() throws Exception {
    Compilation c = Compile.withProcessor(GMEM, kernel("com.acme", "GmemC"));
    assertThat(c).succeededWithoutWarnings();
    check(new GeneratedClasses(c), "com.acme.CtaC");
  }

  @Test
  void aLayoutOfAnotherPackageByQualifiedName() throws Exception {
    Compilation c = Compile.withProcessor(GMEM, kernel("com.acme.gemm", "com.acme.GmemC"));
    assertThat(c).succeededWithoutWarnings();
    check(new GeneratedClasses(c), "com.acme.gemm.CtaC");
  }

  @Test
  void aLayoutOfATypeCompiledBefore(@TempDir Path classes) throws Exception {
    Compilation first = Compile.withProcessor(GMEM);
    assertThat(first).succeededWithoutWarnings();
    for (JavaFileObject f : first.generatedFiles()) {
      if (f.getKind() == JavaFileObject.Kind.CLASS) {
        String uri = f.toUri().toString();
        Path out = classes.resolve(uri.substring(uri.indexOf("CLASS_OUTPUT/") + 13));
        Files.createDirectories(out.getParent());
        try (InputStream in = f.openInputStream()) {
          Files.copy(in, out);
        }
      }
    }
    List<File> classpath = new ArrayList<>();
    classpath.add(classes.toFile());
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      classpath.add(new File(entry));
    }
    Compilation second = Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Xlint:all,-processing,-path", "-Werror")
        .withClasspath(classpath).compile(kernel("com.acme.gemm", "com.acme.GmemC"));
    assertThat(second).succeededWithoutWarnings();
    assertThat(second).generatedSourceFile("com.acme.gemm.CtaC").contentsAsUtf8String()
        .contains("((_128,_64),(M/_128,N/_64)):((N,_1),(_128*N,_64))");
  }

  @Test
  void anUnknownQualifiedReferenceIsOneReferenceError() {
    Compile.assertOneError(kernel("com.acme", "com.acme.gemm.GmemC"), 3,
        "[strided:reference] of \"zipped_divide(com.acme.gemm.GmemC, (128,64))\" refers to "
            + "com.acme.gemm.GmemC, which is not the generated name of a @Layout on Kernel nor of "
            + "a type in package com.acme.gemm.");
  }

  @Test
  void aCycleThroughTwoTypesIsAReferenceError() {
    JavaFileObject a = JavaFileObjects.forSourceLines("com.acme.A",
        "package com.acme;",
        "import dev.strided.annotations.Layout;",
        "@Layout(name = \"La\", of = \"coalesce(Lb)\")",
        "final class A {}");
    JavaFileObject b = JavaFileObjects.forSourceLines("com.acme.B",
        "package com.acme;",
        "import dev.strided.annotations.Layout;",
        "@Layout(name = \"Lb\", of = \"coalesce(La)\")",
        "final class B {}");
    Compilation c = Compile.withProcessor(a, b);
    assertThat(c).hadErrorCount(2);
    assertThat(c).hadErrorContaining("refers to Lb, which is derived from this layout: "
        + "La -> Lb -> La").inFile(a).onLine(3);
    assertThat(c).hadErrorContaining("refers to La, which is derived from this layout: "
        + "Lb -> La -> Lb").inFile(b).onLine(3);
  }

  private static void check(GeneratedClasses loader, String name) throws Exception {
    Class<?> generated = loader.loadClass(name);
    Object layout = generated.getMethod("of", int.class, int.class).invoke(null, 256, 128);
    Layout expected = Layout.derive("zipped_divide((256,128):(128,1), (128,64))");
    Method index = generated.getMethod("index", int.class);
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.index(i), (int) index.invoke(layout, i), name + " at " + i);
    }
  }

}
