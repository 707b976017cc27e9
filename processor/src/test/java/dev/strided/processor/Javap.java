package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

/**
 * The bytecode of generated methods, read with the JDK's {@code javap -c -p}, for the tests that
 * prove a method allocates, calls and throws nothing. Example:
 * {@code Javap.methods(Javap.disassemble(classFile)).get(" public static int index(int, int);")}.
 */
final class Javap {
  /** One instruction line: its offset, then the opcode (group 1) and its operands (group 2). */
  static final Pattern INSTRUCTION = Pattern.compile("^\\s+\\d+: (\\w+)(.*)$");

  private Javap() {}

  /** The {@code javap -c -p} text of a class file. */
  static String disassemble(Path classFile) {
    ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow();
    StringWriter out = new StringWriter();
    int rc = javap.run(new PrintWriter(out), new PrintWriter(out), "-c", "-p",
        classFile.toString());
    assertEquals(0, rc, out.toString());
    return out.toString();
  }

  /** Method header (with a leading space) to its instruction lines. */
  static Map<String, List<String>> methods(String javap) {
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
    return out;
  }
}
