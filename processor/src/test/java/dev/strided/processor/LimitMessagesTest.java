package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.reading.LayoutRequest;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The [strided:limit] errors: one failing compilation each (tag, text, line, one error), refused
 * before the work that grows with the input; and the largest layouts the limits admit compile.
 */
class LimitMessagesTest {
  /** {@code (N0,N1,...)} with {@code count} distinct names. */
  private static String names(int count) {
    return IntStream.range(0, count).mapToObj(i -> "N" + i)
        .collect(Collectors.joining(",", "(", ")"));
  }

  private static String ones(int count) {
    return IntStream.range(0, count).mapToObj(i -> "1").collect(Collectors.joining(",", "(", ")"));
  }

  @Test
  void tooManyNamesInTheShape() {
    // before: 100 names gave "code too large for try statement" in the generated class
    Compile.assertOneError(Compile.layout("shape = \"" + names(100) + "\"",
        "indexType = Layout.IndexType.LONG"), 4, "[strided:limit] the layout has more than 64 "
        + "distinct names, the most a generated factory can take as parameters; this is name 65.");
  }

  @Test
  void threeHundredNamesAreRefusedAtOnce() {
    // before: javac's AssertionError after 100 s and a 126 MB generated source
    long start = System.nanoTime();
    Compile.assertOneError(Compile.layout("shape = \"" + names(300) + "\""), 4,
        "[strided:limit] the layout has more than 64 distinct names");
    assertTrue(Duration.ofNanos(System.nanoTime() - start).toSeconds() < 30);
  }

  @Test
  void theNameTooManyMayBeInTheStride() {
    Compile.assertOneError(Compile.layout("shape = \"" + names(40) + "\"",
            "stride = \"" + names(60).replace("N", "S") + "\""), 5,
        "[strided:limit] the layout has more than 64 distinct names", "this is name 65.");
  }

  @Test
  void tooManyLeaves() {
    // before: 256 leaves gave javac's "too many parameters"; the caret marks the 65th leaf (offset
    // 129), and a text this long is quoted as the 60 characters either side of it
    Compile.assertOneError(Compile.layout("shape = \"" + ones(256) + "\""), 4,
        "[strided:limit] shape has 256 leaves, more than the 64 a generated class can take as "
            + "coordinates.\n    ..." + ones(256).substring(129 - 60, 129 + 60) + "...\n    "
            + " ".repeat(3 + 60) + "^");
  }

  @Test
  void tooDeep() {
    String deep = "(".repeat(65) + "2" + ")".repeat(65);
    Compile.assertOneError(Compile.layout("shape = \"" + deep + "\""), 4,
        "[strided:limit] shape nests tuples more than 64 levels deep, the most the processor "
            + "accepts.\n    " + deep + "\n    " + " ".repeat(64) + "^");
  }

  @Test
  void textTooLong() {
    String shape = "(" + "0".repeat(4095) + "2)";
    Compile.assertOneError(Compile.layout("shape = \"(2,3)\"", "stride = \"" + shape + "\""), 5,
        "[strided:limit] stride has 4098 characters, more than the 4096 a shape or stride may "
            + "have; split the layout or use names for long values.");
  }

  @Test
  void aMegabyteShapeIsRefusedInWellUnderASecond() throws Exception {
    String huge = names(200_000).substring(0, 1 << 20);
    LayoutRequest request = new FuzzCase(huge, "", "", false, false, false, false)
        .request(FakeType.named("big.Kernel"));
    long start = System.nanoTime();
    LayoutRejected r = assertThrows(LayoutRejected.class, () -> LayoutPipeline.validate(request));
    long micros = (System.nanoTime() - start) / 1000;
    assertEquals(Tag.LIMIT, r.diagnostic().tag());
    assertTrue(micros < 1_000_000, "took " + micros + " us");
    // through javac (which itself reads the megabyte): before, no answer in two minutes
    start = System.nanoTime();
    Compile.assertOneError(Compile.layout("shape = \"" + huge + "\""), 4,
        "[strided:limit] shape has 1048576 characters, more than the 4096");
    long seconds = Duration.ofNanos(System.nanoTime() - start).toSeconds();
    assertTrue(seconds < 30, "javac took " + seconds + " s");
  }

  @Test
  void layoutThatPrintsTooLong() {
    // 2,200 characters, 3 names, 64 leaves: the column-major strides repeat the names quadratically
    String shape = "(" + String.join(",", java.util.Collections.nCopies(64,
        "longname_a*longname_b*longname_c")) + ")";
    Compile.assertOneError(Compile.layout("shape = \"" + shape + "\"",
            "indexType = Layout.IndexType.LONG"), 4,
        "[strided:limit] the layout prints as ", " characters, more than the 8192 its generated "
            + "class can hold; use fewer names per leaf or fewer leaves.");
  }

  @Test
  void generatedClassNameTooLong() {
    String name = "Ä".repeat(101);
    Compile.assertOneError(Compile.layout("name = \"" + name + "\"", "shape = \"(2,3)\""), 4,
        "[strided:limit] the generated class name is 202 bytes long in UTF-8, more than the 200 a "
            + "file name can hold with its extension; give a shorter name = \"...\".");
  }

  @Test
  void theLargestLayoutsWithinTheLimitsCompileAndIndex() throws Exception {
    List<String> leaves = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      leaves.add("N" + i);
    }
    String nested = "(".repeat(63) + "(3,2)" + ")".repeat(63);
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Wide\", shape = \"(" + String.join(",", leaves) + ")\",",
        "    indexType = Layout.IndexType.LONG)",
        "@Layout(name = \"Ones\", shape = \"" + ones(64) + "\")",
        "@Layout(name = \"Deep\", shape = \"" + nested + "\")"));
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    Class<?> wide = loader.loadClass("com.acme.Wide");
    Class<?>[] ints = new Class<?>[64];
    java.util.Arrays.fill(ints, int.class);
    Object[] extents = new Object[64];
    java.util.Arrays.fill(extents, 1);
    extents[62] = 2;
    extents[63] = 3;
    Object layout = wide.getMethod("of", ints).invoke(null, extents);
    Object[] coordinate = new Object[64];
    java.util.Arrays.fill(coordinate, 0);
    coordinate[62] = 1;
    coordinate[63] = 2;
    Method index = wide.getMethod("index", ints);
    assertEquals(5L, index.invoke(layout, coordinate));
    assertEquals(5, loader.loadClass("com.acme.Deep").getMethod("index", int.class, int.class)
        .invoke(null, 2, 1));
    assertEquals(0, loader.loadClass("com.acme.Ones").getMethod("index", ints)
        .invoke(null, coordinate));
  }
}
