package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The bytecode of typed views' {@code get} and {@code set} (read with {@code javap -c}): no
 * allocation, no call of any kind, no throw, no static field, no store to a field; the fields read
 * are the view's own final ones; and exactly one array load ({@code get}) or store ({@code set}).
 * So the JIT has nothing to inline: the view is the hand-written {@code data[off + i * ld + j]}.
 */
class ViewBytecodeTest {
  private static final String[][] LAYOUTS = {
      {"shape = \"(M,N)\", stride = \"(1,ld)\""},
      {"shape = \"((16,MB),(16,NB))\", stride = \"((16,256),(1,256*MB))\""},
      {"shape = \"((TM,3),(TN,RN))\", stride = \"((1,LD),(TM,LD*TN))\""},
      {"shape = \"(A,(B,C))\", stride = \"(-1,(A,-3*A*B))\""},
      {"shape = \"((8,4),(3,8))\", stride = \"((1,32),(8,128))\""},
      {"of = \"Sw<3,3,3> o (8,64):(64,1)\""},
  };
  private static final Pattern FORBIDDEN = Pattern.compile(
      "new|newarray|anewarray|multianewarray|getstatic|putfield|putstatic|invoke\\w+|athrow"
          + "|monitorenter|monitorexit");
  private static final Pattern ARRAY_ACCESS = Pattern.compile("[fdil]a(load|store)");
  private static final Pattern OWN_FIELD = Pattern.compile("// Field (\\w+):");

  @Test
  void getAndSetAllocateNothingCallNothingAndReadOnlyTheViewsFinalFields() throws Exception {
    StringBuilder source = new StringBuilder("package gpu; import dev.strided.annotations.Layout; "
        + "final class Views {");
    for (int i = 0; i < LAYOUTS.length; i++) {
      source.append("@Layout(name = \"W").append(i).append("\", ").append(LAYOUTS[i][0])
          .append(", tensors = {float.class, double.class, int.class, long.class}) static final "
              + "class T").append(i).append(" {}");
    }
    Compilation c = Compile.withProcessor(
        JavaFileObjects.forSourceString("gpu.Views", source.append("}").toString()));
    assertThat(c).succeeded();
    GeneratedClasses loader = new GeneratedClasses(c);
    Path dir = Files.createTempDirectory("view-bytecode");
    int checked = 0;
    int views = 0;
    for (JavaFileObject f : c.generatedFiles()) {
      String path = f.toUri().getPath();
      if (f.getKind() != JavaFileObject.Kind.CLASS || !path.matches(".*/gpu/W\\d+\\$\\w+View[.]class")) {
        continue;
      }
      views++;
      String simple = path.substring(path.lastIndexOf('/') + 1);
      Path file = dir.resolve(simple);
      try (InputStream in = f.openInputStream()) {
        Files.write(file, in.readAllBytes());
      }
      Class<?> view = loader.loadClass("gpu." + simple.replace(".class", ""));
      for (Map.Entry<String, List<String>> m : Javap.methods(Javap.disassemble(file)).entrySet()) {
        String header = m.getKey();
        if (!header.contains(" get(") && !header.contains(" set(")) {
          continue;
        }
        checked++;
        int arrayAccesses = 0;
        for (String line : m.getValue()) {
          Matcher ins = Javap.INSTRUCTION.matcher(line);
          assertTrue(ins.matches(), line);
          String op = ins.group(1);
          String where = view.getName() + "." + header + ": " + line;
          assertTrue(!FORBIDDEN.matcher(op).matches(), where);
          arrayAccesses += ARRAY_ACCESS.matcher(op).matches() ? 1 : 0;
          if (op.equals("getfield")) {
            Matcher field = OWN_FIELD.matcher(line);
            assertTrue(field.find(), "a field of the view itself: " + where);
            Field read = view.getDeclaredField(field.group(1));
            assertTrue(Modifier.isFinal(read.getModifiers()), "a final field: " + where);
          }
        }
        assertEquals(1, arrayAccesses, view.getName() + "." + header + ": " + m.getValue());
      }
    }
    assertEquals(4 * LAYOUTS.length, views);
    // every layout has a 1-D and a per-mode get and set, all but (M,N) a per-leaf pair, per type
    assertEquals(4 * 2 * (3 * LAYOUTS.length - 1 - 1), checked);
  }
}
