package dev.strided.processor;

import dev.strided.processor.diagnostic.LayoutRejected;
import com.palantir.javapoet.JavaFile;
import dev.strided.processor.checking.PropertyChecks;
import dev.strided.processor.checking.ProvenProperties;
import dev.strided.processor.checking.ViewTypes;
import dev.strided.processor.derivation.DerivedLayouts;
import dev.strided.processor.derivation.Requirements;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.planning.ModelBuilder;
import dev.strided.processor.reading.LayoutDirectory;
import dev.strided.processor.reading.LayoutRequest;
import dev.strided.processor.writing.LayoutClassWriter;
import java.util.List;

/**
 * What the processor does with one {@code @Layout} after its generated name is claimed: parse and
 * check the text, check the demanded properties, build the model and print the class. It needs no
 * javac: the fuzz tests call it directly, thousands of times, with an annotation read elsewhere.
 *
 * <pre>{@code
 * CheckedLayout layout = LayoutPipeline.validate(request);  // or LayoutRejected with the one error
 * LayoutWarnings.of(layout);                                 // warnings, if any
 * LayoutPipeline.generate(layout, "com.acme", "TileLayout").file().writeTo(filer);
 * }</pre>
 */
final class LayoutPipeline {
  private LayoutPipeline() {}

  /**
   * The generated class of one annotation.
   *
   * @param model the decided model (constants, fields, index terms)
   * @param file the source file, with the annotated type as its only originating element
   */
  record Output(LayoutModel model, JavaFile file) {}

  /**
   * The front end: parse, the per-annotation rules (syntax, names, rank, depth, extent, overflow),
   * the demanded properties, the conditions and the element types of the views.
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
    CheckedLayout layout = DerivedLayouts.writtenOrDerived(request, siblings, directory);
    PropertyChecks.check(layout);
    CheckedLayout checked = Requirements.check(layout, siblings, directory);
    ViewTypes.check(request);
    return ProvenProperties.prove(checked);
  }

  /**
   * The back end: the model and the source file of a valid layout.
   *
   * @param layout the checked layout
   * @param packageName the package of the generated class
   * @param simpleName the generated class's simple name
   * @return the model and the source file
   */
  static Output generate(CheckedLayout layout, String packageName, String simpleName) {
    LayoutModel model =
        ModelBuilder.build(layout, packageName, simpleName, layout.request().type());
    return new Output(model, LayoutClassWriter.write(model));
  }
}
