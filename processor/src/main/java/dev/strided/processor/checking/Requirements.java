package dev.strided.processor.checking;

import dev.strided.core.Condition;
import dev.strided.core.Decision;
import dev.strided.core.Facts;
import dev.strided.core.NamedQuotient;
import dev.strided.core.NotationError;
import dev.strided.core.Policy;
import dev.strided.core.Quantities;
import dev.strided.core.Symbol;
import dev.strided.core.SymbolicArithmetic;
import dev.strided.processor.derivation.Assumptions;
import dev.strided.processor.derivation.DerivedLayouts;
import dev.strided.processor.derivation.TextLimits;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.ExactQuantity;
import dev.strided.processor.model.Requirement;
import dev.strided.processor.reading.LayoutDirectory;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * The [strided:require] rule: each {@code require} condition parses, names layouts of the same
 * type and this layout's names, and holds — decided when {@code javac} runs when it holds or fails
 * for every value the facts allow, else left to {@code of(...)} as a {@link Requirement}. Sizes,
 * names, integers and remainders by an integer can be checked at run time; {@code cosize} and
 * {@code capacity} only when static.
 *
 * <pre>{@code
 * // @Layout(name = "ThrC", of = "zipped_divide(BlockC, (16,8))", require = "size(ThrC, 0) == 128")
 * Requirements.check(thrC, siblings);   // holds: size(ThrC, 0) is 128
 * }</pre>
 */
public final class Requirements {
  private final CheckedLayout layout;
  private final List<LayoutRequest> siblings;
  private final LayoutDirectory directory;
  private SymbolicArithmetic arithmetic;
  private String text;

  private Requirements(CheckedLayout layout, List<LayoutRequest> siblings,
      LayoutDirectory directory) {
    this.layout = layout;
    this.siblings = siblings;
    this.directory = directory;
    Bindings b = layout.bindings();
    Facts facts = Assumptions.of(b.extentParameters(), b.facts());
    for (Bindings.Derived d : b.derived()) {
      facts = facts.withQuotient(d.definition());
    }
    this.arithmetic = new SymbolicArithmetic(facts, Policy.REFUSE_OVERHANG);
  }

  /**
   * Checks every condition.
   *
   * @param layout the checked layout
   * @param siblings every {@code @Layout} of its type
   * @param directory the {@code @Layout}s of other types, which derived siblings may use
   * @return the layout, with the conditions {@code of(...)} must check
   * @throws LayoutRejected for the first condition that is malformed or fails
   */
  public static CheckedLayout check(CheckedLayout layout, List<LayoutRequest> siblings,
      LayoutDirectory directory) throws LayoutRejected {
    if (layout.request().require().isEmpty()) {
      return layout;
    }
    Requirements r = new Requirements(layout, siblings, directory);
    List<Requirement> runtime = new ArrayList<>();
    for (String text : layout.request().require()) {
      Requirement left = r.decide(text);
      if (left != null) {
        runtime.add(left);
      }
    }
    return layout.withRequirements(runtime);
  }

  /** Null when the condition holds for every value; the run-time check when it depends. */
  private Requirement decide(String condition) throws LayoutRejected {
    text = condition;
    TextLimits.text(condition, "require");
    Condition c;
    try {
      c = Condition.parse(condition);
    } catch (NotationError e) {
      throw reject(Tag.SYNTAX, "does not parse: " + e.problem(), e.position());
    }
    RequireValue left = RequireValue.of(c.left(), this);
    RequireValue right = RequireValue.of(c.right(), this);
    Decision d = compare(left, c.comparison(), right);
    if (d.holds()) {
      return null;
    }
    if (!d.depends()) {
      throw reject("does not hold: " + left.described() + (right.isConstant() ? ""
          : " and " + right.described()), c.left().position());
    }
    for (RequireValue side : List.of(left, right)) {
      for (String n : side.value().names()) {
        if (!parameters().contains(n)) {
          throw reject("depends on " + n + ", a rounded tile count; this version checks such a "
              + "condition only when javac decides it, and here it depends on the names",
              c.left().position());
        }
      }
    }
    return new Requirement(condition, left.side(), c.comparison(), right.side());
  }

  /** Lets the decisions read a quotient a layout named (a rounded tile count of a masked one). */
  void define(NamedQuotient q) {
    arithmetic = new SymbolicArithmetic(arithmetic.facts().withQuotient(q),
        Policy.REFUSE_OVERHANG);
  }

  private Decision compare(RequireValue left, Condition.Comparison comparison,
      RequireValue right) {
    if (left.modulus() != 0 || right.modulus() != 0) {
      RequireValue reduced = left.modulus() != 0 ? left : right;
      RequireValue other = reduced == left ? right : left;
      boolean zero = other.modulus() == 0 && other.value().isZero();
      if (zero && comparison == Condition.Comparison.EQUAL) {
        return arithmetic.divides(Symbol.constant(reduced.modulus()), reduced.value());
      }
      if (zero && comparison == Condition.Comparison.NOT_EQUAL) {
        return arithmetic.divides(Symbol.constant(reduced.modulus()), reduced.value()).not();
      }
      return Decision.depends(null);
    }
    Symbol a = left.value();
    Symbol b = right.value();
    return switch (comparison) {
      case EQUAL -> arithmetic.equal(a, b);
      case NOT_EQUAL -> arithmetic.equal(a, b).not();
      case LESS -> arithmetic.less(a, b);
      case AT_LEAST -> arithmetic.less(a, b).not();
      case GREATER -> arithmetic.less(b, a);
      case AT_MOST -> arithmetic.less(b, a).not();
    };
  }

  /** The layout a query names: this one, or another {@code @Layout} of the type. */
  CheckedLayout layoutNamed(String name, int position) throws LayoutRejected {
    if (layout.request().generatedName().equals(name)) {
      return layout;
    }
    for (LayoutRequest sibling : siblings) {
      if (sibling.generatedName().equals(name)) {
        try {
          CheckedLayout used =
              DerivedLayouts.writtenOrDerived(sibling, siblings, directory, LayoutChecks::check);
          LayoutChecks.check(used);
          return used;
        } catch (LayoutRejected e) {
          throw reject("uses " + name + ", which is not a valid layout (its own error is "
              + "reported on it)", position);
        }
      }
    }
    throw reject("uses " + name + ", which is not the generated name of a @Layout on "
        + layout.request().type().getSimpleName(), position);
  }

  /** The names {@code of(...)} takes, which a run-time check may use. */
  List<String> parameters() {
    return layout.bindings().parameters();
  }

  /** A static size, cosize or capacity of some leaves, exactly. */
  static long quantity(Condition.Query query, List<Symbol> extents, List<Symbol> strides) {
    var q = ExactQuantity.algebra(name -> true);
    return switch (query) {
      case SIZE -> Quantities.size(q, extents).constant();
      case COSIZE -> Quantities.cosize(q, extents, strides).constant();
      default -> Quantities.capacity(q, extents, strides).constant();
    };
  }

  LayoutRejected reject(String problem, int position) {
    return reject(Tag.REQUIRE, problem, position);
  }

  private LayoutRejected reject(Tag tag, String problem, int position) {
    return new LayoutRejected(new Diagnostic(tag, "require \"" + text + "\" " + problem
        + ".\n" + NotationError.caret(text, position), "require"));
  }
}
