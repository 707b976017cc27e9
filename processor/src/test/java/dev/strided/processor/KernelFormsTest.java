package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The static index functions a GPU Java kernel can call: every layout with names has
 * {@code indexOf(names..., coordinates...)}, every fully static layout static {@code index(...)}.
 * Their bytecode (read with {@code javap -c}) has no allocation, no field access but constants, no
 * call and no throw; and the kernel forms give the instance forms' indices under random bindings.
 */
class KernelFormsTest {
  private static final String[][] LAYOUTS = {
      {"(M,N)", "(1,ld)", "INT"},
      {"(M,N)", "(N,1)", "INT"},
      {"((8,M),(4,N))", "((1,8*N),(8*M*N,8))", "INT"},
      {"((16,MB),(16,NB))", "((16,256),(1,256*MB))", "INT"},
      {"((TM,RM),(TN,RN))", "((1,LD),(TM,LD*TN))", "LONG"},
      {"(A,(B,C))", "(-1,(A,-3*A*B))", "INT"},
      {"(3,(M,2))", "(s,(2*s,t))", "LONG"},
      {"((2,3),(4,8))", "((1,2),(6,24))", "INT"},
      {"(64,64)", "(64,1)", "LONG"},
  };
  private static GeneratedClasses loader;
  private static final Map<String, byte[]> CLASS_FILES = new LinkedHashMap<>();

  @BeforeAll
  static void compile() throws Exception {
    List<String> source = new ArrayList<>(List.of("package gpu;",
        "import dev.strided.annotations.Layout;", "final class Kernels {"));
    for (int i = 0; i < LAYOUTS.length; i++) {
      source.add("  @Layout(name = \"K" + i + "\", shape = \"" + LAYOUTS[i][0] + "\", stride = \""
          + LAYOUTS[i][1] + "\", indexType = Layout.IndexType." + LAYOUTS[i][2]
          + ") static final class T" + i + " {}");
    }
    source.add("}");
    Compilation c = Compile.withProcessor(JavaFileObjects.forSourceLines("gpu.Kernels", source));
    assertThat(c).succeeded();
    loader = new GeneratedClasses(c);
    CLASS_FILES.putAll(KernelBytecode.classFiles(c, ".*/gpu/K[0-9]+[.]class"));
    assertEquals(LAYOUTS.length, CLASS_FILES.size());
  }

  @Test
  void staticIndexFunctionsAllocateNothingReadNoInstanceFieldAndCallNothing() throws Exception {
    int checked = 0;
    for (Map.Entry<String, byte[]> e : CLASS_FILES.entrySet()) {
      String className = "gpu." + e.getKey().replace(".class", "");
      Class<?> type = loader.loadClass(className);
      boolean dynamic = hasMethod(type, "of");
      checked += KernelBytecode.assertKernelSafe(type, e.getValue(), header ->
          header.contains(" static ") && header.contains(dynamic ? " indexOf(" : " index("));
      if (dynamic) {
        assertTrue(hasMethod(type, "indexOf"), className + " has kernel forms");
      }
    }
    // every layout has a 1-D and a per-mode form, all but (64,64) and (M,N) a per-leaf one
    assertEquals(3 * LAYOUTS.length - 3, checked);
  }

  @Test
  void kernelFormsGiveTheInstanceFormsIndicesUnderRandomBindings() throws Exception {
    Random random = new Random(13);
    int compared = 0;
    for (int i = 0; i < LAYOUTS.length; i++) {
      Class<?> type = loader.loadClass("gpu.K" + i);
      Method of = find(type, "of", -1);
      if (of == null) {
        continue;
      }
      for (int trial = 0; trial < 40; trial++) {
        Object[] names = new Object[of.getParameterCount()];
        for (int k = 0; k < names.length; k++) {
          names[k] = 1 + random.nextInt(9);
        }
        Object layout = of.invoke(null, names);
        for (Method index : type.getMethods()) {
          if (!index.getName().equals("index")) {
            continue;
          }
          Method kernel = find(type, "indexOf", names.length + index.getParameterCount());
          for (int draw = 0; draw < 20; draw++) {
            Object[] coords = new Object[index.getParameterCount()];
            Object[] all = new Object[names.length + coords.length];
            System.arraycopy(names, 0, all, 0, names.length);
            for (int k = 0; k < coords.length; k++) {
              coords[k] = random.nextInt(200);
              all[names.length + k] = coords[k];
            }
            assertEquals(index.invoke(layout, coords), kernel.invoke(null, all),
                type.getSimpleName() + " " + List.of(names) + " at " + List.of(coords));
            compared++;
          }
        }
      }
    }
    assertTrue(compared > 1000, "compared " + compared);
  }

  private static boolean hasMethod(Class<?> type, String name) {
    return find(type, name, -1) != null;
  }

  private static Method find(Class<?> type, String name, int arity) {
    for (Method m : type.getMethods()) {
      if (m.getName().equals(name) && (arity < 0 || m.getParameterCount() == arity)) {
        return m;
      }
    }
    return null;
  }
}
