package dev.strided.processor.checking;

import dev.strided.processor.derivation.DynamicNames;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.reading.AtomRequest;
import dev.strided.processor.reading.LayoutRequest;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The [strided:name] rule for generated class names: a valid identifier (not a keyword, not a
 * restricted identifier such as {@code var} or {@code record}, without characters javac ignores), not
 * a java.lang type the generated code uses (a class {@code Math} in the package would hide
 * {@code java.lang.Math}), given when {@code @Layout} is repeated, not generated twice, not the name
 * of a type declared in the sources being compiled, and not the name of a class on the class path
 * unless that class looks like this processor's own output from an earlier build (a {@code final}
 * class with {@code static final int} constants {@code RANK} and {@code DEPTH} and a method
 * {@code index}), which the new source replaces.
 *
 * <pre>{@code
 * names.claim(request);  // "Outer_InnerLayout" for @Layout on com.acme.Outer.Inner
 * }</pre>
 */
public final class GeneratedNames {
  /** java.lang types that generated code names by their simple name. */
  static final Set<String> JAVA_LANG_USED = Set.of("Math", "Integer", "Long", "String",
      "Throwable", "IllegalArgumentException", "IndexOutOfBoundsException", "ArithmeticException");
  /** Identifiers Java allows for variables but not for types (JLS 3.9). */
  static final Set<String> RESTRICTED = Set.of("var", "yield", "record", "sealed", "permits");

  private final Elements elements;
  private final Set<String> sourceTypes = new HashSet<>();
  /** The generated classes so far, each with the annotation that generates it. */
  private final Map<String, String> generated = new HashMap<>();
  /**
   * Per package, the simple names of its top-level types as javac sees them this round. One
   * listing per package replaces a failed {@code getTypeElement} per layout, which searches every
   * module of the module graph (about 5 % of a 600-layout compile).
   */
  private final Map<String, Set<String>> packageTypes = new HashMap<>();

  public GeneratedNames(Elements elements) {
    this.elements = elements;
  }

  /**
   * Records the types declared in a round's sources (nested ones too).
   *
   * @param roots the round's root elements
   */
  public void addSources(Set<? extends Element> roots) {
    packageTypes.clear();
    for (Element e : roots) {
      addType(e);
    }
  }

  private void addType(Element e) {
    if (e instanceof TypeElement t) {
      String name = t.getQualifiedName().toString();
      if (!generated.containsKey(name)) {
        sourceTypes.add(name);
      }
      for (Element inner : t.getEnclosedElements()) {
        addType(inner);
      }
    }
  }

  /**
   * Checks and reserves the generated class's name.
   *
   * @param r the annotation
   * @return the simple name
   * @throws LayoutRejected if the name is bad, missing, duplicate or clashes with a source type
   */
  public String claim(LayoutRequest r) throws LayoutRejected {
    String name = r.generatedName();
    if (r.name().isEmpty() && r.repeated()) {
      throw rejected("@Layout is repeated on "
          + r.type().getQualifiedName() + ", so each one needs a name = \"...\" for its generated "
          + "class; this one has none.", null);
    }
    if (r.name().isEmpty()) {
      Limits.className(name, null);
    } else {
      checkExplicit(name);
    }
    reserve(name, r.type(), "@Layout", r.name().isEmpty() ? null : "name");
    return name;
  }

  /**
   * Checks and reserves the class name of a {@code @TiledMma} or {@code @TiledCopy} (its name
   * attribute is a simple identifier already), so that it cannot clash with a {@code @Layout}'s or
   * another atom's class, a source type or a class on the class path.
   *
   * <pre>{@code names.claim(atomRequest);   // [strided:name] when a @Layout generates Mma too}</pre>
   *
   * @param r the annotation
   * @throws LayoutRejected if the name is taken
   */
  public void claim(AtomRequest r) throws LayoutRejected {
    claim(r.name(), r.where().type(), r instanceof AtomRequest.Mma ? "@TiledMma" : "@TiledCopy");
  }

  /**
   * Checks and reserves the class name that the {@code name} attribute of another annotation
   * ({@code kind}, such as {@code "@SharedMemory"}) on {@code type} gives, as for an atom's.
   *
   * <pre>{@code names.claim("GemmSmem", type, "@SharedMemory");   // [strided:name] when taken}</pre>
   *
   * @param name the attribute's value, a simple identifier
   * @param type the annotated type
   * @param kind the annotation, as an error names it
   * @throws LayoutRejected if the name is taken or cannot name a generated class
   */
  public void claim(String name, TypeElement type, String kind) throws LayoutRejected {
    if (RESTRICTED.contains(name) || JAVA_LANG_USED.contains(name)) {
      throw rejected("name \"" + name + "\" cannot name a generated class (a restricted "
          + "identifier, or a java.lang type generated code uses); give the " + kind
          + " a different name.", "name");
    }
    reserve(name, type, kind, "name");
  }

  /** Reserves {@code package.name} for the annotation {@code kind} on {@code type}. */
  private void reserve(String name, TypeElement type, String kind, String attribute)
      throws LayoutRejected {
    String pkg = packageName(type);
    String qualified = pkg.isEmpty() ? name : pkg + "." + name;
    String by = generated.get(qualified);
    if (by != null) {
      throw rejected("the generated class " + qualified + " is already generated by "
          + (by.equals(kind) ? "another " + kind : by) + "; give this one a different name.",
          "name");
    }
    if (sourceTypes.contains(qualified)) {
      throw rejected("the generated class " + qualified
          + " would clash with the type " + qualified + " declared in the sources; give the "
          + kind + " a different name.", "name");
    }
    Set<String> listed = packageTypes.computeIfAbsent(pkg, this::typesOf);
    TypeElement existing =
        listed == null || listed.contains(name) ? elements.getTypeElement(qualified) : null;
    if (existing != null && !looksGenerated(existing)) {
      throw rejected("the generated class " + qualified
          + " would replace the class " + qualified + " found on the class path; give the "
          + kind + " a different name.", attribute);
    }
    generated.put(qualified, kind.equals("@Layout") ? kind : kind + " " + name + " of "
        + type.getQualifiedName());
  }

  /**
   * The part of the rule that reads only the {@code name} attribute: a Java identifier, not a
   * keyword.
   *
   * <pre>{@code
   * GeneratedNames.checkExplicit("9Lives");  // [strided:name] name "9Lives" is not a valid ...
   * }</pre>
   *
   * @param name the {@code name} attribute, not empty
   * @throws LayoutRejected if it cannot name a class
   */
  public static void checkExplicit(String name) throws LayoutRejected {
    Limits.className(name, "name");
    if (!SourceVersion.isIdentifier(name) || SourceVersion.isKeyword(name) || name.equals("_")) {
      throw rejected("name \"" + name
          + "\" is not a valid Java class name.", "name");
    }
    if (RESTRICTED.contains(name)) {
      throw rejected("name \"" + name + "\" is a restricted "
          + "identifier, which Java does not allow as a class name.", "name");
    }
    // a loop, not codePoints().filter(...): a stream pipeline per name, in a cold javac, was 1.6 %
    // of the processor's samples
    for (int i = 0; i < name.length(); ) {
      int c = name.codePointAt(i);
      if (Character.isIdentifierIgnorable(c)) {
        throw rejected("name \"" + name + "\" contains "
            + DynamicNames.codePoint(c) + ", which javac ignores inside identifiers, so the "
            + "class would not have the name written; remove it.", "name");
      }
      i += Character.charCount(c);
    }
    if (JAVA_LANG_USED.contains(name)) {
      throw rejected("name \"" + name + "\" would hide "
          + "java.lang." + name + ", which the generated classes of this package use; give the "
          + "@Layout a different name.", "name");
    }
  }

  /** The one place this rule's [strided:name] errors are made. */
  private static LayoutRejected rejected(String message, String attribute) {
    return new LayoutRejected(new Diagnostic(Tag.NAME, message, attribute));
  }

  /** The package's type names, or null (look each name up) for the unnamed or a split package. */
  private Set<String> typesOf(String pkg) {
    PackageElement p = pkg.isEmpty() ? null : elements.getPackageElement(pkg);
    if (p == null) {
      return null;
    }
    Set<String> types = new HashSet<>();
    for (Element e : p.getEnclosedElements()) {
      types.add(e.getSimpleName().toString());
    }
    return types;
  }

  /** A class-file type with the members every generated layout class has. */
  private static boolean looksGenerated(TypeElement type) {
    Set<String> members = new HashSet<>();
    for (Element e : type.getEnclosedElements()) {
      boolean constant = e.getKind() == ElementKind.FIELD
          && e.getModifiers().containsAll(Set.of(Modifier.STATIC, Modifier.FINAL));
      if (constant || e.getKind() == ElementKind.METHOD) {
        members.add(e.getSimpleName().toString());
      }
    }
    return type.getModifiers().contains(Modifier.FINAL)
        && (members.containsAll(Set.of("RANK", "DEPTH", "index"))
            || members.containsAll(Set.of("THREADS", "tiledMma"))
            || members.containsAll(Set.of("THREADS", "tiledCopy")));
  }

  /**
   * Whether a type of the package hides a java.lang type that generated code names by its simple
   * name ({@code com.acme.Math} hides {@code java.lang.Math} in {@code com.acme}), or the
   * package's types cannot be listed (the unnamed or a split package): then generated classes
   * import their java.lang types by name, which takes javac a lookup per import; otherwise they
   * use the simple names (javac resolves 7 of 8 imports of a generated class fewer).
   *
   * <pre>{@code
   * names.hidesJavaLang("com.acme");   // false unless com.acme declares Math, String, ...
   * }</pre>
   *
   * @param pkg the package's qualified name, {@code ""} for the unnamed package
   * @return whether generated classes of the package must import their java.lang types
   */
  public boolean hidesJavaLang(String pkg) {
    Set<String> listed = packageTypes.computeIfAbsent(pkg, this::typesOf);
    if (listed == null) {
      return true;
    }
    for (String name : JAVA_LANG_USED) {
      if (listed.contains(name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The package of a type.
   *
   * @param type the type
   * @return its package's qualified name, {@code ""} for the unnamed package
   */
  public String packageName(TypeElement type) {
    PackageElement p = elements.getPackageOf(type);
    return p.isUnnamed() ? "" : p.getQualifiedName().toString();
  }
}
