package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Attribute values that javac can only resolve in a later round (constants of generated classes)
 * are read again then; values that never resolve leave javac's own error as the only one.
 */
class DeferralTest {
  private static JavaFileObject source(String name, String... lines) {
    String[] all = new String[lines.length + 2];
    all[0] = "package com.acme;";
    all[1] = "import dev.strided.annotations.Layout;";
    System.arraycopy(lines, 0, all, 2, lines.length);
    return JavaFileObjects.forSourceLines("com.acme." + name, all);
  }

  @Test
  void constantOfAClassGeneratedInTheSameCompilation() throws Exception {
    // before: [strided:syntax] shape "<error>" does not parse
    Compilation c = Compile.withProcessor(
        source("A", "@Layout(name = \"ALay\", shape = \"(4,8)\")", "final class A {}"),
        source("B", "@Layout(shape = \"(\" + ALay.SIZE + \",2)\")", "final class B {}"));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(64, new GeneratedClasses(c).loadClass("com.acme.BLayout").getField("SIZE")
        .get(null));
  }

  @Test
  void constantOfAClassAnotherProcessorGeneratesInItsSecondRound() throws Exception {
    Compilation c = Compiler.javac()
        .withProcessors(new LateSourceProcessor(), new LayoutProcessor())
        .withOptions("--release", "17", "-Xlint:all,-processing", "-Werror")
        .compile(source("B", "@Layout(shape = \"(\" + Sizes.ROWS + \",2)\",",
            "    stride = \"(2,1)\")", "final class B {}"));
    assertThat(c).succeededWithoutWarnings();
    Class<?> layout = new GeneratedClasses(c).loadClass("com.acme.BLayout");
    assertEquals(12, layout.getField("SIZE").get(null));
    assertEquals(11, layout.getMethod("index", int.class, int.class).invoke(null, 5, 1));
  }

  @Test
  void aValueThatNeverResolvesHasOnlyJavacsError() {
    // before: a second error, [strided:syntax] shape "<error>"
    JavaFileObject b = source("B", "@Layout(", "    shape = \"(\" + Nope.SIZE + \",2)\")",
        "final class B {}");
    Compilation c = Compile.withProcessor(b);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("cannot find symbol").inFile(b).onLine(4);
  }

  @Test
  void anAttributeTheAnnotationLacksIsReportedWhenProcessingEnds() {
    // an annotation jar older than the processor: no injective attribute; before: nothing at all
    JavaFileObject oldLayout = JavaFileObjects.forSourceLines("dev.strided.annotations.Layout",
        "package dev.strided.annotations;",
        "import java.lang.annotation.*;",
        "@Retention(RetentionPolicy.CLASS) @Target(ElementType.TYPE)",
        "public @interface Layout {",
        "  String shape();",
        "  String stride() default \"\";",
        "  String name() default \"\";",
        "  Order order() default Order.COLUMN_MAJOR;",
        "  IndexType indexType() default IndexType.INT;",
        "  boolean compact() default false;",
        "  enum Order { COLUMN_MAJOR, ROW_MAJOR }",
        "  enum IndexType { INT, LONG }",
        "}");
    JavaFileObject b = source("B", "@Layout(shape = \"(2,3)\")", "final class B {}");
    Compilation c = Compile.withProcessor(oldLayout, b);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[strided:unresolved] did not generate a layout class for "
        + "com.acme.B because its @Layout attribute 'injective' never had a value the processor "
        + "can read: it references undefined types, or strided-annotations is older than "
        + "strided-processor.").inFile(b).onLine(4);
  }
}
