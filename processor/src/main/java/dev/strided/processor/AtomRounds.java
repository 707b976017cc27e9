package dev.strided.processor;

import com.palantir.javapoet.JavaFile;
import dev.strided.processor.checking.GeneratedNames;
import dev.strided.processor.checking.atom.LayoutCopies;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedAtom;
import dev.strided.processor.reading.AtomReader;
import dev.strided.processor.reading.AtomRequest;
import dev.strided.processor.reading.TreeAnchor;
import dev.strided.processor.writing.cute.CuteAtomHeader;
import dev.strided.render.CuteHeader;
import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic.Kind;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The processor's rounds for {@code @TiledMma} and {@code @TiledCopy}: each type's annotations are
 * read once they resolve, run through {@link AtomPipeline}, and their classes written or their
 * errors reported on the attribute at fault (through the tree for repeated annotations).
 *
 * <pre>{@code
 * AtomRounds atoms = new AtomRounds(env, processor::write, options.cute(), () -> names);
 * atoms.readDeferredAgain();   // each round, first
 * atoms.once(type);            // each annotated type
 * }</pre>
 */
final class AtomRounds {
  /** Writes a generated file, reporting a failure through the consumer. */
  interface Writer {
    void write(JavaFile file, Consumer<Diagnostic> reporter);
  }

  private final ProcessingEnvironment env;
  private final Writer writer;
  /** Whether {@code -Astrided.cute=true} asks for CuTe headers. */
  private final boolean cute;
  /** The generated class names, shared with the {@code @Layout}s; made in the first round. */
  private final Supplier<GeneratedNames> names;
  /** Types whose atom annotations are processed already. */
  private final Set<String> done = new LinkedHashSet<>();
  /** Types whose atom annotations had a value javac had not resolved yet. */
  private final Set<String> deferred = new LinkedHashSet<>();
  /** Per processed type, its checked atom annotations, for the copies of its layouts. */
  private final Map<String, LayoutCopies.TypeAtoms> checkedByType = new HashMap<>();

  AtomRounds(ProcessingEnvironment env, Writer writer, boolean cute,
      Supplier<GeneratedNames> names) {
    this.env = env;
    this.writer = writer;
    this.cute = cute;
    this.names = names;
  }

  /**
   * The checked atom annotations of a type processed by {@link #once}, or null while they wait for
   * a value javac has not resolved.
   */
  LayoutCopies.TypeAtoms atomsOf(TypeElement type) {
    String name = type.getQualifiedName().toString();
    return deferred.contains(name) ? null
        : checkedByType.getOrDefault(name, LayoutCopies.TypeAtoms.NONE);
  }

  /** Reads again the types deferred in the previous round. */
  void readDeferredAgain() {
    List<String> again = List.copyOf(deferred);
    deferred.clear();
    for (String name : again) {
      TypeElement t = env.getElementUtils().getTypeElement(name);
      if (t != null) {
        once(t);
      }
    }
  }

  /**
   * The {@code @TiledMma} and {@code @TiledCopy} annotations of a type, once; a value javac has not
   * resolved yet (a constant of a class generated this round) defers them to the next round, and
   * javac reports one that never resolves.
   */
  void once(TypeElement type) {
    String name = type.getQualifiedName().toString();
    if (done.contains(name)) {
      return;
    }
    try {
      if (processAtoms(type)) {
        done.add(name);
      } else {
        deferred.add(name);
      }
    } catch (RuntimeException | StackOverflowError | AssertionError | LinkageError e) {
      done.add(name);
      env.getMessager().printMessage(Kind.ERROR, new Diagnostic(Tag.INTERNAL,
          "the Strided processor failed on the @TiledMma/@TiledCopy annotations of " + name
              + " with " + e + "; please report this bug with them.", null).text(), type);
    }
  }

  /** Whether the type's atom annotations could be read (and so were processed). */
  private boolean processAtoms(TypeElement type) {
    Optional<List<AtomRequest>> read = new AtomReader(env.getElementUtils()).read(type);
    read.ifPresent(requests -> {
      String packageName = env.getElementUtils().getPackageOf(type).getQualifiedName()
          .toString();
      Map<String, CheckedAtom> accepted = new HashMap<>();
      for (AtomPipeline.Outcome o : AtomPipeline.run(requests, packageName, names.get())) {
        if (o.checked() != null) {
          accepted.put(o.request().name(), o.checked());
        }
        if (o.error() != null) {
          report(o.request().where(), o.error());
        } else {
          writer.write(o.file(), d -> report(o.request().where(), d));
          if (cute) {
            header(o.checked(), packageName);
          }
        }
      }
      Set<String> refused = new HashSet<>();
      requests.stream().filter(r -> !accepted.containsKey(r.name()))
          .forEach(r -> refused.add(r.name()));
      checkedByType.put(type.getQualifiedName().toString(),
          new LayoutCopies.TypeAtoms(accepted, refused));
    });
    return read.isPresent();
  }

  /** The CuTe header, or the [strided:cute] error of a name C++ cannot use. */
  private void header(CheckedAtom checked, String packageName) {
    AtomRequest.Where where = checked.request().where();
    for (String part : (packageName + "." + checked.request().name()).split("\\.")) {
      if (CuteHeader.isReserved(part)) {
        report(where, new Diagnostic(Tag.CUTE, "the name \"" + part + "\" is "
            + (part.equals("cute") ? "CuTe's own namespace" : "a C++ keyword") + ", so the CuTe "
            + "header that -Astrided.cute=true asks for cannot be written; rename it.",
            part.equals(checked.request().name()) ? "name" : null));
        return;
      }
    }
    CuteAtomHeader header = CuteAtomHeader.of(checked, packageName);
    try {
      FileObject file = env.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "",
          header.path(), where.type());
      try (java.io.Writer w = file.openWriter()) {
        w.write(header.text());
      }
    } catch (IOException e) {
      report(where, new Diagnostic(Tag.INTERNAL, "could not write the CuTe header "
          + header.path() + ": " + e.getMessage(), null));
    }
  }

  private void report(AtomRequest.Where where, Diagnostic d) {
    if (where.repeated() && anchoredOnTree(where, d)) {
      return;
    }
    AnnotationValue value = d.attribute() == null ? null : where.anchor(d.attribute());
    if (value != null) {
      env.getMessager().printMessage(d.tag().kind(), d.text(), where.type(),
          where.mirror(), value);
    } else {
      env.getMessager().printMessage(d.tag().kind(), d.text(), where.type(),
          where.mirror());
    }
  }

  private boolean anchoredOnTree(AtomRequest.Where where, Diagnostic d) {
    try {
      return TreeAnchor.print(env, where.type(), where.annotation(), where.ordinal(), d);
    } catch (LinkageError | RuntimeException e) {
      return false;
    }
  }
}
