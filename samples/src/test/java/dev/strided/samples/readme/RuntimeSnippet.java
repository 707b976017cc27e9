package dev.strided.samples.readme;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A runtime snippet of README.md or a docs page translated into a class whose {@code run(Checks)}
 * executes the snippet's statements in order and reports each one that ends with a comment to
 * {@link Checks}. Every generated line keeps the page line it came from, so javac's errors point
 * into the page.
 *
 * <pre>{@code
 * RuntimeSnippet s = RuntimeSnippet.translate(block, "SnippetAtLine40");
 * s.source();          // "package readme;\nimport dev.strided.*;\n..."
 * s.pageLine(7);       // page line of generated line 7, or -1 for harness lines
 * }</pre>
 */
final class RuntimeSnippet {
  /** The package of every translated snippet. */
  static final String PACKAGE = "readme";
  private static final List<String> DEFAULT_IMPORTS =
      List.of("import dev.strided.*;", "import dev.strided.render.*;", "import dev.strided.tensor.*;");
  /** {@code Type name = ...}: group 4 is the variable. */
  private static final Pattern DECLARATION = Pattern.compile(
      "^\\s*(final\\s+)?[A-Za-z_][\\w.]*(<.*>)?(\\[\\])*\\s+([A-Za-z_]\\w*)\\s*=.*", Pattern.DOTALL);

  private final List<String> lines = new ArrayList<>();
  private final List<Integer> origins = new ArrayList<>();
  private int statements;

  private RuntimeSnippet() {}

  /**
   * Translates a {@link ReadmeBlock.Kind#RUNTIME_SNIPPET} block.
   *
   * @param block the page's block
   * @param className the simple name of the class to generate
   * @return the translation
   * @throws IllegalArgumentException naming the page line of a {@code throws} comment on a
   *     declaration (its variable would not be in scope after the try)
   */
  static RuntimeSnippet translate(ReadmeBlock block, String className) {
    RuntimeSnippet snippet = new RuntimeSnippet();
    snippet.emit(-1, "package " + PACKAGE + ";");
    DEFAULT_IMPORTS.forEach(line -> snippet.emit(-1, line));
    for (int i = 0; i < block.lines().size(); i++) {
      if (block.lines().get(i).startsWith("import ")) {
        snippet.emit(block.lineOf(i), block.lines().get(i));
      }
    }
    snippet.emit(-1, "public final class " + className + " {");
    snippet.emit(-1, "public static void run(" + Checks.class.getName() + " checks) throws Exception {");
    List<Integer> pending = new ArrayList<>();
    int depth = 0;
    for (int i = 0; i < block.lines().size(); i++) {
      String text = block.lines().get(i);
      if (text.startsWith("import ")) {
        continue;
      }
      SourceLine line = SourceLine.of(text);
      if (pending.isEmpty() && line.isBlankCode()) {
        snippet.emit(block.lineOf(i), text);
        continue;
      }
      pending.add(i);
      depth += line.depthChange();
      if (depth == 0 && line.code().trim().endsWith(";")) {
        snippet.statement(block, pending, line.comment());
        pending.clear();
      }
    }
    for (int i : pending) {
      snippet.emit(block.lineOf(i), block.lines().get(i));
    }
    snippet.emit(-1, "}");
    snippet.emit(-1, "}");
    return snippet;
  }

  private void statement(ReadmeBlock block, List<Integer> indices, String comment) {
    int last = indices.get(indices.size() - 1);
    int pageLine = block.lineOf(last);
    List<String> code = new ArrayList<>();
    for (int i : indices) {
      code.add(SourceLine.of(block.lines().get(i)).code());
    }
    if (comment == null) {
      emitAll(block, indices, code);
      return;
    }
    statements++;
    Expectation expectation = Expectation.parse(comment);
    boolean declaration = DECLARATION.matcher(String.join("\n", code)).matches();
    if (expectation instanceof Expectation.Throws t) {
      if (declaration) {
        throw new IllegalArgumentException(block.at(pageLine)
            + ": a // throws comment needs an expression statement, not a declaration");
      }
      emit(pageLine, "try {");
      emitAll(block, indices, code);
      emit(pageLine, "checks.notThrown(" + pageLine + ", " + literal(t.type()) + ");");
      String thrown = "thrownAtLine" + pageLine;
      emit(pageLine, "} catch (RuntimeException " + thrown + ") { checks.thrown(" + pageLine
          + ", " + literal(t.type()) + ", " + literal(t.messagePart()) + ", " + thrown + "); }");
      return;
    }
    String expected = literal(((Expectation.Value) expectation).text());
    if (declaration) {
      emitAll(block, indices, code);
      String name = DECLARATION.matcher(String.join("\n", code)).replaceFirst("$4");
      emit(pageLine, "checks.value(" + pageLine + ", " + expected + ", " + name + ");");
      return;
    }
    code.set(0, "checks.value(" + pageLine + ", " + expected + ", " + code.get(0));
    String end = code.get(code.size() - 1);
    code.set(code.size() - 1, end.substring(0, end.lastIndexOf(';')) + ");");
    emitAll(block, indices, code);
  }

  private void emitAll(ReadmeBlock block, List<Integer> indices, List<String> code) {
    for (int k = 0; k < indices.size(); k++) {
      emit(block.lineOf(indices.get(k)), code.get(k));
    }
  }

  private void emit(int pageLine, String line) {
    lines.add(line);
    origins.add(pageLine);
  }

  private static String literal(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }

  /** The generated Java source. */
  String source() {
    return String.join("\n", lines) + "\n";
  }

  /** The page line a generated line (1-based) came from, or -1 for a line of the harness. */
  int pageLine(long generatedLine) {
    int index = (int) generatedLine - 1;
    return index >= 0 && index < origins.size() ? origins.get(index) : -1;
  }

  /** How many statements carry a checked comment. */
  int checkedStatements() {
    return statements;
  }
}
