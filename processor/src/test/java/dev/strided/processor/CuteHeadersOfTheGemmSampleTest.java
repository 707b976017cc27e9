package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.processor.CuteHeaderComparison.Case;
import dev.strided.testing.MarkdownBlock;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The samples' GEMM descriptor ({@code samples/.../GemmLayouts.java}, read from the checkout as it
 * is and compiled here with {@code -Astrided.cute=true}; the samples module itself writes no
 * headers): every layout gets a header (the CTA tiles with quotient names and the swizzled shared
 * memory tile included), and all of them compile with g++ against CuTe and print and index as the
 * generated classes, with M, N and K bound to three sets of tile multiples.
 */
class CuteHeadersOfTheGemmSampleTest {
  private static final String PACKAGE = "dev.strided.samples";
  private static final Pattern LAYOUT_NAME = Pattern.compile("@Layout\\(name = \"(\\w+)\"");
  /** Per name, one value per binding: multiples of every tile extent the descriptor assumes. */
  private static final Map<String, int[]> SIZES = Map.of("M", new int[] {64, 128, 192},
      "N", new int[] {32, 96, 64}, "K", new int[] {32, 64, 96});

  @Test
  void everyLayoutOfTheDescriptorHasAHeaderThatAgreesWithCute(@TempDir Path dir)
      throws Exception {
    Path file = MarkdownBlock.readme().resolveSibling(
        "samples/src/main/java/dev/strided/samples/GemmLayouts.java");
    String source = Files.readString(file, StandardCharsets.UTF_8);
    Compilation c = CuteHeaderComparison.compile(
        JavaFileObjects.forSourceString(PACKAGE + ".GemmLayouts", source));
    assertThat(c).succeededWithoutWarnings();
    List<String> names = new ArrayList<>();
    Matcher m = LAYOUT_NAME.matcher(source);
    while (m.find()) {
      names.add(m.group(1));
    }
    assertTrue(names.containsAll(List.of("CtaA", "CtaB", "CtaC", "SmemA")), file + ": " + names);
    assertEquals(names.size(), CuteHeaderComparison.writeHeaders(c, dir.resolve("headers")),
        "one header per layout of " + file);
    GeneratedClasses loader = new GeneratedClasses(c);
    List<Case> cases = new ArrayList<>();
    for (String name : names) {
      cases.add(new Case(name, "", bindings(loader.loadClass(PACKAGE + "." + name)), List.of()));
    }
    int compared = CuteHeaderComparison.compareWithCute(c, PACKAGE, cases, dir, 2);
    assertTrue(compared > 100_000, "indices compared: " + compared);
  }

  /** The bindings of {@code of(...)}'s names from {@link #SIZES}; one empty one for no names. */
  private static List<int[]> bindings(Class<?> type) {
    Method of = Arrays.stream(type.getMethods()).filter(x -> x.getName().equals("of")).findFirst()
        .orElse(null);
    if (of == null) {
      return List.of(new int[0]);
    }
    List<int[]> out = new ArrayList<>();
    for (int b = 0; b < 3; b++) {
      int[] binding = new int[of.getParameterCount()];
      for (int p = 0; p < binding.length; p++) {
        Parameter parameter = of.getParameters()[p];
        assertTrue(parameter.isNamePresent() && SIZES.containsKey(parameter.getName()),
            type.getSimpleName() + ".of has the name " + parameter.getName()
            + ", which this test has no sizes for: add it to SIZES");
        binding[p] = SIZES.get(parameter.getName())[b];
      }
      out.add(binding);
    }
    return out;
  }
}
