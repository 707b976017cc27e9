package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;

/**
 * The processor under the Eclipse compiler (ecj, through its {@code javax.tools} implementation) as
 * well as javac: every error tag gives the same single error (tag, line, text), and static, dynamic
 * and long layouts generate classes that agree with the runtime. The compiler tree API is javac's,
 * so under ecj repeated annotations fall back to {@code Messager} without failing.
 */
class CompileWithEclipseTest {
  /** One invalid case per tag (and per name form). */
  private static final List<FuzzCase> INVALID = List.of(
      new FuzzCase("(2,(3,4)", "(1,(2,6))", "A0", false, false, false, false),
      new FuzzCase("(2,3)", "(1,#)", "A1", false, false, false, false),
      new FuzzCase("(2,(3,4))", "(1,(2,6,9))", "A2", false, false, false, false),
      new FuzzCase("(2,(3,4))", "(1,2)", "A3", false, false, false, false),
      new FuzzCase("(2,(3,0))", "(1,(2,6))", "A4", false, false, false, false),
      new FuzzCase("(65536,65536)", "", "A5", false, false, false, false),
      new FuzzCase("(2,3)", "(1,3000000000)", "A6", false, false, false, false),
      new FuzzCase("(4294967296,4294967296)", "", "A7", false, true, false, false),
      new FuzzCase("(M,int)", "", "A8", false, false, false, false),
      new FuzzCase("(2,3)", "", "9Lives", false, false, false, false),
      new FuzzCase("(2,(2,3))", "(1,(1,2))", "A10", false, false, true, false),
      new FuzzCase("(2,3)", "(1,4)", "A11", false, false, false, true),
      new FuzzCase("(M,N)", "(1,ld)", "A12", false, false, true, false));

  private static final List<FuzzCase> VALID = List.of(
      new FuzzCase("(2,(3,4))", "(1,(2,6))", "V0", false, false, false, false),
      new FuzzCase("((2,2),(2,4))", "((1,4),(2,16))", "V1", false, false, true, false),
      new FuzzCase("(3,(2,2))", "", "V2", true, false, false, true),
      new FuzzCase("(M,N)", "(1,ld)", "V3", false, false, false, false),
      new FuzzCase("(2*M,(3,N))", "", "V4", true, false, false, false),
      new FuzzCase("(M,N,K)", "", "V5", false, true, false, false),
      new FuzzCase("(4,(2,3))", "(-1,(12,-4))", "V6", false, true, false, false),
      new FuzzCase("(M,(2,N))", "(N,(s,-2*s))", "V7", false, true, false, false));

  @TempDir
  Path dir;

  @Test
  void everyErrorTagIsTheSameUnderEcjAndJavac() {
    FuzzBatch batch = new FuzzBatch("bad", INVALID);
    Compilation javac = batch.compile();
    EclipseCompile eclipse = EclipseCompile.run("bad.Batch", batch.text(), dir);
    assertThat(javac).failed();
    assertFalse(eclipse.success());
    // ecj hands the annotated elements over in another order: compare by line
    List<Diagnostic<? extends JavaFileObject>> a = byLine(javac.errors());
    List<Diagnostic<? extends JavaFileObject>> b = byLine(eclipse.errors());
    assertEquals(INVALID.size(), a.size(), a.toString());
    assertEquals(lines(a), lines(b), b.toString());
    for (int i = 0; i < a.size(); i++) {
      assertEquals(words(a.get(i)), words(b.get(i)));
      assertTrue(words(b.get(i)).startsWith("[strided:"), words(b.get(i)));
    }
  }

  @Test
  void repeatedAnnotationsDegradeGracefullyUnderEcj() {
    List<String> lines = List.of(
        "package com.acme;",
        "import dev.strided.annotations.Layout;",
        "@Layout(name = \"A\", shape = \"(2,3)\")",
        "@Layout(",
        "    name = \"B\",",
        "    shape = \"(2,3)\",",
        "    stride = \"(1,1)\",",
        "    injective = true)",
        "final class Tile {}");
    JavaFileObject source = JavaFileObjects.forSourceLines("com.acme.Tile", lines);
    Compilation javac = Compile.withProcessor(source);
    assertThat(javac).hadErrorCount(1);
    assertThat(javac).hadErrorContaining("[strided:injective] layout (2,3):(1,1) is not injective")
        .inFile(source).onLine(7);
    EclipseCompile eclipse = EclipseCompile.run("com.acme.Tile", String.join("\n", lines), dir);
    assertEquals(1, eclipse.errors().size(), eclipse.errors().toString());
    assertTrue(words(eclipse.errors().get(0))
        .startsWith("[strided:injective] layout (2,3):(1,1) is not injective"));
    long line = eclipse.errors().get(0).getLineNumber();
    assertTrue(line >= 3 && line <= 9, "ecj puts it on the annotations or the class: " + line);
  }

  @Test
  void staticDynamicAndLongLayoutsGenerateTheSameBehaviourUnderEcj() throws Exception {
    FuzzBatch batch = new FuzzBatch("good", VALID);
    EclipseCompile eclipse = EclipseCompile.run("good.Batch", batch.text(), dir);
    assertTrue(eclipse.success(), eclipse.errors().toString());
    assertEquals(VALID.size(), batch.assertAgreement(eclipse.loader(), "good", new Random(3)));
    Compilation javac = batch.compile();
    assertThat(javac).succeededWithoutWarnings();
    for (FuzzCase c : VALID) {
      String name = "good." + c.name();
      assertEquals(source(javac, name), eclipse.generatedSource(name), name);
    }
  }

  private static String source(Compilation c, String type) throws java.io.IOException {
    return c.generatedSourceFile(type).orElseThrow().getCharContent(true).toString();
  }

  private static List<Diagnostic<? extends JavaFileObject>> byLine(
      List<Diagnostic<? extends JavaFileObject>> ds) {
    List<Diagnostic<? extends JavaFileObject>> out = new ArrayList<>(ds);
    out.sort(java.util.Comparator.comparingLong(Diagnostic::getLineNumber));
    return out;
  }

  private static List<Long> lines(List<Diagnostic<? extends JavaFileObject>> ds) {
    List<Long> out = new ArrayList<>();
    ds.forEach(d -> out.add(d.getLineNumber()));
    return out;
  }

  /** The message without its layout of white space (javac indents continuation lines). */
  private static String words(Diagnostic<? extends JavaFileObject> d) {
    return d.getMessage(Locale.ROOT).replaceAll("\\s+", " ").strip();
  }
}
