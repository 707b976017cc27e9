package dev.strided.processor;

import dev.strided.processor.checking.GeneratedNames;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.reading.LayoutRequest;
import dev.strided.processor.reading.TreeAnchor;
import dev.strided.processor.tma.SharedMemoryPlans;
import dev.strided.processor.tma.SmemRequest;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * A type's {@code @SharedMemory}s once its {@code @Layout}s are checked: each plan's class written,
 * or its one error reported on the attribute at fault (through the tree when repeated).
 *
 * <pre>{@code
 * SharedMemoryPass.run(env, type, layouts, checkedByName, (plan, reporter) -> write(...));
 * }</pre>
 */
final class SharedMemoryPass {
  private SharedMemoryPass() {}

  /**
   * Checks and writes every {@code @SharedMemory} of {@code type}.
   *
   * @param env the processing environment
   * @param type the annotated type
   * @param layouts its {@code @Layout}s
   * @param checked those that passed their checks, by generated name
   * @param names the generated names claimed so far, which the plan's class joins
   * @param writer writes a checked plan's class, reporting a failure to write
   */
  static void run(ProcessingEnvironment env, TypeElement type, List<LayoutRequest> layouts,
      Map<String, CheckedLayout> checked, GeneratedNames names,
      BiConsumer<SharedMemoryPlans.Plan, Consumer<Diagnostic>> writer) {
    List<String> siblings = layouts.stream().map(LayoutRequest::generatedName).toList();
    for (SmemRequest r : SmemRequest.read(type, env.getElementUtils())) {
      Consumer<Diagnostic> reporter = d -> report(env, r, d);
      try {
        GeneratedNames.checkExplicit(r.name());
        names.claim(r.name(), type, "@SharedMemory");
        SharedMemoryPlans.check(r, siblings, checked).ifPresent(p -> writer.accept(p, reporter));
      } catch (LayoutRejected rejected) {
        reporter.accept(rejected.diagnostic());
      }
    }
  }

  private static void report(ProcessingEnvironment env, SmemRequest r, Diagnostic d) {
    if (r.repeated() && anchoredOnTree(env, r, d)) {
      return;
    }
    AnnotationValue value = d.attribute() == null ? null : r.explicit().get(d.attribute());
    env.getMessager().printMessage(d.tag().kind(), d.text(), r.type(), r.mirror(), value);
  }

  /** The compiler tree API is javac's: under another compiler (ecj) it may be missing entirely. */
  private static boolean anchoredOnTree(ProcessingEnvironment env, SmemRequest r, Diagnostic d) {
    try {
      return TreeAnchor.print(env, r.type(), SmemRequest.NAME, r.ordinal(), d);
    } catch (LinkageError | RuntimeException e) {
      return false;
    }
  }
}
