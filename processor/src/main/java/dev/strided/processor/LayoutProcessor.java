package dev.strided.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
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
import javax.tools.StandardLocation;

/**
 * The {@code @Layout} annotation processor: for each annotated type, reads the annotations, checks
 * them (one javac error per faulty annotation, anchored on the attribute at fault, tagged
 * {@code [strided:<rule>]}) and writes one generated class per valid annotation.
 *
 * <p>Never lets an exception reach javac: an unexpected one becomes a {@code [strided:internal]}
 * error on the element. A type whose annotation values are not resolved yet (a constant of a type
 * generated later) is retried in the next round. Output is deterministic. Every file it writes has
 * exactly one originating element, the annotated type (Gradle's isolating incremental mode).
 *
 * <p>Options: {@code -Astrided.svg=true} also writes {@code <GeneratedName>.svg}, a picture of each
 * static rank-1 or rank-2 layout, as a class-output resource in the generated class's package.
 * {@code -Astrided.cute=true} also writes a CuTe C++ header per layout ({@link CuteHeaderFile}).
 * Unknown {@code -Astrided.*} options are warnings naming the known ones.
 *
 * <pre>{@code
 * // maven-compiler-plugin:
 * // <annotationProcessorPaths><path>dev.strided:strided-processor</path></annotationProcessorPaths>
 * }</pre>
 */
@AutoService(Processor.class)
public final class LayoutProcessor extends AbstractProcessor {
  private final Set<String> deferred = new LinkedHashSet<>();
  private GeneratedNames names;
  private ProcessorOptions options;

  /** Creates the processor (javac calls this through the service loader). */
  public LayoutProcessor() {}

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(AnnotationReader.LAYOUT, AnnotationReader.LAYOUT_LIST);
  }

  @Override
  public Set<String> getSupportedOptions() {
    return ProcessorOptions.KNOWN;
  }

  @Override
  public synchronized void init(ProcessingEnvironment env) {
    super.init(env);
    options = ProcessorOptions.of(env.getOptions());
    for (String warning : options.warnings()) {
      env.getMessager().printMessage(Kind.WARNING, warning);
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
    Set<TypeElement> todo = new LinkedHashSet<>();
    for (String name : deferred) {
      TypeElement t = processingEnv.getElementUtils().getTypeElement(name);
      if (t != null) {
        todo.add(t);
      }
    }
    deferred.clear();
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
        processingEnv.getMessager().printMessage(Kind.ERROR, "[strided:internal] the Strided "
            + "processor failed on " + type.getQualifiedName() + " with " + e
            + "; please report this bug with the @Layout annotation that caused it.", type);
      }
    }
    return true;
  }

  private void process(TypeElement type) {
    Optional<List<LayoutRequest>> requests =
        new AnnotationReader(processingEnv.getElementUtils()).read(type);
    if (requests.isEmpty()) {
      deferred.add(type.getQualifiedName().toString());
      return;
    }
    for (LayoutRequest request : requests.get()) {
      try {
        String simpleName = names.claim(request);
        LayoutPipeline.Output out =
            LayoutPipeline.run(request, names.packageName(type), simpleName);
        write(out.file(), request);
        if (options.svg()) {
          LayoutPicture.svg(out.model()).ifPresent(svg -> writeSvg(out.model(), svg, request));
        }
        if (options.cute()) {
          CuteHeaderFile.write(processingEnv.getFiler(), out.model(), request)
              .ifPresent(d -> report(request, d));
        }
      } catch (LayoutRejected rejected) {
        report(request, rejected.diagnostic());
      }
    }
  }

  private void write(JavaFile file, LayoutRequest request) {
    try {
      file.writeTo(processingEnv.getFiler());
    } catch (IOException e) {
      report(request, new Diagnostic("internal", "could not write " + file.packageName() + "."
          + file.typeSpec().name() + ": " + e.getMessage(), null));
    }
  }

  private void writeSvg(LayoutModel model, String svg, LayoutRequest request) {
    try {
      FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT,
          model.packageName(), model.simpleName() + ".svg", model.origin());
      try (Writer w = file.openWriter()) {
        w.write(svg);
      }
    } catch (IOException e) {
      report(request, new Diagnostic("internal", "could not write the picture "
          + model.simpleName() + ".svg: " + e.getMessage(), null));
    }
  }

  private void report(LayoutRequest r, Diagnostic d) {
    if (r.repeated() && anchoredOnTree(r, d)) {
      return;
    }
    Messager messager = processingEnv.getMessager();
    AnnotationValue value = d.attribute() == null ? null : r.anchor(d.attribute());
    if (value != null) {
      messager.printMessage(Kind.ERROR, d.text(), r.type(), r.mirror(), value);
    } else {
      messager.printMessage(Kind.ERROR, d.text(), r.type(), r.mirror());
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
