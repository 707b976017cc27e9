package dev.strided.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.JavaFile;
import dev.strided.processor.ascend.CubeChecks;
import dev.strided.processor.ascend.CubeRequest;
import dev.strided.processor.checking.GeneratedNames;
import dev.strided.processor.checking.atom.SmemFor;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.reading.AnnotationReader;
import dev.strided.processor.reading.AtomReader;
import dev.strided.processor.reading.LayoutDirectory;
import dev.strided.processor.reading.LayoutRequest;
import dev.strided.processor.reading.PackageLayouts;
import dev.strided.processor.reading.TreeAnchor;
import dev.strided.processor.tma.SmemRequest;
import dev.strided.processor.writing.SharedMemoryClassWriter;
import dev.strided.processor.writing.cute.CuteHeaderFile;
import dev.strided.processor.writing.cute.TeHeaderFile;
import dev.strided.processor.writing.picture.LayoutPicture;
import dev.strided.render.CuteHeader;
import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic.Kind;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * The {@code @Layout} annotation processor: for each annotated type, reads the annotations, checks
 * them (one javac error per faulty annotation, anchored on the attribute at fault, tagged
 * {@code [strided:<rule>]}) and writes one generated class per valid annotation.
 *
 * <p>Never lets an exception reach javac: an unexpected one becomes a {@code [strided:internal]}
 * error on the element. A type whose annotation values are not resolved yet (a constant of a type
 * generated later, by this processor or another) is read again in each later round; if it never
 * resolves, javac's own "cannot find symbol" is its only error, and a value that javac does not
 * report (an attribute the annotation jar lacks) becomes a {@code [strided:unresolved]} error when
 * processing ends. Output is deterministic. Every file it writes has
 * exactly one originating element, the annotated type (Gradle's isolating incremental mode).
 *
 * <p>Options: {@code -Astrided.svg=true} also writes {@code <GeneratedName>.svg}, a picture of each
 * static rank-1 or rank-2 layout, as a class-output resource in the generated class's package.
 * {@code -Astrided.cute=true} also writes a CuTe C++ header per layout ({@link CuteHeaderFile}),
 * {@code -Astrided.ascend=true} an Ascend C Te header ({@link TeHeaderFile}).
 * Unknown {@code -Astrided.*} options are warnings naming the known ones.
 *
 * <pre>{@code
 * // maven-compiler-plugin:
 * // <annotationProcessorPaths><path>dev.strided:strided-processor</path></annotationProcessorPaths>
 * }</pre>
 */
@AutoService(Processor.class)
public final class LayoutProcessor extends AbstractProcessor {
  /** Types to read again next round, by qualified name, with why they could not be read. */
  private final Map<String, AnnotationReader.Reading> deferred = new LinkedHashMap<>();
  private GeneratedNames names;
  /** The {@code @Layout}s of other types that derived layouts use, read afresh each round. */
  private LayoutDirectory directory;
  private ProcessorOptions options;
  /** The {@code @TiledMma} and {@code @TiledCopy} annotations, each type's once. */
  private AtomRounds atoms;

  /** Creates the processor (javac calls this through the service loader). */
  public LayoutProcessor() {}

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(AnnotationReader.LAYOUT, AnnotationReader.LAYOUT_LIST, AtomReader.TILED_MMA,
        AtomReader.TILED_MMA_LIST, AtomReader.TILED_COPY, AtomReader.TILED_COPY_LIST,
        CubeRequest.NAME, SmemRequest.NAME, SmemRequest.LIST);
  }

  @Override
  public Set<String> getSupportedOptions() {
    return ProcessorOptions.KNOWN;
  }

  @Override
  public synchronized void init(ProcessingEnvironment env) {
    super.init(env);
    options = ProcessorOptions.of(env.getOptions());
    atoms = new AtomRounds(env, this::write, options.cute(), () -> names);
    for (Diagnostic warning : options.warnings()) {
      env.getMessager().printMessage(warning.tag().kind(), warning.text());
    }
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (names == null) {
      names = new GeneratedNames(processingEnv.getElementUtils());
    }
    names.addSources(round.getRootElements());
    directory = new PackageLayouts(processingEnv.getElementUtils());
    Set<TypeElement> todo = new LinkedHashSet<>();
    for (String name : deferred.keySet()) {
      TypeElement t = processingEnv.getElementUtils().getTypeElement(name);
      if (t != null) {
        todo.add(t);
      }
    }
    deferred.clear();
    atoms.readDeferredAgain();
    for (TypeElement annotation : annotations) {
      for (Element e : round.getElementsAnnotatedWith(annotation)) {
        if (e instanceof TypeElement t) {
          todo.add(t);
        }
      }
    }
    for (TypeElement type : todo) {
      try {
        process(type);
      } catch (RuntimeException | StackOverflowError | AssertionError | LinkageError e) {
        Diagnostic bug = new Diagnostic(Tag.INTERNAL, "the Strided processor failed on "
            + type.getQualifiedName() + " with " + e
            + "; please report this bug with the @Layout annotation that caused it.", null);
        processingEnv.getMessager().printMessage(bug.tag().kind(), bug.text(), type);
      }
    }
    if (round.processingOver()) {
      reportUnresolved();
    }
    return true;
  }

  /** Types still unresolved at the end whose cause javac does not report itself. */
  private void reportUnresolved() {
    deferred.forEach((name, reading) -> {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
      if (!reading.javacReportsIt() && type != null) {
        processingEnv.getMessager().printMessage(Kind.ERROR, new Diagnostic(Tag.UNRESOLVED,
            "did not generate a layout class for " + name + " because its @Layout attribute '"
                + reading.unresolved() + "' never had a value the processor can read: it "
                + "references undefined types, or strided-annotations is older than "
                + "strided-processor.", null).text(), type);
      }
    });
  }

  private void process(TypeElement type) {
    atoms.once(type);
    AnnotationReader.Reading reading =
        new AnnotationReader(processingEnv.getElementUtils()).read(type);
    if (reading.requests().isEmpty()) {
      deferred.put(type.getQualifiedName().toString(), reading);
      return;
    }
    SmemFor.Choices choices = SmemFor.Choices.of(reading.requests().get(), atoms.atomsOf(type));
    Map<String, CheckedLayout> checked = new LinkedHashMap<>();
    for (LayoutRequest request : reading.requests().get()) {
      try {
        LayoutPipeline.Outcome outcome = LayoutPipeline.run(request, choices, directory, names,
            options.cute() || options.ascend(), atoms.atomsOf(type));
        outcome.warnings().forEach(warning -> report(request, warning));
        checked.put(request.generatedName(), outcome.layout());
        write(outcome.output().file(), d -> report(request, d));
        LayoutModel model = outcome.output().model();
        if (options.svg()) {
          LayoutPicture.svg(model).ifPresent(svg -> writeResource(request, "the picture "
              + model.simpleName() + ".svg", model.packageName(), model.simpleName() + ".svg", svg));
        }
        if (outcome.cuteName().isPresent()) {
          report(request, outcome.cuteName().get());
        } else {
          if (options.cute()) {
            CuteHeader header = CuteHeaderFile.header(model);
            writeResource(request, "the CuTe header " + header.path(), "", header.path(),
                header.text());
          }
          if (options.ascend()) {
            TeHeaderFile.header(model).ifPresent(h -> writeResource(request,
                "the Ascend C header " + h.path(), "", h.path(), h.text()));
          }
        }
      } catch (LayoutRejected rejected) {
        report(request, rejected.diagnostic());
      }
    }
    checkCube(type, reading.requests().get());
    SharedMemoryPass.run(processingEnv, type, reading.requests().get(), checked, names,
        (plan, reporter) -> write(SharedMemoryClassWriter.write(plan, names.packageName(type)),
            reporter));
  }

  /** The type's {@code @AscendCube}, if any, against its layouts: one error per mistake. */
  private void checkCube(TypeElement type, java.util.List<LayoutRequest> layouts) {
    CubeRequest.read(type, processingEnv.getElementUtils()).flatMap(c -> c).ifPresent(cube -> {
      for (Diagnostic d : CubeChecks.check(cube, layouts)) {
        AnnotationValue value = cube.explicit().get(d.attribute());
        if (value != null) {
          processingEnv.getMessager().printMessage(d.tag().kind(), d.text(), type, cube.mirror(),
              value);
        } else {
          processingEnv.getMessager().printMessage(d.tag().kind(), d.text(), type, cube.mirror());
        }
      }
    });
  }

  /**
   * Prints the file into memory and hands it to the Filer in one write: {@code JavaFile.writeTo}
   * with the Filer would pass every printed piece through the Filer's writer.
   */
  void write(JavaFile file, Consumer<Diagnostic> reporter) {
    String name = file.packageName().isEmpty() ? file.typeSpec().name()
        : file.packageName() + "." + file.typeSpec().name();
    StringBuilder text = new StringBuilder();
    try {
      file.writeTo(text);
      JavaFileObject source = processingEnv.getFiler().createSourceFile(name,
          file.typeSpec().originatingElements().toArray(new Element[0]));
      try (Writer w = source.openWriter()) {
        w.write(text.toString());
      }
    } catch (IOException e) {
      reporter.accept(unwritable(name, e));
    }
  }

  /** A class-output resource whose only originating element is the annotated type. */
  private void writeResource(LayoutRequest request, String what, String packageName,
      String relativeName, String text) {
    try {
      FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT,
          packageName, relativeName, request.type());
      try (Writer w = file.openWriter()) {
        w.write(text);
      }
    } catch (IOException e) {
      reportUnwritable(request, what, e);
    }
  }

  /** The one place an output file that cannot be written becomes a [strided:internal] error. */
  private void reportUnwritable(LayoutRequest request, String what, IOException e) {
    report(request, unwritable(what, e));
  }

  private static Diagnostic unwritable(String what, IOException e) {
    return new Diagnostic(Tag.INTERNAL, "could not write " + what + ": " + e.getMessage(), null);
  }

  private void report(LayoutRequest r, Diagnostic d) {
    if (r.repeated() && anchoredOnTree(r, d)) {
      return;
    }
    Messager messager = processingEnv.getMessager();
    AnnotationValue value = d.attribute() == null ? null : r.anchor(d.attribute());
    if (value != null) {
      messager.printMessage(d.tag().kind(), d.text(), r.type(), r.mirror(), value);
    } else {
      messager.printMessage(d.tag().kind(), d.text(), r.type(), r.mirror());
    }
  }

  /** The compiler tree API is javac's: under another compiler (ecj) it may be missing entirely. */
  private boolean anchoredOnTree(LayoutRequest r, Diagnostic d) {
    try {
      return TreeAnchor.print(processingEnv, r, d);
    } catch (LinkageError | RuntimeException e) {
      return false;
    }
  }
}
