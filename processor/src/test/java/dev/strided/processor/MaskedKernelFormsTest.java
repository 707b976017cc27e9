package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The kernel forms of masked layouts pass the bytecode test of {@code indexOf}
 * ({@link KernelBytecode}): {@code inBoundsOf(names..., coordinates...)} of a layout with names,
 * and the static {@code inBounds} of a static one, like their index functions, allocate nothing,
 * read no instance field and call nothing.
 */
class MaskedKernelFormsTest {
  @Test
  void inBoundsKernelFormsAllocateNothingReadNoInstanceFieldAndCallNothing() throws Exception {
    Compilation c = Compile.withProcessor(JavaFileObjects.forSourceLines("gpu.Masked",
        "package gpu;",
        "import dev.strided.annotations.Layout;",
        "@Layout(name = \"Gmem\", shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR)",
        "@Layout(name = \"Cta\", of = \"zipped_divide(Gmem, (128,64))\", masked = true)",
        "@Layout(name = \"Named\", of = \"zipped_divide(Gmem, (BM,BN))\", masked = true)",
        "@Layout(name = \"Wide\", of = \"logical_divide(Gmem, (3,5))\", masked = true, "
            + "indexType = Layout.IndexType.LONG)",
        "@Layout(name = \"Fixed\", of = \"zipped_divide((10,10):(1,10), (4,4))\", masked = true)",
        "final class Masked {}"));
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    int checked = 0;
    for (Map.Entry<String, byte[]> e : KernelBytecode.classFiles(c,
        ".*/gpu/(Cta|Named|Wide|Fixed)[.]class").entrySet()) {
      Class<?> type = loader.loadClass("gpu." + e.getKey().replace(".class", ""));
      boolean fixed = type.getSimpleName().equals("Fixed");
      checked += KernelBytecode.assertKernelSafe(type, e.getValue(), header ->
          header.contains(" static ") && (header.contains(" inBoundsOf(")
              || fixed && (header.contains(" inBounds(") || header.contains(" index("))
              || header.contains(" indexOf(")));
    }
    // 3 overloads each of indexOf and inBoundsOf for three layouts, of index and inBounds for one
    assertEquals(4 * 3 * 2, checked);
  }
}
