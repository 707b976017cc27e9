package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.Layout;
import dev.strided.render.LayoutSvg;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * How the processor behaves inside a build: Gradle's isolating mode (one originating element per
 * file, the annotated type), its metadata files, the {@code -Astrided.*} options and the SVG
 * pictures they turn on.
 */
class BuildIntegrationTest {
  private static final JavaFileObject KERNELS = JavaFileObjects.forSourceLines("com.acme.Kernels",
      "package com.acme;",
      "import dev.strided.annotations.Layout;",
      "final class Kernels {",
      "  @Layout(shape = \"(4,8)\", stride = \"(8,1)\") static final class Tile {}",
      "  @Layout(name = \"Row\", shape = \"(8)\")",
      "  @Layout(name = \"Cube\", shape = \"(2,2,2)\")",
      "  @Layout(name = \"Mat\", shape = \"(M,N)\")",
      "  static final class Many {}",
      "  @Layout(shape = \"(128,64)\") static final class Big {}",
      "}");

  private static Compilation compile(RecordingProcessor p, String... options) {
    return Compiler.javac().withProcessors(p).withOptions(options).compile(KERNELS);
  }

  @Test
  void everyFileHasExactlyOneOriginatingElementTheAnnotatedType() {
    RecordingProcessor p = new RecordingProcessor();
    assertThat(compile(p, "-Astrided.svg=true")).succeededWithoutWarnings();
    Map<String, String> originOf = new TreeMap<>();
    for (RecordingProcessor.Created c : p.created) {
      assertEquals(1, c.origins().size(), c.name());
      originOf.put(c.name(), ((TypeElement) c.origins().get(0)).getQualifiedName().toString());
    }
    assertEquals(Map.of(
        "com.acme.Kernels_TileLayout", "com.acme.Kernels.Tile",
        "com.acme/Kernels_TileLayout.svg", "com.acme.Kernels.Tile",
        "com.acme.Row", "com.acme.Kernels.Many",
        "com.acme/Row.svg", "com.acme.Kernels.Many",
        "com.acme.Cube", "com.acme.Kernels.Many",
        "com.acme.Mat", "com.acme.Kernels.Many",
        "com.acme.Kernels_BigLayout", "com.acme.Kernels.Big"), originOf);
  }

  @Test
  void svgPicturesOfStaticRankOneAndTwoLayoutsOnlyWhenAsked() throws IOException {
    Compilation on = compile(new RecordingProcessor(), "-Astrided.svg=true");
    assertThat(on).succeededWithoutWarnings();
    assertEquals(LayoutSvg.svg(Layout.parse("(_4,_8):(_8,_1)")),
        resource(on, "Kernels_TileLayout.svg"));
    assertEquals(LayoutSvg.svg(Layout.parse("(_8):(_1)")), resource(on, "Row.svg"));
    List<String> svgs = on.generatedFiles().stream().map(JavaFileObject::getName)
        .filter(n -> n.endsWith(".svg")).toList();
    assertEquals(2, svgs.size(), "rank 3, dynamic and over 4096 cells get none: " + svgs);
    Compilation off = compile(new RecordingProcessor());
    assertThat(off).succeededWithoutWarnings();
    assertFalse(off.generatedFiles().stream().anyMatch(f -> f.getName().endsWith(".svg")));
  }

  @Test
  void unknownStridedOptionIsAWarningNamingTheKnownOnes() {
    Compilation c = compile(new RecordingProcessor(), "-Astrided.sgv=true");
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[strided:option] unknown option -Astrided.sgv is ignored; "
        + "the Strided processor knows only -Astrided.ascend=true|false, "
        + "-Astrided.cute=true|false, -Astrided.svg=true|false.");
    Compilation bad = compile(new RecordingProcessor(), "-Astrided.svg=yes");
    assertThat(bad).hadWarningContaining(
        "[strided:option] -Astrided.svg=yes is ignored: the value must be true or false.");
  }

  @Test
  void otherProcessorsOptionsAreNotOurs() {
    Compilation c = Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("-Astrided=1", "-Aother.svg=true").compile(KERNELS);
    assertThat(c).succeeded();
    assertTrue(c.warnings().stream().noneMatch(w -> w.getMessage(null).contains("[strided:")),
        c.warnings().toString());
  }

  @Test
  void gradleAndServiceMetadataNameTheProcessor() throws IOException {
    assertEquals(LayoutProcessor.class.getName() + ",isolating",
        classpathText("META-INF/gradle/incremental.annotation.processors").strip());
    assertEquals(LayoutProcessor.class.getName(),
        classpathText("META-INF/services/javax.annotation.processing.Processor").strip());
  }

  private static String resource(Compilation c, String name) throws IOException {
    JavaFileObject f = c.generatedFile(StandardLocation.CLASS_OUTPUT, "com.acme", name)
        .orElseThrow(() -> new AssertionError("no " + name));
    return f.getCharContent(true).toString();
  }

  private static String classpathText(String path) throws IOException {
    try (InputStream in = LayoutProcessor.class.getClassLoader().getResourceAsStream(path)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
