package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No package cycle anywhere in the main code of every module: a package's dependencies are the
 * {@code dev.strided} types its code names (imports and qualified names, comments and strings
 * left out), and the strongly connected components of that graph are single packages. The
 * processor's entry package imports its stages, never the reverse.
 */
class PackageCyclesTest {
  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
  private static final Pattern NAMED = Pattern.compile("\\b(dev\\.strided(?:\\.[a-z]\\w*)*)\\.[A-Z]");

  @Test
  void theMainCodeOfEveryModuleHasNoPackageCycle() throws IOException {
    Map<String, Set<String>> graph = graph(Path.of("..").toAbsolutePath().normalize());
    assertTrue(graph.size() > 15, "packages found: " + graph.keySet());
    assertTrue(graph.containsKey("dev.strided.processor.diagnostic"), graph.keySet().toString());
    List<Set<String>> cycles = new ArrayList<>();
    for (Set<String> component : components(graph)) {
      if (component.size() > 1) {
        cycles.add(component);
      }
    }
    assertEquals(List.of(), cycles, "package cycles; edges: " + edgesWithin(graph, cycles));
  }

  @Test
  void noStageImportsTheEntryPackage() throws IOException {
    Map<String, Set<String>> graph = graph(Path.of("..").toAbsolutePath().normalize());
    for (Map.Entry<String, Set<String>> e : graph.entrySet()) {
      if (e.getKey().startsWith("dev.strided.processor.")) {
        assertTrue(!e.getValue().contains("dev.strided.processor"), e.getKey());
      }
    }
  }

  private static Map<String, Set<String>> graph(Path root) throws IOException {
    Map<String, Set<String>> graph = new TreeMap<>();
    List<Path> sources;
    try (Stream<Path> files = Files.walk(root)) {
      sources = files.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> p.toString().contains("/src/main/java/")).toList();
    }
    for (Path file : sources) {
      String text = Files.readString(file);
      Matcher pkg = PACKAGE.matcher(text);
      if (!pkg.find()) {
        continue;
      }
      Set<String> edges = graph.computeIfAbsent(pkg.group(1), k -> new TreeSet<>());
      Matcher named = NAMED.matcher(StageOrderTest.code(text));
      while (named.find()) {
        if (!named.group(1).equals(pkg.group(1))) {
          edges.add(named.group(1));
        }
      }
    }
    return graph;
  }

  /** Tarjan's strongly connected components. */
  private static List<Set<String>> components(Map<String, Set<String>> graph) {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    Set<String> onStack = new HashSet<>();
    List<Set<String>> out = new ArrayList<>();
    for (String v : graph.keySet()) {
      if (!index.containsKey(v)) {
        visit(v, graph, index, low, stack, onStack, out);
      }
    }
    return out;
  }

  private static void visit(String v, Map<String, Set<String>> graph, Map<String, Integer> index,
      Map<String, Integer> low, Deque<String> stack, Set<String> onStack, List<Set<String>> out) {
    index.put(v, index.size());
    low.put(v, index.get(v));
    stack.push(v);
    onStack.add(v);
    for (String w : graph.getOrDefault(v, Set.of())) {
      if (!index.containsKey(w)) {
        visit(w, graph, index, low, stack, onStack, out);
        low.put(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.contains(w)) {
        low.put(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v).equals(index.get(v))) {
      Set<String> component = new TreeSet<>();
      String w;
      do {
        w = stack.pop();
        onStack.remove(w);
        component.add(w);
      } while (!w.equals(v));
      out.add(component);
    }
  }

  private static String edgesWithin(Map<String, Set<String>> graph, List<Set<String>> cycles) {
    StringBuilder b = new StringBuilder();
    for (Set<String> cycle : cycles) {
      for (String from : cycle) {
        for (String to : graph.get(from)) {
          if (cycle.contains(to)) {
            b.append(from).append(" -> ").append(to).append("; ");
          }
        }
      }
    }
    return b.toString();
  }
}
