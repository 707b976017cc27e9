package dev.strided.processor.model;

import dev.strided.Swizzle;
import dev.strided.core.Fact;
import dev.strided.core.GmmaLayoutAtom;
import dev.strided.core.Symbol;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.TypeElement;

/**
 * Everything the code writer needs, decided: names, constants, fields, factory checks and the
 * folded terms of every index overload. The writer only prints it.
 *
 * <pre>{@code
 * LayoutModel m = ModelBuilder.build(checkedLayout, "com.acme", "TileLayout");
 * m.methods().size();  // 3 for (2,(3,4)):(1,(2,6)): index(c), index(c0, c1), index(c0, c1, c2)
 * }</pre>
 *
 * @param packageName the package of the generated class
 * @param simpleName the generated class's simple name
 * @param origin the annotated type
 * @param canonical the layout in canonical print form
 * @param derivation the {@code of} expression of a derived layout, or {@code ""}
 * @param shape the shape (static values or symbols), as checked
 * @param stride the stride, congruent with the shape
 * @param swizzle the swizzle applied to every index, or null
 * @param longIndex whether indices are long
 * @param rank the rank
 * @param depth the depth
 * @param statics the constants of a fully static layout, or null
 * @param dynamics the factory, fields and observers of a layout with names, or null
 * @param methods the index overloads, 1-D first
 * @param table the {@code printLayout()} text for the Javadoc, or null
 * @param tableNote why the Javadoc has no table, or null when it has one
 * @param proofs what the processor proved about the layout
 * @param tensors the element types of the typed views, none without {@code tensors}
 * @param masking the {@code inBounds} overloads of a masked layout, or null
 * @param swizzleAtom the GMMA layout atom the swizzle comes from, or null
 */
public record LayoutModel(String packageName, String simpleName, TypeElement origin,
    String canonical, String derivation, SymbolicTuple shape, SymbolicTuple stride,
    Swizzle swizzle, boolean longIndex, int rank, int depth, Statics statics, Dynamics dynamics,
    List<IndexMethod> methods, String table, String tableNote, Proofs proofs,
    List<TensorElement> tensors, Masking masking, GmmaLayoutAtom swizzleAtom) {
  /** Copies the lists. */
  public LayoutModel {
    methods = List.copyOf(methods);
    tensors = List.copyOf(tensors);
  }

  /**
   * The in-bounds tests of a masked layout, one overload per {@code index} overload.
   *
   * @param source the layout the coordinates lie in, as {@code of} names it
   * @param bounds its shape, in the layout's names
   * @param methods the {@code inBounds} overloads, in the order of {@link #methods()}
   */
  public record Masking(String source, SymbolicTuple bounds, List<InBoundsMethod> methods) {
    /** Copies the methods. */
    public Masking {
      methods = List.copyOf(methods);
    }
  }

  /**
   * One overload of {@code inBounds}: the coordinates of the {@code index} overload of the same
   * form, in bounds when every check holds.
   *
   * @param form which coordinates it takes
   * @param parameters the coordinate parameters
   * @param checks the checks, none when every coordinate is in bounds
   */
  public record InBoundsMethod(IndexForm form, List<String> parameters, List<Within> checks) {
    /** Copies the lists. */
    public InBoundsMethod {
      parameters = List.copyOf(parameters);
      checks = List.copyOf(checks);
    }
  }

  /**
   * {@code 0 <= Σ terms < extent}: where the coordinates land in one leaf of the source lies in it.
   *
   * @param terms the folded terms of the landing (the index function of the leaf's coefficients)
   * @param extent the leaf's extent
   * @param mayBeNegative whether the landing can be negative (then {@code 0 <=} is checked too)
   * @param what the leaf in words, for {@code checkedIndex}'s message
   */
  public record Within(List<Term> terms, Operand extent, boolean mayBeNegative, String what) {
    /** Copies the terms. */
    public Within {
      terms = List.copyOf(terms);
    }
  }

  /** True when the layout has no names. */
  public boolean isStatic() {
    return statics != null;
  }

  /**
   * Properties proven at build time for every binding of the names.
   *
   * @param injective no two coordinates share an index
   * @param compact the indices are exactly {@code 0..size-1}
   */
  public record Proofs(boolean injective, boolean compact) {}

  /**
   * Constants of a static layout.
   *
   * @param size the size
   * @param cosize the cosize
   * @param capacity the capacity
   * @param runtimeCompatible whether the runtime (int-valued) {@code dev.strided.Layout} can hold it
   */
  public record Statics(long size, long cosize, long capacity, boolean runtimeCompatible) {}

  /**
   * The dynamic part.
   *
   * @param parameters the factory's parameters, names in order of first appearance
   * @param extentParameters the parameters that are extents (checked at least 1)
   * @param facts the {@code assume} facts {@code of(...)} checks next
   * @param quotients the names of the layout that are a parameter divided exactly by a constant
   * @param derived the names of the layout that are named quotients of the parameters
   * @param requirements the {@code require} conditions {@code of(...)} checks
   * @param fields the fields, in declaration order
   * @param checks the exact-arithmetic checks of {@code of(...)}
   * @param size the size as a product
   * @param cosizeConstant the static part of {@code cosize - 1}
   * @param cosizeSpans the dynamic spans {@code (s-1)·|d|} of the cosize
   * @param capacityConstant the largest static {@code s·|d|}
   * @param capacitySpans the dynamic products {@code s·|d|} of the capacity
   * @param shape the shape (for {@code layout()})
   * @param stride the stride (for {@code layout()})
   * @param fieldOf the field holding each dynamic leaf value
   * @param named the layout as the runtime's {@code NamedLayout} reads it, when that makes the
   *     checks of {@code of(...)} up to its {@code require} conditions (see {@code ModelBuilder}),
   *     else null
   */
  public record Dynamics(List<String> parameters, List<String> extentParameters, List<Fact> facts,
      List<Bindings.Quotient> quotients, List<Bindings.Derived> derived,
      List<Requirement> requirements, List<Field> fields,
      List<FitCheck> checks, Operand size, long cosizeConstant, List<Span> cosizeSpans,
      long capacityConstant, List<Span> capacitySpans, SymbolicTuple shape, SymbolicTuple stride,
      Map<Symbol, String> fieldOf, String named) {}

  /**
   * A final field: one dynamic leaf value.
   *
   * @param name the field name
   * @param coefficient the static factor of its value
   * @param parameters the names of the layout multiplied in (parameters or quotients)
   */
  public record Field(String name, long coefficient, List<String> parameters) {}

  /**
   * A quantity {@code of(...)} checks against the index type.
   *
   * @param quantity what it is, e.g. {@code "size"} or {@code "stride 2*M"}
   * @param value its exact value
   * @param parameters the parameters it depends on (named in the error)
   */
  public record FitCheck(String quantity, Exact value, List<String> parameters) {}

  /**
   * {@code extent·|stride|} (or {@code (extent-1)·|stride|} in the cosize).
   *
   * @param extent the extent
   * @param stride the stride
   * @param abs whether the stride's sign is unknown (so {@code Math.abs} is needed)
   */
  public record Span(Operand extent, Operand stride, boolean abs) {}

  /** Which coordinates an index overload takes. */
  public enum IndexForm {
    /** One 1-D coordinate, split colexicographically over the layout. */
    ONE_D,
    /** One coordinate per top-level mode. */
    PER_MODE,
    /** One coordinate per leaf, in flattened order. */
    PER_LEAF
  }

  /**
   * One overload of {@code index} and its {@code checkedIndex} twin.
   *
   * @param form which coordinates it takes
   * @param parameters the coordinate parameters
   * @param terms the folded terms of the sum (empty: the index is 0)
   * @param bounds one bound per parameter for the checked twin
   */
  public record IndexMethod(IndexForm form, List<String> parameters, List<Term> terms,
      List<Bound> bounds) {}

  /**
   * {@code (coordinate / divisor % modulus) * stride}.
   *
   * @param coordinate the parameter
   * @param divisor null when 1
   * @param modulus null when unreduced
   * @param stride the stride, not zero
   */
  public record Term(String coordinate, Operand divisor, Operand modulus, Operand stride) {}

  /**
   * {@code 0 <= coordinate < extent}.
   *
   * @param coordinate the parameter
   * @param extent its extent
   * @param what the mode in words, e.g. {@code "mode (1,0)"}
   */
  public record Bound(String coordinate, Operand extent, String what) {}
}
