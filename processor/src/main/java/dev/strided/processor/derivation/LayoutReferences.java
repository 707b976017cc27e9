package dev.strided.processor.derivation;

import dev.strided.processor.reading.LayoutDirectory;
import dev.strided.processor.reading.LayoutRequest;
import java.util.List;

/**
 * Finds the {@code @Layout} a derivation's reference names: one of the same type by generated name,
 * else one of another type of the same package, or of the package a qualified name gives
 * ({@link LayoutDirectory}).
 *
 * <pre>{@code
 * new LayoutReferences(directory).find("com.acme.GmemC", from);   // GmemC's request and siblings
 * }</pre>
 */
final class LayoutReferences {
  /** A layout a reference names, and the other {@code @Layout}s of its type. */
  record Found(LayoutRequest request, List<LayoutRequest> siblings) {}


  private final LayoutDirectory directory;

  LayoutReferences(LayoutDirectory directory) {
    this.directory = directory;
  }

  /**
   * The {@code @Layout} a reference names: one of the same type by generated name, else one of
   * another type of the same package, or of the package a qualified name gives.
   */
  Found find(String name, Found from) {
    int dot = name.lastIndexOf('.');
    String simple = name.substring(dot + 1);
    String own = directory.packageOf(from.request().type());
    String pkg = dot < 0 ? own : name.substring(0, dot);
    if (pkg.equals(own)) {
      for (LayoutRequest sibling : from.siblings()) {
        if (sibling.generatedName().equals(simple)) {
          return new Found(sibling, from.siblings());
        }
      }
    }
    for (List<LayoutRequest> type : directory.layoutsIn(pkg)) {
      for (LayoutRequest other : type) {
        if (other.generatedName().equals(simple)) {
          return new Found(other, type);
        }
      }
    }
    return null;
  }

  /**
   * The generated name, among those {@link #find} searches, closest to a name it did not find
   * ({@link NameGuess}), or null.
   */
  String closest(String name, Found from) {
    int dot = name.lastIndexOf('.');
    NameGuess guess = new NameGuess(name.substring(dot + 1));
    String own = directory.packageOf(from.request().type());
    String pkg = dot < 0 ? own : name.substring(0, dot);
    if (pkg.equals(own)) {
      for (LayoutRequest sibling : from.siblings()) {
        guess.consider(sibling.generatedName());
      }
    }
    for (List<LayoutRequest> type : directory.layoutsIn(pkg)) {
      for (LayoutRequest other : type) {
        guess.consider(other.generatedName());
      }
    }
    String best = guess.best();
    return best == null || dot < 0 ? best : pkg + "." + best;
  }

  String qualified(LayoutRequest request) {
    String pkg = directory.packageOf(request.type());
    return (pkg.isEmpty() ? "" : pkg + ".") + request.generatedName();
  }

  /** The package of a request's generated class. */
  String packageOf(LayoutRequest request) {
    return directory.packageOf(request.type());
  }
}
