package dev.strided.processor;

import com.palantir.javapoet.JavaFile;
import dev.strided.processor.checking.GeneratedNames;
import dev.strided.processor.checking.atom.AtomChecks;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.CheckedAtom;
import dev.strided.processor.reading.AtomRequest;
import dev.strided.processor.writing.AtomClassWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the processor does with the {@code @TiledMma} and {@code @TiledCopy} annotations of one type:
 * the MMAs are checked first (a copy may name one in {@code forA}, {@code forB} or {@code forC}),
 * then the copies; each valid one claims its class name ({@link GeneratedNames}) and is written as a
 * class, each invalid one gives its one error. A
 * copy of a refused MMA gives none (the MMA's error says what to fix).
 *
 * <pre>{@code
 * for (AtomPipeline.Outcome o : AtomPipeline.run(requests, "com.acme", names)) { ... }
 * }</pre>
 */
final class AtomPipeline {
  private AtomPipeline() {}

  /**
   * One annotation's outcome: its class or its error.
   *
   * @param request the annotation
   * @param checked what checking built, or null
   * @param file the generated source, or null
   * @param error the error, or null
   */
  record Outcome(AtomRequest request, CheckedAtom checked, JavaFile file, Diagnostic error) {}

  /**
   * Every annotation of a type, MMAs first.
   *
   * @param requests the type's atom annotations, as read
   * @param packageName the package of the generated classes
   * @param generatedNames the generated class names claimed so far, which each class claims
   * @return one outcome per annotation but the copies of refused MMAs
   */
  static List<Outcome> run(List<AtomRequest> requests, String packageName,
      GeneratedNames generatedNames) {
    Map<String, CheckedAtom.Mma> mmas = new LinkedHashMap<>();
    Set<String> refused = new HashSet<>();
    Set<String> names = new HashSet<>();
    List<Outcome> out = new ArrayList<>();
    for (AtomRequest r : requests) {
      try {
        AtomChecks.unique(r, names);
        CheckedAtom checked;
        if (r instanceof AtomRequest.Mma m) {
          CheckedAtom.Mma mma = AtomChecks.mma(m, mmas, refused);
          if (mma == null) {
            refused.add(m.name());
            continue;
          }
          generatedNames.claim(r);
          mmas.put(m.name(), mma);
          checked = mma;
        } else {
          checked = AtomChecks.copy((AtomRequest.Copy) r, mmas, refused);
          if (checked == null) {
            continue;
          }
          generatedNames.claim(r);
        }
        out.add(new Outcome(r, checked, AtomClassWriter.write(checked, packageName), null));
      } catch (LayoutRejected e) {
        if (r instanceof AtomRequest.Mma) {
          refused.add(r.name());
        }
        out.add(new Outcome(r, null, null, e.diagnostic()));
      }
    }
    return out;
  }
}
