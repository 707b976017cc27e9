package dev.strided.processor;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Prints the {@code index} overloads and their {@code checkedIndex} twins of a {@link LayoutModel}:
 * folded sums of literals and fields, no decisions.
 *
 * <pre>{@code
 * // Term(c1, divisor 3, modulus 4, stride 2) prints "(c1 / 3 % 4) * 2"
 * }</pre>
 */
final class IndexCodeWriter {
  private final LayoutModel model;

  IndexCodeWriter(LayoutModel model) {
    this.model = model;
  }

  /** Both methods of every overload, 1-D first. */
  List<MethodSpec> methods() {
    List<MethodSpec> out = new ArrayList<>();
    for (LayoutModel.IndexMethod m : model.methods()) {
      out.add(index(m));
    }
    for (LayoutModel.IndexMethod m : model.methods()) {
      out.add(checked(m));
    }
    return out;
  }

  private MethodSpec.Builder start(String name, LayoutModel.IndexMethod m) {
    MethodSpec.Builder b = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC)
        .returns(model.longIndex() ? TypeName.LONG : TypeName.INT);
    if (model.isStatic()) {
      b.addModifiers(Modifier.STATIC);
    }
    for (String p : m.parameters()) {
      b.addParameter(TypeName.INT, p);
    }
    return b;
  }

  private MethodSpec index(LayoutModel.IndexMethod m) {
    return start("index", m).addJavadoc(doc(m, false)).addStatement("return $L", sum(m.terms()))
        .build();
  }

  private MethodSpec checked(LayoutModel.IndexMethod m) {
    MethodSpec.Builder b = start("checkedIndex", m).addJavadoc(doc(m, true));
    for (LayoutModel.Bound bound : m.bounds()) {
      String extent = operand(bound.extent());
      b.beginControlFlow("if ($L < 0 || $L >= $L)", bound.coordinate(), bound.coordinate(),
          extent);
      String message = " of " + bound.what() + " is out of range: its "
          + (bound.what().equals("the layout") ? "size" : "extent") + " is ";
      if (bound.extent().isLiteral()) {
        b.addStatement("throw new $T($S + $L + $S)", IndexOutOfBoundsException.class,
            "coordinate ", bound.coordinate(), message + bound.extent().constant());
      } else {
        b.addStatement("throw new $T($S + $L + $S + $L)", IndexOutOfBoundsException.class,
            "coordinate ", bound.coordinate(), message, paren(bound.extent()));
      }
      b.endControlFlow();
    }
    return b.addStatement("return index($L)", String.join(", ", m.parameters())).build();
  }

  private CodeBlock doc(LayoutModel.IndexMethod m, boolean checked) {
    String what = switch (m.form()) {
      case "1-D" -> "a 1-D coordinate, split colexicographically over the layout";
      case "mode" -> "one coordinate per top-level mode; a tuple mode's coordinate is split "
          + "colexicographically over its leaves";
      default -> "one coordinate per leaf, in flattened order";
    };
    CodeBlock.Builder b = CodeBlock.builder().add("The index of $L.\n", what);
    if (checked) {
      b.add("\n<p>Like {@code index} with the same arguments, after checking every coordinate.\n");
    } else {
      b.add("\n<p>Coordinates are not checked: out of range, the last leaf of a split extends "
          + "(as in CuTe); see {@code checkedIndex}.\n");
    }
    b.add("\n");
    for (String p : m.parameters()) {
      b.add("@param $L a coordinate, at least 0\n", p);
    }
    b.add("@return the index\n");
    if (checked) {
      b.add("@throws IndexOutOfBoundsException if a coordinate is outside its mode's extent\n");
    }
    return b.build();
  }

  /** The sum of the terms; {@code 0} when there is none. */
  String sum(List<LayoutModel.Term> terms) {
    if (terms.isEmpty()) {
      return model.longIndex() ? "0L" : "0";
    }
    StringBuilder sb = new StringBuilder();
    for (LayoutModel.Term t : terms) {
      boolean negative = t.stride().constant() < 0;
      Operand magnitude = negative ? t.stride().negate() : t.stride();
      sb.append(sb.length() == 0 ? (negative ? "-" : "") : (negative ? " - " : " + "));
      sb.append(coordinate(t));
      if (!magnitude.isOne()) {
        sb.append(" * ").append(operand(magnitude));
      }
    }
    return sb.toString();
  }

  private String coordinate(LayoutModel.Term t) {
    String e = t.coordinate();
    boolean split = t.divisor() != null || t.modulus() != null;
    if (t.divisor() != null) {
      e += " / " + paren(t.divisor());
    }
    if (t.modulus() != null) {
      e += " % " + paren(t.modulus());
    }
    if (split) {
      e = "(" + e + ")";
    }
    boolean alreadyLong = t.divisor() != null && !t.divisor().isLiteral()
        || t.modulus() != null && !t.modulus().isLiteral();
    return model.longIndex() && !alreadyLong ? "(long) " + e : e;
  }

  /** A literal (with {@code L} when it needs a long) or a product of fields. */
  String operand(Operand o) {
    String literal = literal(o.constant());
    if (o.isLiteral()) {
      return literal;
    }
    String fields = String.join(" * ", o.fields());
    return o.constant() == 1 ? fields : literal + " * " + fields;
  }

  /**
   * A Java literal for a value: with {@code L} when it does not fit in an int.
   *
   * @param value the value
   * @return e.g. {@code 6} or {@code 4294967296L}
   */
  static String literal(long value) {
    boolean wide = value > Integer.MAX_VALUE || value < Integer.MIN_VALUE;
    return value + (wide ? "L" : "");
  }

  /** The operand, in parentheses when it is a product. */
  String paren(Operand o) {
    return o.isProduct() ? "(" + operand(o) + ")" : operand(o);
  }
}
