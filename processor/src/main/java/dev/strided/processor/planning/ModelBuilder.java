package dev.strided.processor.planning;

import dev.strided.Layout;
import dev.strided.NamedLayout;
import dev.strided.core.Fact;
import dev.strided.core.FitChecks;
import dev.strided.core.Quantities;
import dev.strided.core.QuantityAlgebra;
import dev.strided.core.Symbol;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.ExactQuantity;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.LeafValues;
import dev.strided.processor.model.Mask;
import dev.strided.processor.model.Operand;
import dev.strided.processor.model.RuntimeLayouts;
import dev.strided.processor.model.SwizzledIndices;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.model.TensorElement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.TypeElement;

/**
 * Builds the {@link LayoutModel} of a checked layout: fields, constants, factory checks, observers
 * and index terms. Static layouts are also built as a runtime {@link dev.strided.Layout} for the Javadoc table.
 *
 * <pre>{@code
 * LayoutModel model = ModelBuilder.build(checked, "com.acme", "TileLayout", tileType);
 * }</pre>
 */
public final class ModelBuilder {
  /**
   * Most rows and most columns of a {@code printLayout()} table in the Javadoc: a wider or longer
   * table wraps or scrolls in a reader's view and only repeats what the index functions say.
   */
  static final long TABLE_LIMIT = 16;

  private ModelBuilder() {}

  /**
   * Builds the model.
   *
   * @param layout the checked layout
   * @param packageName the package of the generated class
   * @param simpleName the generated class's simple name
   * @param origin the annotated type
   * @return the model
   */
  public static LayoutModel build(
      CheckedLayout layout, String packageName, String simpleName, TypeElement origin) {
    Map<Symbol, String> fieldOf = fieldNames(layout);
    Operands operands = new Operands(fieldOf);
    List<LayoutModel.IndexMethod> methods = IndexPlan.plan(layout, operands);
    int rank = layout.shape().modes().size();
    LayoutModel.Statics statics = layout.isStatic() ? statics(layout) : null;
    LayoutModel.Dynamics dynamics = layout.isStatic() ? null : dynamics(layout, fieldOf, operands);
    String tableNote = tableNote(layout, statics, rank);
    String table = tableNote == null ? table(layout) : null;
    LayoutModel.Masking masking =
        layout.mask() == null ? null : MaskPlan.plan(layout, operands);
    return new LayoutModel(packageName, simpleName, origin, layout.canonical(),
        layout.request().of(), layout.shape(), layout.stride(), layout.swizzle(),
        layout.request().longIndex(), rank, layout.shape().depth(), statics, dynamics, methods,
        table, tableNote, proven(layout), tensors(layout), masking, layout.swizzleAtom());
  }

  /** The views' element types; checking has refused any entry that names none. */
  private static List<TensorElement> tensors(CheckedLayout layout) {
    return layout.request().tensors().stream()
        .map(type -> TensorElement.named(type).orElseThrow()).toList();
  }

  private static String table(CheckedLayout layout) {
    Layout runtime = RuntimeLayouts.of(layout.shape(), layout.stride());
    return layout.swizzle() == null ? runtime.printLayout()
        : layout.swizzle().compose(runtime).printLayout();
  }

  /** Why the Javadoc has no {@code printLayout()} table, or null when it has one. */
  private static String tableNote(CheckedLayout layout, LayoutModel.Statics statics, int rank) {
    if (statics == null) {
      return "the extents are bound at run time";
    }
    if (!statics.runtimeCompatible()) {
      return "the runtime layout, which draws it, is int-valued";
    }
    if (rank != 2) {
      return "the table is drawn for rank-2 layouts only";
    }
    List<SymbolicTuple> modes = layout.shape().modes();
    long rows = extent(modes.get(0));
    long columns = extent(modes.get(1));
    if (rows > TABLE_LIMIT || columns > TABLE_LIMIT) {
      return rows + " x " + columns + " cells are more than a reader takes in (the limit is "
          + TABLE_LIMIT + " x " + TABLE_LIMIT + "); {@code layout().printLayout()} draws it";
    }
    return null;
  }

  private static long extent(SymbolicTuple mode) {
    List<Symbol> extents = new ArrayList<>();
    mode.leaves().forEach(leaf -> extents.add(leaf.value()));
    return Quantities.size(ExactQuantity.algebra(name -> true), extents).constant();
  }

  private static LayoutModel.Proofs proven(CheckedLayout layout) {
    if (layout.proofs() == null) {
      throw new IllegalStateException("planning needs a checked layout: check it first");
    }
    return layout.proofs();
  }


  private static LayoutModel.Statics statics(CheckedLayout layout) {
    LeafValues v = LeafValues.of(layout);
    QuantityAlgebra<Symbol, ExactQuantity> q = ExactQuantity.algebra(layout::isExtentName);
    // Overflow has checked these exactly; exact operations keep any slip loud
    long size = Quantities.size(q, v.extentList()).constant();
    long cosize = layout.swizzle() == null
        ? Quantities.cosize(q, v.extentList(), v.strideList()).constant()
        : SwizzledIndices.cosize(layout.swizzle(), v);
    long capacity = Quantities.capacity(q, v.extentList(), v.strideList()).constant();
    boolean valuesFit = true;
    for (int k = 0; k < v.extentList().size(); k++) {
      long s = v.extentList().get(k).coefficient();
      long d = v.strideList().get(k).coefficient();
      valuesFit &= s <= Integer.MAX_VALUE && d <= Integer.MAX_VALUE && d >= Integer.MIN_VALUE;
    }
    boolean fits = valuesFit && size <= Integer.MAX_VALUE && cosize <= Integer.MAX_VALUE
        && capacity <= Integer.MAX_VALUE;
    return new LayoutModel.Statics(size, cosize, capacity, fits);
  }

  /** One field per distinct dynamic leaf value, shape leaves first, named after the value. */
  private static Map<Symbol, String> fieldNames(CheckedLayout layout) {
    Map<Symbol, String> fieldOf = new LinkedHashMap<>();
    Set<String> taken = new HashSet<>(layout.names());
    for (Symbol m : FitChecks.dynamicValues(leafLists(layout))) {
      if (m.coefficient() == 1 && m.names().size() == 1) {
        fieldOf.put(m, m.names().get(0));
        continue;
      }
      long c = m.coefficient();
      String name = String.join("_", m.names())
          + (c == 1 ? "" : "_x" + Long.toString(c).replace('-', 'm'));
      while (taken.contains(name) || fieldOf.containsValue(name)) {
        name += "_";
      }
      taken.add(name);
      fieldOf.put(m, name);
    }
    return fieldOf;
  }

  /** The shape's leaves, the stride's, and a mask's values: what the fields hold. */
  private static List<List<Symbol>> leafLists(CheckedLayout layout) {
    LeafValues v = LeafValues.of(layout);
    List<Symbol> masks = new ArrayList<>();
    if (layout.mask() != null) {
      for (Mask.Bound b : layout.mask().bounds()) {
        b.coefficients().leaves().forEach(leaf -> masks.add(leaf.value()));
        masks.add(b.extent());
      }
    }
    return List.of(v.extentList(), v.strideList(), masks);
  }

  private static LayoutModel.Dynamics dynamics(
      CheckedLayout layout, Map<Symbol, String> fieldOf, Operands operands) {
    LeafValues v = LeafValues.of(layout);
    Bindings bindings = layout.bindings();
    List<LayoutModel.Field> fields = new ArrayList<>();
    List<LayoutModel.FitCheck> checks = new ArrayList<>();
    fieldOf.forEach((m, name) -> fields.add(
        new LayoutModel.Field(name, m.coefficient(), m.names())));
    QuantityAlgebra<Symbol, ExactQuantity> q = ExactQuantity.algebra(layout::isExtentName);
    List<FitChecks.Check<ExactQuantity>> fits = FitChecks.of(q, v.extentList(), v.strideList(),
        List.copyOf(fieldOf.keySet()), layout.names(), layout::isExtentName);
    for (FitChecks.Check<ExactQuantity> c : fits) {
      String quantity = c.quantity() == FitChecks.Quantity.VALUE
          ? "value " + bindings.display(c.leaf()) : c.quantity().word();
      checks.add(new LayoutModel.FitCheck(quantity, c.value().exact(),
          parameters(bindings, c.names())));
    }
    ExactQuantity cosize = quantity(fits, FitChecks.Quantity.COSIZE);
    ExactQuantity capacity = quantity(fits, FitChecks.Quantity.CAPACITY);
    long cosizeConstant = cosize.constant() - 1;
    long capacityConstant = capacity.constant();
    List<LayoutModel.Span> cosizeSpans = new ArrayList<>();
    List<LayoutModel.Span> capacitySpans = new ArrayList<>();
    for (int k = 0; k < v.extentList().size(); k++) {
      Symbol s = v.extentList().get(k);
      Symbol d = v.strideList().get(k);
      if (s.isConstant() && d.isConstant() || d.isZero()) {
        continue; // in the constants, or no span
      }
      Operand stride =
          d.isConstant() ? Operand.literal(Math.absExact(d.coefficient())) : operands.of(d);
      boolean abs = !d.isConstant() && !ExactQuantity.knownPositive(d, layout::isExtentName);
      LayoutModel.Span span = new LayoutModel.Span(operands.of(s), stride, abs);
      if (!(s.isConstant() && s.coefficient() == 1)) { // a dynamic 1 (M/M) spans nothing too
        cosizeSpans.add(span);
      }
      capacitySpans.add(span);
    }
    return new LayoutModel.Dynamics(bindings.parameters(), bindings.extentParameters(),
        bindings.facts(), bindings.quotients(), bindings.derived(), bindings.requirements(),
        fields, checks,
        operands.of(v.extentList()), cosizeConstant, cosizeSpans, capacityConstant, capacitySpans,
        layout.shape(), layout.stride(), fieldOf, named(layout));
  }

  /**
   * The text the runtime's {@code NamedLayout} reads to make {@code of(...)}'s checks, where its
   * checks are this layout's: an int layout written in its parameters (no quotient, derived name
   * or mask), which are its names in order of first appearance, the extents exactly the names in
   * its shape, and whose canonical text and facts the runtime reads back as the same. Null
   * otherwise: {@code of(...)} then prints the checks as expressions.
   */
  private static String named(CheckedLayout layout) {
    Bindings b = layout.bindings();
    if (layout.request().longIndex() || layout.mask() != null || !b.quotients().isEmpty()
        || !b.derived().isEmpty()) {
      return null;
    }
    NamedLayout named;
    try {
      named = NamedLayout.parse(layout.canonical(),
          b.facts().stream().map(Fact::toString).toArray(String[]::new));
      for (Fact f : b.facts()) {
        if (!Fact.parse(f.toString()).equals(f)) {
          return null;
        }
      }
    } catch (IllegalArgumentException e) {
      return null;
    }
    LeafValues v = LeafValues.of(layout);
    List<String> inShape = FitChecks.names(v.extentList());
    boolean same = named.toString().equals(layout.canonical())
        && named.names().equals(b.parameters()) && named.names().equals(layout.names())
        && named.names().stream().filter(inShape::contains).toList().equals(b.extentParameters())
        && named.names().stream().allMatch(n -> layout.isExtentName(n) == inShape.contains(n));
    return same ? named.toString() : null;
  }

  private static ExactQuantity quantity(List<FitChecks.Check<ExactQuantity>> fits,
      FitChecks.Quantity which) {
    return fits.stream().filter(c -> c.quantity() == which).findFirst().orElseThrow().value();
  }

  /** The parameters some names of the layout come from, each once, for a message. */
  private static List<String> parameters(Bindings bindings, List<String> names) {
    Set<String> out = new java.util.LinkedHashSet<>();
    for (String n : names) {
      out.addAll(bindings.parametersOf(n));
    }
    return List.copyOf(out);
  }
}
