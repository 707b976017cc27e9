package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import javax.tools.JavaFileObject;

/**
 * The bytecode test of the kernel-safe forms a GPU Java kernel can call (read with
 * {@code javap -c}): no allocation, no field access but static final primitive constants, no call,
 * no throw, no monitor.
 */
final class KernelBytecode {
  /** Forbidden in a kernel form: allocation, instance fields, stores, calls, throws. */
  private static final Pattern FORBIDDEN = Pattern.compile(
      "new|newarray|anewarray|multianewarray|getfield|putfield|putstatic|invoke\\w+|athrow"
          + "|monitorenter|monitorexit");
  private static final Pattern INSTRUCTION = Pattern.compile("^\\s+\\d+: (\\w+)(.*)$");

  private KernelBytecode() {}

  /** The class files of a compilation whose paths match {@code pattern}, by file name. */
  static Map<String, byte[]> classFiles(Compilation c, String pattern) throws Exception {
    Map<String, byte[]> out = new LinkedHashMap<>();
    for (JavaFileObject f : c.generatedFiles()) {
      String path = f.toUri().getPath();
      if (f.getKind() == JavaFileObject.Kind.CLASS && path.matches(pattern)) {
        try (InputStream in = f.openInputStream()) {
          out.put(path.substring(path.lastIndexOf('/') + 1), in.readAllBytes());
        }
      }
    }
    return out;
  }

  /**
   * Asserts that every method of a class whose {@code javap} header {@code isKernel} accepts is
   * kernel-safe.
   *
   * @param type the loaded class (for its constants)
   * @param classFile its bytes
   * @param isKernel which method headers ({@code " public static int indexOf(int, int);"}) to test
   * @return how many methods were tested
   */
  static int assertKernelSafe(Class<?> type, byte[] classFile, Predicate<String> isKernel)
      throws Exception {
    Path file = Files.createTempDirectory("kernel-forms").resolve(type.getSimpleName() + ".class");
    Files.write(file, classFile);
    int checked = 0;
    for (Map.Entry<String, List<String>> m : methods(javap(file)).entrySet()) {
      String header = m.getKey();
      if (!isKernel.test(header)) {
        continue;
      }
      checked++;
      assertTrue(m.getValue().size() >= 2, header + " has code: " + m.getValue());
      for (String line : m.getValue()) {
        Matcher ins = INSTRUCTION.matcher(line);
        assertTrue(ins.matches(), line);
        String op = ins.group(1);
        assertTrue(!FORBIDDEN.matcher(op).matches(), type.getName() + "." + header + ": " + line);
        if (op.equals("getstatic")) {
          assertConstant(type, line);
        }
      }
    }
    return checked;
  }

  private static void assertConstant(Class<?> type, String line) throws Exception {
    Matcher m = Pattern.compile("// Field (\\w+):(\\w)").matcher(line);
    assertTrue(m.find(), line);
    Field f = type.getDeclaredField(m.group(1));
    int mod = f.getModifiers();
    assertTrue(Modifier.isStatic(mod) && Modifier.isFinal(mod) && f.getType().isPrimitive(), line);
  }

  private static String javap(Path classFile) {
    ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow();
    StringWriter out = new StringWriter();
    int rc = javap.run(new PrintWriter(out), new PrintWriter(out), "-c", "-p",
        classFile.toString());
    assertEquals(0, rc, out.toString());
    return out.toString();
  }

  /** Method header to its instruction lines, from {@code javap -c -p} output. */
  private static Map<String, List<String>> methods(String javap) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    List<String> current = null;
    for (String line : javap.split("\n")) {
      if (line.startsWith("  ") && !line.startsWith("   ") && line.endsWith(";")) {
        current = new ArrayList<>();
        out.put(" " + line.trim(), current);
      } else if (current != null && INSTRUCTION.matcher(line).matches()) {
        current.add(line);
      }
    }
    assertTrue(out.keySet().stream().anyMatch(h -> h.contains(" static ")), javap);
    return out;
  }
}
