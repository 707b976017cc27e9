package dev.strided.processor;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Runs {@link LayoutProcessor} with a {@link Filer} that records, for every file created, its name
 * and originating elements (what Gradle's incremental compilation relies on).
 */
final class RecordingProcessor extends AbstractProcessor {
  /**
   * One created file.
   *
   * @param name the source type name, or the resource's package and relative name
   * @param origins the originating elements passed with it
   */
  record Created(String name, List<Element> origins) {}

  private final LayoutProcessor delegate = new LayoutProcessor();
  final List<Created> created = new ArrayList<>();

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return delegate.getSupportedAnnotationTypes();
  }

  @Override
  public Set<String> getSupportedOptions() {
    return delegate.getSupportedOptions();
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return delegate.getSupportedSourceVersion();
  }

  @Override
  public synchronized void init(ProcessingEnvironment env) {
    super.init(env);
    Filer real = env.getFiler();
    Filer recording = (Filer) Proxy.newProxyInstance(getClass().getClassLoader(),
        new Class<?>[] {Filer.class}, (proxy, method, args) -> {
          Object[] origins = (Object[]) args[args.length - 1];
          String name = method.getName().equals("createResource")
              ? args[1] + "/" + args[2] : String.valueOf(args[0]);
          List<Element> list = new ArrayList<>();
          for (Object o : origins) {
            list.add((Element) o);
          }
          created.add(new Created(name, list));
          try {
            return method.invoke(real, args);
          } catch (InvocationTargetException e) {
            throw e.getCause();
          }
        });
    ProcessingEnvironment wrapped = (ProcessingEnvironment) Proxy.newProxyInstance(
        getClass().getClassLoader(), new Class<?>[] {ProcessingEnvironment.class},
        (proxy, method, args) -> {
          if (method.getName().equals("getFiler")) {
            return recording;
          }
          try {
            return method.invoke(env, args);
          } catch (InvocationTargetException e) {
            throw e.getCause();
          }
        });
    delegate.init(wrapped);
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    return delegate.process(annotations, round);
  }
}
