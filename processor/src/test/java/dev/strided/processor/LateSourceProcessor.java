package dev.strided.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Another annotation processor, for the deferral tests: in its first round it writes an empty class
 * (so there is a second round), and only in its second round the class {@code com.acme.Sizes}
 * with the constant {@code ROWS = 6} — visible to {@code @Layout} values from the third round on.
 */
final class LateSourceProcessor extends AbstractProcessor {
  private int round;

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment env) {
    round++;
    if (round == 1) {
      write("com.acme.Trigger", "package com.acme; final class Trigger {}");
    } else if (round == 2) {
      write("com.acme.Sizes",
          "package com.acme; public final class Sizes { public static final int ROWS = 6; }");
    }
    return false;
  }

  private void write(String name, String source) {
    try (Writer w = processingEnv.getFiler().createSourceFile(name).openWriter()) {
      w.write(source);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
