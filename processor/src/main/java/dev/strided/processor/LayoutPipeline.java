package dev.strided.processor;

import com.palantir.javapoet.JavaFile;
import dev.strided.processor.checking.CuteNames;
import dev.strided.processor.checking.GeneratedNames;
import dev.strided.processor.checking.LayoutChecks;
import dev.strided.processor.checking.LayoutWarnings;
import dev.strided.processor.checking.PropertyChecks;
import dev.strided.processor.checking.ProvenProperties;
import dev.strided.processor.checking.Requirements;
import dev.strided.processor.checking.ViewTypes;
import dev.strided.processor.checking.atom.BankChecks;
import dev.strided.processor.checking.atom.LayoutCopies;
import dev.strided.processor.checking.atom.SmemFor;
import dev.strided.processor.derivation.DerivedLayouts;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.planning.ModelBuilder;
import dev.strided.processor.reading.LayoutDirectory;
import dev.strided.processor.reading.LayoutRequest;
import dev.strided.processor.tma.TmaCopies;
import dev.strided.processor.writing.LayoutClassWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the processor does with one {@code @Layout} once reading has found it, as one ordered list
 * ({@link #run}): the generated name is claimed; derivation makes the layout (read as written, or
 * derived by {@code of}); checking checks it (limits, overflow, its demanded properties, its
 * conditions, its views; what is proven is carried on the checked layout), its warnings and its
 * C++ names; then planning builds the model and writing prints the class. It needs no javac: the fuzz tests call {@link #validate} and
 * {@link #generate} directly, thousands of times, with an annotation read elsewhere.
 *
 * <pre>{@code
 * LayoutPipeline.Outcome out =
 *     LayoutPipeline.run(request, SmemFor.Choices.of(siblings, atoms), directory, names, true,
 *         atoms);
 * out.output().file().writeTo(filer);   // or LayoutRejected with the one error
 * }</pre>
 */
final class LayoutPipeline {
  private LayoutPipeline() {}

  /**
   * One annotation through every stage.
   *
   * @param output the model and the generated source
   * @param warnings the layout's warnings
   * @param cuteName the error that keeps the CuTe header from being written, if one was asked for
   * @param layout the checked layout, which {@code @SharedMemory} sizes
   */
  record Outcome(Output output, List<Diagnostic> warnings, Optional<Diagnostic> cuteName,
      CheckedLayout layout) {}

  /**
   * The stages in order: name claim, derivation and checking ({@link #validate}), the checks of
   * warnings and C++ names, planning and writing ({@link #generate}).
   *
   * @param request the annotation
   * @param choices the {@code smem_for} choices of every {@code @Layout} of its type,
   *     {@code request} included
   * @param directory the {@code @Layout}s of other types, by package
   * @param names the generated names claimed so far
   * @param cute whether a C++ header (CuTe's or Te's) is asked for
   * @param atoms the type's checked {@code @TiledMma} and {@code @TiledCopy}, which
   *     {@code copies} names; null while they wait for values javac has not resolved
   * @return the outcome
   * @throws LayoutRejected with the single error of the first rule that fails
   */
  static Outcome run(LayoutRequest request, SmemFor.Choices choices,
      LayoutDirectory directory, GeneratedNames names, boolean cute,
      LayoutCopies.TypeAtoms atoms) throws LayoutRejected {
    String simpleName = names.claim(request);
    SmemFor.Chosen chosen = choices.of(request);
    List<LayoutRequest> derivable = choices.derivable();
    CheckedLayout layout = chosen == null ? validate(request, derivable, directory)
        : chosen.explained(validate(chosen.asDerived(), derivable, directory));
    if (atoms != null) {
      layout = LayoutCopies.resolve(layout, atoms);
      TmaCopies.check(layout, derivable.stream().map(LayoutRequest::generatedName).toList(),
          name -> validate(derivable.stream().filter(r -> r.generatedName().equals(name))
              .findFirst().orElseThrow(), derivable, directory));
    }
    String packageName = names.packageName(request.type());
    List<Diagnostic> warnings = new ArrayList<>(LayoutWarnings.of(layout));
    warnings.addAll(BankChecks.of(layout));
    Optional<Diagnostic> cuteName = cute ? CuteNames.check(layout, packageName, simpleName)
        : Optional.empty();
    return new Outcome(generate(layout, packageName, simpleName,
        names.hidesJavaLang(packageName)), warnings, cuteName, layout);
  }

  /**
   * The generated class of one annotation.
   *
   * @param model the decided model (constants, fields, index terms)
   * @param file the source file, with the annotated type as its only originating element
   */
  record Output(LayoutModel model, JavaFile file) {}

  /**
   * The front end: derivation makes the layout (syntax, names, rank, depth, extent, or the
   * algebra of {@code of}); checking checks its limits, overflow, demanded properties, conditions
   * and the element types of its views.
   *
   * @param request the annotation
   * @return the checked layout
   * @throws LayoutRejected with the single error of the first rule that fails
   */
  static CheckedLayout validate(LayoutRequest request) throws LayoutRejected {
    return validate(request, List.of(request));
  }

  /**
   * {@link #validate(LayoutRequest)} for an annotation among others on the same type, which a
   * derived layout ({@code of}) may use.
   *
   * @param request the annotation
   * @param siblings every {@code @Layout} of its type, {@code request} included
   * @return the checked layout
   * @throws LayoutRejected with the single error of the first rule that fails
   */
  static CheckedLayout validate(LayoutRequest request, List<LayoutRequest> siblings)
      throws LayoutRejected {
    return validate(request, siblings, LayoutDirectory.NONE);
  }

  /**
   * {@link #validate(LayoutRequest, List)} where a derived layout may also use the layouts of
   * other types.
   *
   * @param request the annotation
   * @param siblings every {@code @Layout} of its type, {@code request} included
   * @param directory the {@code @Layout}s of other types, by package
   * @return the checked layout
   * @throws LayoutRejected with the single error of the first rule that fails
   */
  static CheckedLayout validate(LayoutRequest request, List<LayoutRequest> siblings,
      LayoutDirectory directory) throws LayoutRejected {
    CheckedLayout layout =
        DerivedLayouts.writtenOrDerived(request, siblings, directory, LayoutChecks::check);
    LayoutChecks.check(layout);
    PropertyChecks.check(layout);
    CheckedLayout checked = Requirements.check(layout, siblings, directory);
    ViewTypes.check(request);
    return ProvenProperties.prove(checked);
  }

  /**
   * The back end: the model and the source file of a valid layout, importing the java.lang types
   * it uses by name (safe in any package).
   *
   * @param layout the checked layout
   * @param packageName the package of the generated class
   * @param simpleName the generated class's simple name
   * @return the model and the source file
   */
  static Output generate(CheckedLayout layout, String packageName, String simpleName) {
    return generate(layout, packageName, simpleName, true);
  }

  /**
   * {@link #generate(CheckedLayout, String, String)} where checking has decided whether a type of
   * the package hides a java.lang type ({@code GeneratedNames.hidesJavaLang}).
   *
   * @param layout the checked layout
   * @param packageName the package of the generated class
   * @param simpleName the generated class's simple name
   * @param importJavaLang whether to import the java.lang types the class uses by name
   * @return the model and the source file
   */
  static Output generate(CheckedLayout layout, String packageName, String simpleName,
      boolean importJavaLang) {
    LayoutModel model =
        ModelBuilder.build(layout, packageName, simpleName, layout.request().type());
    return new Output(model, LayoutClassWriter.write(model, importJavaLang));
  }
}
