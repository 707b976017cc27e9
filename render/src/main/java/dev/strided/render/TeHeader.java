package dev.strided.render;

import dev.strided.core.Tree;
import java.util.ArrayList;
import java.util.List;

/**
 * A C++ header that defines a layout with Ascend C's {@code tensor_api} ({@code AscendC::Te}): the
 * printer behind the annotation processor's {@code -Astrided.ascend=true} headers. It includes
 * {@code "tensor_api/tensor.h"} and declares, in the C++ namespace of the Java package, a function
 * {@code __aicore__ inline auto Name(int names...)} that returns
 * {@code AscendC::Te::MakeLayout(AscendC::Te::MakeShape(...), AscendC::Te::MakeStride(...))} with
 * static leaves {@code AscendC::Std::Int<N>{}} and dynamic leaves {@code int} expressions of the
 * parameters — or, for a layout written as a frame format, Te's own
 * {@code AscendC::Te::MakeFrameLayout<AscendC::Te::NZLayoutPtn, AscendC::Std::Int<C0>>(m, n)}, so
 * the kernel's layout carries Te's pattern (which its copy and Mmad routing dispatch on), with the
 * Java side's C0. A shape and stride are the same trees {@link CuteHeader} prints.
 *
 * <pre>{@code
 * TeHeader h = new TeHeader("com.acme.Nz", List.of(), CuteTuple.of(IntTuple.parse("(_16,_2)")),
 *     CuteTuple.of(IntTuple.parse("(_16,_256)")), "hand-made", null);
 * h.path();   // "ascend/com/acme/Nz.h"
 * h.text();   // ... return AscendC::Te::MakeLayout(AscendC::Te::MakeShape(AscendC::Std::Int<16>{}, ...
 * }</pre>
 *
 * @param qualifiedName {@code package.Name}: the namespace and the function
 * @param parameters the function's {@code int} parameters, in order
 * @param shape the shape
 * @param stride the stride, congruent with the shape
 * @param comment what to say at the top of the header (a {@code //} comment, one per line)
 * @param frame the frame format the layout was written as, or null
 */
public record TeHeader(String qualifiedName, List<String> parameters, CuteTuple shape,
    CuteTuple stride, String comment, Frame frame) {
  /**
   * A call of Te's {@code MakeFrameLayout}.
   *
   * <pre>{@code new TeHeader.Frame("NZLayoutPtn", 16, List.of("32", "M"));}</pre>
   *
   * @param pattern Te's pattern type, {@code NZLayoutPtn}
   * @param c0 the C0 the Java side used
   * @param extents the extents: integer literals or parameters
   */
  public record Frame(String pattern, int c0, List<String> extents) {
    /** Copies the extents. */
    public Frame {
      extents = List.copyOf(extents);
    }
  }

  /**
   * Checks the names, as {@link CuteHeader} does.
   *
   * @throws IllegalArgumentException for a reserved or empty name, or a backslash in the comment
   */
  public TeHeader {
    parameters = List.copyOf(parameters);
    new CuteHeader(qualifiedName, parameters, null, shape, stride, comment);
  }

  /**
   * The header's path under an include directory.
   *
   * <pre>{@code header.path();   // "ascend/com/acme/Nz.h"}</pre>
   */
  public String path() {
    return "ascend/" + qualifiedName.replace('.', '/') + ".h";
  }

  /**
   * The whole header.
   *
   * <pre>{@code header.text();   // "// hand-made\n#pragma once\n..."}</pre>
   */
  public String text() {
    StringBuilder sb = new StringBuilder();
    for (String line : comment.split("\n", -1)) {
      sb.append(line.isEmpty() ? "//" : "// " + line).append('\n');
    }
    sb.append("#pragma once\n\n#include \"tensor_api/tensor.h\"\n\n");
    int dot = qualifiedName.lastIndexOf('.');
    String ns = dot < 0 ? "" : qualifiedName.substring(0, dot).replace(".", "::");
    String function = qualifiedName.substring(dot + 1);
    if (!ns.isEmpty()) {
      sb.append("namespace ").append(ns).append(" {\n\n");
    }
    List<String> declared = new ArrayList<>();
    for (String p : parameters) {
      declared.add("int " + p);
    }
    sb.append("__aicore__ inline auto ").append(function).append('(')
        .append(String.join(", ", declared)).append(") {\n");
    if (frame != null) {
      sb.append("  return AscendC::Te::MakeFrameLayout<AscendC::Te::").append(frame.pattern())
          .append(", AscendC::Std::Int<").append(frame.c0()).append(">>(")
          .append(String.join(", ", frame.extents())).append(");\n}\n");
    } else {
      sb.append("  return AscendC::Te::MakeLayout(\n      ")
          .append(tuple(shape, "AscendC::Te::MakeShape")).append(",\n      ")
          .append(tuple(stride, "AscendC::Te::MakeStride")).append(");\n}\n");
    }
    if (!ns.isEmpty()) {
      sb.append("\n}  // namespace ").append(ns).append('\n');
    }
    return sb.toString();
  }

  private static String tuple(CuteTuple t, String maker) {
    return new Tree.Access<CuteTuple.Int>().print(t.tree(), TeHeader::leaf, maker + "(", ", ",
        ")");
  }

  /** A leaf in Te's terms: {@code AscendC::Std::Int<N>{}}, or an {@code int} expression. */
  private static String leaf(CuteTuple.Int leaf) {
    long c = leaf.coefficient();
    if (leaf.isStatic()) {
      return "AscendC::Std::Int<" + c + ">{}";
    }
    List<String> factors = new ArrayList<>();
    for (String name : leaf.names()) {
      factors.add(name.replace("cute::Int<", "AscendC::Std::Int<"));
    }
    if (factors.isEmpty() || (c != 1 && c != -1)) {
      factors.add(0, Long.toString(c));
    }
    return (c == -1 && !leaf.names().isEmpty() ? "-" : "") + String.join(" * ", factors);
  }
}
