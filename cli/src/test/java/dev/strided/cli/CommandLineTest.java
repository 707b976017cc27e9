package dev.strided.cli;

import static dev.strided.cli.CliTest.assertUsageError;
import static dev.strided.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command line as picocli reads it: help, version, and how arguments are taken. */
class CommandLineTest {

  @ParameterizedTest
  @ValueSource(strings = {"--version", "-V", "show --version", "show -V"})
  void versionIsTheProjectVersion(String words) {
    // the pom's version, handed over by surefire: not read through the code under test
    String expected = System.getProperty("strided.expected.version");
    assertFalse(expected == null || expected.isEmpty(), "surefire sets strided.expected.version");
    CliTest.Run r = run(words.split(" "));
    assertEquals(0, r.status(), r.err());
    assertEquals("strided " + expected + "\n", r.out());
    assertEquals("", r.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {"help", "--help", "-h", "show --help", "show -h", "show (2,2) --help"})
  void everyHelpIsTheSameText(String words) {
    CliTest.Run r = run(words.split(" "));
    assertEquals(0, r.status(), r.err());
    assertEquals(run("help").out(), r.out());
    assertTrue(r.out().startsWith(Cli.SYNOPSIS), r.out());
  }

  @Test
  void helpListsEveryOptionWithItsValue() {
    String help = run("help").out();
    for (String option : List.of("--svg FILE", "--html FILE", "--cute", "--tensor TENSOR",
        "--tv TV", "--tile TILE", "--banks LAYOUT", "--element-bytes BYTES",
        "--access column|row", "--at INDEX", "-h, --help", "-V, --version")) {
      assertTrue(help.lines().anyMatch(l -> l.strip().startsWith(option)), option + " in\n" + help);
    }
    assertTrue(help.lines().allMatch(l -> l.length() <= 100), "lines fit 100 columns:\n" + help);
    assertTrue(help.lines().noneMatch(l -> l.matches(" {20,}\\S{1,3}")),
        "no description wraps a lone word onto a line of its own:\n" + help);
  }

  @Test
  void helpDocumentsEveryViewOfTheTensorGrammar() {
    String help = run("help").out();
    for (TensorExpression.TensorView view : TensorExpression.TensorView.values()) {
      assertTrue(help.contains(view.cuteName + "("), view.cuteName + " in\n" + help);
    }
  }

  @Test
  void usageErrorsNameTheOptionOrValue() {
    assertUsageError(run("--frob"), "unknown option --frob (known: --help, --version)");
    assertUsageError(run("help", "x"), "help takes no argument \"x\"");
    assertUsageError(run("show", "--cute", "--cute", "8:1"), "--cute given twice");
    assertUsageError(run("show", "(2,2)", "--svg", ""), "--svg needs a file name");
    assertUsageError(run("show", "--svg", "--html", "x", "(2,2)"), "--svg needs a file name");
    assertUsageError(run("show", "(2,2)", "--html"),
        "--html needs a file name, e.g. --html layout.html");
    assertUsageError(run("show", "--banks", "(2,2)", "--access"), "--access needs column or row");
    assertUsageError(run("show", "--banks", "(2,2)", "--at"),
        "--at needs a column or row number, e.g. --at 3");
    assertUsageError(run("show", "(2,2)", "--png", "x"),
        "unknown option --png for show (known: --svg FILE, --html FILE, --cute, ");
  }

  @Test
  void anAtSignIsALayoutNotAFileToRead(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("args");
    Files.writeString(file, "(2,2):(1,2)");
    CliTest.Run r = run("show", "@" + file);
    assertEquals(Cli.BAD_INPUT, r.status());
    assertEquals("", r.out());
    assertTrue(r.err().contains("but found '@'"), r.err());
  }

  @Test
  void layoutsMayFollowTheEndOfOptions(@TempDir Path dir) {
    Path svg = dir.resolve("l.svg");
    CliTest.Run r = run("show", "--svg", svg.toString(), "--", "(2,2):(1,2)");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().endsWith("wrote " + svg + "\n"), r.out());
    assertTrue(Files.exists(svg));
  }
}
