package dev.strided.render;

import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import dev.strided.core.GmmaLayoutAtom;
import dev.strided.core.Tree;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A C++ header that defines a layout with CuTe's types: the one printer behind the annotation
 * processor's {@code -Astrided.cute=true} headers and {@code strided show --cute}.
 *
 * <p>The header includes {@code <cute/layout.hpp>} and declares, in the C++ namespace of the Java
 * package ({@code com.acme} becomes {@code com::acme}), a function
 * {@code CUTE_HOST_DEVICE constexpr auto Name(int names...)} returning
 * {@code cute::make_layout(shape, stride)}: static leaves are {@code cute::Int<N>{}}, dynamic
 * leaves {@code int} expressions of the parameters. {@code CUTE_HOST_DEVICE} is {@code inline} in
 * host code and {@code __host__ __device__} under nvcc, so a CUDA kernel can call it. A layout
 * whose leaves are all static also gets {@code using Name_t = decltype(Name());}; a masked one
 * also {@code Name_shape(int names...)}, the shape its coordinates lie in. A 64-bit leaf is
 * {@code cute::C<cute::int64_t(N)>{}} or an expression whose first factor is a
 * {@code cute::int64_t}, so every index CuTe computes from it is 64-bit. A swizzled layout is
 * CuTe's composed layout {@code cute::make_composed_layout(cute::Swizzle<B,M,S>{}, offset, layout)}
 * (from {@code <cute/swizzle_layout.hpp>}), which prints and indexes as
 * {@link SwizzledLayout}; one whose swizzle a GMMA layout atom names is composed with that atom's
 * own swizzle and pointer flag ({@code Atom{}.layout_a()}, {@code Atom{}.offset()}, from
 * {@code <cute/atom/mma_traits_sm90_gmma.hpp>}), CuTe's type for a GMMA operand, whose swizzle
 * acts on byte addresses. The text is deterministic (same input, same bytes) and uses
 * {@code #pragma once}.
 *
 * <pre>{@code
 * CuteHeader h = CuteHeader.of("com.acme.Tile", Layout.parse("(_4,_8):(_8,_1)"), "an example");
 * h.path();   // "cute/com/acme/Tile.hpp"
 * h.text();   // ... namespace com::acme { ... auto Tile() { return cute::make_layout(...); } ...
 * }</pre>
 *
 * @param qualifiedName the Java-style name {@code package.Name}: the namespace and the function
 * @param parameters the function's {@code int} parameters, in order
 * @param swizzling the swizzle applied after the layout, or null for a plain layout
 * @param shape the shape
 * @param stride the stride, congruent with the shape
 * @param comment what to say at the top of the header (a {@code //} comment, one per line)
 * @param bounds the shape a masked layout's coordinates lie in, returned by a second function
 *     {@code Name_shape(int names...)} for CuTe's {@code elem_less}; null for other layouts
 */
public record CuteHeader(String qualifiedName, List<String> parameters, Swizzling swizzling,
    CuteTuple shape, CuteTuple stride, String comment, CuteTuple bounds) {

  /**
   * The header of a layout that is not masked.
   *
   * <pre>{@code
   * new CuteHeader("k.Tile", List.of(), null, CuteTuple.of(IntTuple.parse("_4")),
   *     CuteTuple.of(IntTuple.parse("_1")), "hand-made").text();   // ... auto Tile() { ...
   * }</pre>
   *
   * @param qualifiedName the namespace and the function
   * @param parameters the function's parameters
   * @param swizzling the swizzle, or null
   * @param shape the shape
   * @param stride the stride
   * @param comment the first comment lines
   */
  public CuteHeader(String qualifiedName, List<String> parameters, Swizzling swizzling,
      CuteTuple shape, CuteTuple stride, String comment) {
    this(qualifiedName, parameters, swizzling, shape, stride, comment, null);
  }

  /**
   * The outer part of a swizzled layout: {@code index = swizzle(offset + layout(c))}; or, for a
   * layout a GMMA layout atom names, that atom's own swizzle and pointer flag (its
   * {@code layout_a()} and {@code offset()}), which swizzle the byte addresses of its elements, so
   * the header's type is the one CuTe's {@code tile_to_shape} of the atom makes and CuTe's GMMA
   * descriptors accept.
   *
   * <pre>{@code
   * new CuteHeader.Swizzling(new Swizzle(3, 4, 3), new CuteTuple.Int(0, List.of(), true, false));
   * // cute::Swizzle<3,4,3>{}, cute::Int<0>{}
   * }</pre>
   *
   * @param swizzle the swizzle on element offsets
   * @param offset the offset
   * @param atom the GMMA layout atom whose swizzle this is, or null
   */
  public record Swizzling(Swizzle swizzle, CuteTuple.Int offset, GmmaLayoutAtom atom) {
    /**
     * A written swizzle.
     *
     * @param swizzle the swizzle
     * @param offset the offset
     */
    public Swizzling(Swizzle swizzle, CuteTuple.Int offset) {
      this(swizzle, offset, null);
    }
  }

  /** C++20's keywords and alternative tokens, and {@code cute} (the name of CuTe's namespace). */
  private static final Set<String> RESERVED = Set.of("alignas", "alignof", "and", "and_eq", "asm",
      "auto", "bitand", "bitor", "bool", "break", "case", "catch", "char", "char8_t", "char16_t",
      "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr", "constinit",
      "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default",
      "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern",
      "false", "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable",
      "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq",
      "private", "protected", "public", "register", "reinterpret_cast", "requires", "return",
      "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct", "switch",
      "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid", "typename",
      "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor",
      "xor_eq", "cute");

  /**
   * Checks the names.
   *
   * @throws IllegalArgumentException if a namespace part, the function or a parameter is
   *     {@linkplain #isReserved reserved} or empty, or the comment holds a backslash (which would
   *     continue a {@code //} comment onto the code)
   */
  public CuteHeader {
    parameters = List.copyOf(parameters);
    List<String> all = new ArrayList<>(List.of(qualifiedName.split("\\.", -1)));
    all.addAll(parameters);
    for (String name : all) {
      if (name.isEmpty() || isReserved(name)) {
        throw new IllegalArgumentException("\"" + name + "\" in " + qualifiedName + parameters
            + " cannot be a C++ name in a CuTe header: it is "
            + (name.isEmpty() ? "empty" : "a C++ keyword or cute, CuTe's namespace"));
      }
    }
    if (comment.contains("\\")) {
      throw new IllegalArgumentException(
          "the header comment must not hold a backslash: " + comment);
    }
  }

  /**
   * The header of a runtime layout: static leaves {@code cute::Int<N>{}}, dynamic leaves
   * {@code int} literals, no parameters.
   *
   * <pre>{@code
   * CuteHeader.of("strided.layout", Layout.parse("(_4,8):(8,_1)"), "by hand").text();
   * // ... return cute::make_layout(cute::make_shape(cute::Int<4>{}, 8), ...
   * }</pre>
   *
   * @param qualifiedName {@code namespace.parts.Function}
   * @param layout the layout
   * @param comment the header's first comment lines
   * @return the header
   * @throws IllegalArgumentException as the constructor
   */
  public static CuteHeader of(String qualifiedName, Layout layout, String comment) {
    return new CuteHeader(qualifiedName, List.of(), null, CuteTuple.of(layout.shape()),
        CuteTuple.of(layout.stride()), comment);
  }

  /**
   * The header of a runtime swizzled layout, as CuTe's composed layout; with no swizzle bits and
   * offset {@code _0}, the layout alone (as {@link SwizzledLayout#toString()} prints it).
   *
   * <pre>{@code
   * CuteHeader.of("k.Smem", SwizzledLayout.parse("Sw<3,4,3> o _0 o (_8,_64):(_64,_1)"), "x");
   * // ... return cute::make_composed_layout(cute::Swizzle<3,4,3>{}, cute::Int<0>{}, ...
   * }</pre>
   *
   * @param qualifiedName {@code namespace.parts.Function}
   * @param layout the swizzled layout
   * @param comment the header's first comment lines
   * @return the header
   * @throws IllegalArgumentException as the constructor
   */
  public static CuteHeader of(String qualifiedName, SwizzledLayout layout, String comment) {
    if (layout.isPlainLayout()) {
      // CuTe's composition(Swizzle<0,M,S>, L) is L itself, and so is the runtime's print of it
      return of(qualifiedName, layout.layout(), comment);
    }
    CuteTuple.Int offset = CuteTuple.Int.of(layout.offset());
    return new CuteHeader(qualifiedName, List.of(), new Swizzling(layout.swizzle(), offset),
        CuteTuple.of(layout.layout().shape()), CuteTuple.of(layout.layout().stride()), comment);
  }

  /**
   * Whether a Java identifier cannot name anything in a header: a C++ keyword or alternative token
   * ({@code auto}, {@code union}, {@code and}, ...), or {@code cute}.
   *
   * <pre>{@code
   * CuteHeader.isReserved("register");   // true
   * CuteHeader.isReserved("M");          // false
   * }</pre>
   *
   * @param identifier a Java identifier
   * @return true if the header cannot use it
   */
  public static boolean isReserved(String identifier) {
    return RESERVED.contains(identifier);
  }

  /** The header's path under an include directory: {@code cute/com/acme/Name.hpp}. */
  public String path() {
    return "cute/" + qualifiedName.replace('.', '/') + ".hpp";
  }

  /** The function's simple name. */
  private String function() {
    return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
  }

  /** The namespace, {@code com::acme}, or empty for the default package. */
  private String namespace() {
    int dot = qualifiedName.lastIndexOf('.');
    return dot < 0 ? "" : qualifiedName.substring(0, dot).replace(".", "::");
  }

  /** The whole header. */
  public String text() {
    StringBuilder sb = new StringBuilder();
    for (String line : comment.split("\n", -1)) {
      sb.append(line.isEmpty() ? "//" : "// " + line).append('\n');
    }
    GmmaLayoutAtom atom = swizzling == null ? null : swizzling.atom();
    sb.append("#pragma once\n\n#include <cute/layout.hpp>\n")
        .append(swizzling == null ? "" : "#include <cute/swizzle_layout.hpp>\n")
        .append(atom == null ? "" : "#include <cute/atom/mma_traits_sm90_gmma.hpp>\n")
        .append('\n');
    String ns = namespace();
    if (!ns.isEmpty()) {
      sb.append("namespace ").append(ns).append(" {\n\n");
    }
    List<String> declared = new ArrayList<>();
    for (String p : parameters) {
      declared.add("int " + p);
    }
    sb.append("CUTE_HOST_DEVICE constexpr auto ").append(function()).append('(')
        .append(String.join(", ", declared)).append(") {\n");
    String indent = "      ";
    if (swizzling == null) {
      sb.append("  return cute::make_layout(\n");
    } else if (atom != null) {
      sb.append("  using Atom = ").append(atom.cxxType()).append(";\n")
          .append("  return cute::make_composed_layout(Atom{}.layout_a(), Atom{}.offset(),\n")
          .append("      cute::make_layout(\n");
      indent = "          ";
    } else {
      Swizzle sw = swizzling.swizzle();
      sb.append("  return cute::make_composed_layout(cute::Swizzle<").append(sw.bits()).append(',')
          .append(sw.base()).append(',').append(sw.shift()).append(">{}, ")
          .append(leaf(swizzling.offset())).append(",\n      cute::make_layout(\n");
      indent = "          ";
    }
    sb.append(indent).append(tuple(shape, "cute::make_shape")).append(",\n")
        .append(indent).append(tuple(stride, "cute::make_stride"))
        .append(swizzling == null ? ");\n}\n" : "));\n}\n");
    if (bounds != null) {
      sb.append("\nCUTE_HOST_DEVICE constexpr auto ").append(function()).append("_shape(")
          .append(String.join(", ", declared)).append(") {\n  return ")
          .append(tuple(bounds, "cute::make_shape")).append(";\n}\n");
    }
    boolean offsetStatic = swizzling == null || swizzling.offset().isStatic();
    if (offsetStatic && allStatic(shape) && allStatic(stride)) {
      sb.append("\nusing ").append(function()).append("_t = decltype(").append(function())
          .append("());\n");
    }
    if (!ns.isEmpty()) {
      sb.append("\n}  // namespace ").append(ns).append('\n');
    }
    return sb.toString();
  }

  private static boolean allStatic(CuteTuple t) {
    return t.tree().leaves().stream().allMatch(CuteTuple.Int::isStatic);
  }

  private static String tuple(CuteTuple t, String maker) {
    return new Tree.Access<CuteTuple.Int>().print(t.tree(), CuteHeader::leaf, maker + "(", ", ",
        ")");
  }

  private static String leaf(CuteTuple.Int leaf) {
    long c = leaf.coefficient();
    boolean wide = leaf.wide() || c < Integer.MIN_VALUE || c > Integer.MAX_VALUE;
    if (leaf.isStatic()) {
      return wide ? "cute::C<cute::int64_t(" + literal(c) + ")>{}"
          : "cute::Int<" + literal(c) + ">{}";
    }
    List<String> factors = new ArrayList<>(leaf.names());
    if (factors.isEmpty() || (c != 1 && c != -1)) {
      factors.add(0, literal(c));
    }
    if (wide) {
      factors.set(0, "cute::int64_t(" + factors.get(0) + ")");
    }
    return (c == -1 && !leaf.names().isEmpty() ? "-" : "") + String.join(" * ", factors);
  }

  /** A C++ literal of the value: the most negative int and long are not literals in C++. */
  private static String literal(long value) {
    if (value == Long.MIN_VALUE) {
      return "(-9223372036854775807 - 1)";
    }
    return value == Integer.MIN_VALUE ? "(-2147483647 - 1)" : Long.toString(value);
  }
}
