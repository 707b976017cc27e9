package dev.strided.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A written {@code @Layout} with names, as a test writes it ({@code shape}, optional
 * {@code stride}, {@code order}, {@code assume}), and the same layout with its names bound, in
 * the runtime's notation: static numbers {@code _k}, bound names plain (dynamic), the compact
 * stride spelled out as CuTe's LayoutLeft / LayoutRight define it (exclusive products of the
 * leaves before / after).
 *
 * <pre>{@code
 * new WrittenLayout("A", "((4,M),N)", "", false, List.of()).literal(Map.of("M", 3L, "N", 2L));
 * // "((_4,3),2):((_1,_4),12)"
 * }</pre>
 *
 * @param name the generated name
 * @param shape the shape text
 * @param stride the stride text, {@code ""} for the compact one
 * @param rowMajor whether {@code order = ROW_MAJOR}
 * @param assume the facts written on it
 */
record WrittenLayout(String name, String shape, String stride, boolean rowMajor,
    List<NamedFact> assume) {
  WrittenLayout {
    assume = List.copyOf(assume);
  }

  /** The names in order of first appearance, shape text then stride text: {@code of(...)}'s. */
  List<String> names() {
    List<String> out = new ArrayList<>();
    for (String leaf : leaves(shape + "," + stride)) {
      for (String factor : leaf.split("\\*")) {
        if (Character.isLetter(factor.charAt(0)) && !out.contains(factor)) {
          out.add(factor);
        }
      }
    }
    return out;
  }

  /** The names in the shape, which are extents (at least 1). */
  List<String> extentNames() {
    return new WrittenLayout(name, shape, "", rowMajor, assume).names();
  }

  /** The layout with {@code binding}'s values, in the runtime's notation. */
  String literal(Map<String, Long> binding) {
    String strideText = stride.isEmpty() ? compactStride() : stride;
    return bound(shape, binding) + ":" + bound(strideText, binding);
  }

  /** The annotation's attributes, each on its own line, in source form. */
  List<String> attributes() {
    List<String> out = new ArrayList<>();
    out.add("name = \"" + name + "\"");
    out.add("shape = \"" + shape + "\"");
    if (!stride.isEmpty()) {
      out.add("stride = \"" + stride + "\"");
    }
    if (rowMajor) {
      out.add("order = Layout.Order.ROW_MAJOR");
    }
    if (!assume.isEmpty()) {
      out.add("assume = " + NamedFact.arrayLiteral(assume));
    }
    return out;
  }

  /** The compact stride of the shape: leaf i's is the product of the leaves before (after) it. */
  private String compactStride() {
    List<String> leaves = leaves(shape);
    List<String> strides = new ArrayList<>();
    for (int i = 0; i < leaves.size(); i++) {
      List<String> factors = rowMajor ? leaves.subList(i + 1, leaves.size()) : leaves.subList(0, i);
      strides.add(factors.isEmpty() ? "1" : String.join("*", factors));
    }
    StringBuilder out = new StringBuilder();
    int leaf = 0;
    for (int i = 0; i < shape.length(); i++) {
      char ch = shape.charAt(i);
      if (ch == '(' || ch == ')' || ch == ',') {
        out.append(ch);
      } else if (i == 0 || "(,".indexOf(shape.charAt(i - 1)) >= 0) {
        out.append(strides.get(leaf++));
      }
    }
    return out.toString();
  }

  /** Each leaf of a tuple text evaluated: {@code _k} when it has no name, else its value. */
  private static String bound(String tuple, Map<String, Long> binding) {
    StringBuilder out = new StringBuilder();
    StringBuilder leaf = new StringBuilder();
    for (char ch : (tuple + ",").toCharArray()) {
      if (ch == '(' || ch == ')' || ch == ',') {
        if (leaf.length() > 0) {
          out.append(value(leaf.toString(), binding));
          leaf.setLength(0);
        }
        out.append(ch);
      } else {
        leaf.append(ch);
      }
    }
    return out.substring(0, out.length() - 1);
  }

  private static String value(String leaf, Map<String, Long> binding) {
    long product = 1;
    boolean named = false;
    for (String factor : leaf.split("\\*")) {
      if (Character.isLetter(factor.charAt(0))) {
        named = true;
        product *= binding.get(factor);
      } else {
        product *= Long.parseLong(factor);
      }
    }
    return named ? Long.toString(product) : "_" + product;
  }

  private static List<String> leaves(String tuple) {
    List<String> out = new ArrayList<>();
    for (String piece : tuple.split("[(),]")) {
      if (!piece.isEmpty()) {
        out.add(piece);
      }
    }
    return out;
  }
}
