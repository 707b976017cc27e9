package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * [strided:name] wherever javac would reject the generated code or silently replace a class, and
 * names accepted exactly when javac accepts them as identifiers, in {@code name} and in the texts.
 */
class NameMessagesTest {
  @ParameterizedTest
  @ValueSource(strings = {"var", "yield", "record", "sealed", "permits"})
  void restrictedIdentifierAsClassName(String name) {
    // before: javac's "'var' not allowed here" in the generated file
    Compile.assertOneError(Compile.layout("name = \"" + name + "\"", "shape = \"(2,3)\""), 4,
        "[strided:name] name \"" + name + "\" is a restricted identifier, which Java does not "
            + "allow as a class name.");
  }

  @Test
  void restrictedIdentifiersAreFineAsDynamicNames() throws Exception {
    Compilation c = Compile.withProcessor(Compile.layout(
        "shape = \"(var,yield)\"", "stride = \"(record,sealed*permits)\""));
    assertThat(c).succeededWithoutWarnings();
    Class<?> layout = new GeneratedClasses(c).loadClass("com.acme.TileLayout");
    Object l = layout.getMethod("of", int.class, int.class, int.class, int.class, int.class)
        .invoke(null, 2, 3, 1, 2, 5);
    assertEquals(1 + 2 * 10, layout.getMethod("index", int.class, int.class).invoke(l, 1, 2));
  }

  @Test
  void softHyphenInTheClassName() {
    // before: javac reads the name without the soft hyphen and rejects the generated file's name
    Compile.assertOneError(Compile.layout("name = \"Ti\\u00ADle2\"", "shape = \"(2,3)\""), 4,
        "[strided:name] name \"Ti\u00ADle2\" contains U+00AD, which javac ignores inside "
            + "identifiers, so the class would not have the name written; remove it.");
  }

  @Test
  void softHyphenInADynamicName() {
    Compile.assertOneError(Compile.layout("shape = \"(M\\u00ADN,4)\""), 4,
        "[strided:name] the name 'M' in shape is followed by U+00AD, which javac ignores inside "
            + "identifiers, so the name would not be what it looks like; remove it.\n"
            + "    (M\u00ADN,4)\n      ^");
  }

  @Test
  void namesBeyondTheBasicPlaneAreAcceptedLikeJavacAcceptsThem() throws Exception {
    // U+1D468 MATHEMATICAL BOLD ITALIC CAPITAL A is a letter; before: a syntax error in shape
    String a = new String(Character.toChars(0x1D468));
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"" + a + "Layout\", shape = \"(" + a + ",4)\", stride = \"(4," + a
            + "x)\")"));
    assertThat(c).succeededWithoutWarnings();
    Class<?> layout = new GeneratedClasses(c).loadClass("com.acme." + a + "Layout");
    Object l = layout.getMethod("of", int.class, int.class).invoke(null, 3, 7);
    assertEquals(2 * 4 + 3 * 7, layout.getMethod("index", int.class, int.class).invoke(l, 2, 3));
  }

  @Test
  void aCharacterBeyondTheBasicPlaneThatIsNoLetterIsNoName() {
    String smile = new String(Character.toChars(0x1F600));
    Compile.assertOneError(Compile.layout("shape = \"(" + smile + ",4)\""), 4,
        "[strided:syntax] shape \"(" + smile + ",4)\" does not parse");
    Compile.assertOneError(Compile.layout("name = \"" + smile + "\"", "shape = \"(2,3)\""), 4,
        "[strided:name] name \"" + smile + "\" is not a valid Java class name.");
  }

  @ParameterizedTest
  @ValueSource(strings = {"java", "javax", "dev"})
  void packageNamesTheGeneratedCodeMayQualifyAreReserved(String name) {
    Compile.assertOneError(Compile.layout("shape = \"(M,4)\"", "stride = \"(1," + name + ")\""),
        5, "[strided:name] the name '" + name + "' in stride is reserved");
  }

  @Test
  void clashWithAClassOnTheClassPath() {
    // before: a generated dev.strided.Notation silently replaced the runtime's (package-private
    // dev.strided.Values is such a class today)
    JavaFileObject source = JavaFileObjects.forSourceLines("dev.strided.Tile",
        "package dev.strided;", "import dev.strided.annotations.Layout;",
        "@Layout(", "    name = \"Values\",", "    shape = \"(2,3)\")", "final class Tile {}");
    Compile.assertOneError(source, 4, "[strided:name] the generated class dev.strided.Values "
        + "would replace the class dev.strided.Values found on the class path; give the @Layout "
        + "a different name.");
  }

  @Test
  void theProcessorsOwnOutputOfAnEarlierBuildIsNoClash(@TempDir Path classes) throws IOException {
    JavaFileObject tile = Compile.layout("shape = \"(M,4)\"");
    Compilation first = Compile.withProcessor(tile);
    assertThat(first).succeeded();
    for (JavaFileObject f : first.generatedFiles()) {
      String path = f.toUri().getPath();
      if (f.getKind() == JavaFileObject.Kind.CLASS && path.endsWith("TileLayout.class")) {
        Path out = classes.resolve("com/acme/TileLayout.class");
        Files.createDirectories(out.getParent());
        try (InputStream in = f.openInputStream()) {
          Files.write(out, in.readAllBytes());
        }
      }
    }
    List<File> classpath = new ArrayList<>(List.of(classes.toFile()));
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      classpath.add(new File(entry));
    }
    Compilation again = Compiler.javac().withProcessors(new LayoutProcessor())
        .withClasspath(classpath).withOptions("--release", "17", "-Xlint:all,-processing",
            "-Werror").compile(tile);
    assertThat(again).succeededWithoutWarnings();
  }
}
