package dev.strided.processor.derivation;

import dev.strided.core.Derivation;
import dev.strided.core.Expression;
import dev.strided.core.Facts;
import dev.strided.core.ModePath;
import dev.strided.core.Operation;
import dev.strided.core.Pair;
import dev.strided.core.Policy;
import dev.strided.core.Symbol;
import dev.strided.core.Tiling;
import dev.strided.core.Tree;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.Mask;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Where the coordinates of a masked derived layout lie in the layout it tiles: the same expression
 * evaluated by the same algebra on the identity layout of its source (the first argument, followed
 * down to a reference or an inline layout), whose strides are basis names {@code @j}, one per leaf
 * of the source's shape; a stride {@code c·@j} of the result moves leaf {@code j} by {@code c}. This
 * is CuTe's {@code make_identity_tensor(shape(A))} divided as {@code A} is, so the predicate is
 * CuTe's {@code elem_less}. A masked source contributes its own twin, so masks compose.
 *
 * <pre>{@code
 * // zipped_divide(GmemC, (128,64)) on (M,N):(@0,@1) gives
 * // ((_128,_64),(ceil_div(M,_128),ceil_div(N,_64))):((@0,@1),(_128*@0,_64*@1))
 * MaskedTwin.Twin twin = MaskedTwin.of(request, expression, scope, facts, result);
 * }</pre>
 */
final class MaskedTwin {
  private static final Set<Operation> DIVIDES = Set.of(Operation.LOGICAL_DIVIDE,
      Operation.ZIPPED_DIVIDE, Operation.TILED_DIVIDE, Operation.FLAT_DIVIDE);

  private MaskedTwin() {}

  /**
   * The bounds of a masked layout, in the core's names.
   *
   * @param source the source as written in {@code of}
   * @param coefficients per source leaf, congruent with the layout's shape
   * @param extents per source leaf, its extent
   * @param whats per source leaf, in words
   * @param reach what the derivation keeps of the source's coordinates
   * @param origin the source as a checked layout
   */
  record Twin(String source, List<Tree<Symbol>> coefficients, List<Symbol> extents,
      List<String> whats, Mask.Reach reach, CheckedLayout origin) {}

  /** The reference or inline layout the expression tiles: its first argument, followed down. */
  static Expression source(Expression e) {
    if (e instanceof Expression.Call call) {
      return source(call.arguments().get(0));
    }
    return e instanceof Expression.Swizzled sw ? source(sw.layout()) : e;
  }

  /**
   * The twin of a derivation.
   *
   * @param request the annotation (for errors)
   * @param expression the expression
   * @param scope its references and literals
   * @param facts the facts the derivation ended with
   * @param layout the derived layout, in the core's names
   * @return the bounds
   * @throws LayoutRejected when the algebra refuses the twin, or it does not match the layout
   */
  static Twin of(LayoutRequest request, Expression expression, DerivationScope scope, Facts facts,
      Pair<Tree<Symbol>> layout) throws LayoutRejected {
    Expression source = source(expression);
    if (source instanceof Expression.Frame frame) {
      throw DerivationLiterals.rejected(Tag.ALGEBRA, request, frame.position(), "is masked, but "
          + "it tiles " + frame.format().describe() + ", and masked tiles of a frame format are "
          + "not derived yet; add assume facts that make its extents multiples of its tiles");
    }
    DerivationSource used = source instanceof Expression.Reference r ? scope.used().get(r.name())
        : null;
    String name = source instanceof Expression.Reference r ? r.name()
        : ((Expression.Literal) source).text();
    Pair<Tree<Symbol>> input = source instanceof Expression.Reference r ? scope.layout(r)
        : scope.layout((Expression.Literal) source);
    List<Symbol> extents = new ArrayList<>();
    List<String> whats = new ArrayList<>();
    Tree<Symbol> basis = basis(input.shape(), used, name, extents, whats);
    Facts twinFacts = facts;
    List<String> basisNames = new ArrayList<>();
    for (int j = 0; j < extents.size(); j++) {
      basisNames.add(basisName(j));
    }
    twinFacts = twinFacts.withExtents(basisNames);
    Pair<Tree<Symbol>> identity = new Pair<>(input.shape(), basis);
    Derivation.Result<Tree<Symbol>> twin;
    try {
      twin = DerivationRun.run(expression, twinFacts, Policy.ROUND_UP,
          new Replaced(scope, source, identity)).result();
    } catch (Derivation.Refused e) {
      throw DerivationLiterals.rejected(Tag.ALGEBRA, request, e.position(), "is masked, but "
          + "where its coordinates lie in " + name + " is not derived: on the identity layout of "
          + name + " the algebra refuses: " + e.getMessage());
    }
    if (!twin.layout().shape().equals(layout.shape())) {
      throw DerivationLiterals.rejected(Tag.ALGEBRA, request, 0, "is masked, but the identity "
          + "layout of " + name + " divides into the shape " + twin.layout().shape()
          + ", not the layout's " + layout.shape() + ", so its coordinates in " + name
          + " are not known");
    }
    List<Tree<Symbol>> coefficients = new ArrayList<>();
    for (int j = 0; j < extents.size(); j++) {
      String b = basisName(j);
      coefficients.add(twin.layout().stride().map(s -> coefficient(s, b)));
    }
    for (Symbol s : twin.layout().stride().leaves()) {
      long bases = s.names().stream().filter(n -> n.startsWith("@")).count();
      if (bases != 1 && !s.isZero()) {
        throw DerivationLiterals.rejected(Tag.ALGEBRA, request, 0, "is masked, but a stride "
            + s + " of the identity layout of " + name + " divided as the layout is moves "
            + (bases == 0 ? "no coordinate of " + name + " (it comes from another layout)"
                : "several coordinates of " + name + " at once"));
      }
    }
    Mask inner = used == null ? null : used.checked().mask();
    CheckedLayout origin = inner != null ? inner.origin()
        : used != null ? used.checked() : written(request, input);
    return new Twin(inner != null ? inner.source() : name, coefficients, extents, whats,
        reach(expression, source, used), origin);
  }

  /** An inline source as a written layout. */
  private static CheckedLayout written(LayoutRequest request, Pair<Tree<Symbol>> layout) {
    List<String> names = new ArrayList<>();
    List<Symbol> all = layout.shape().leaves();
    all.addAll(layout.stride().leaves());
    for (Symbol s : all) {
      for (String n : s.names()) {
        if (!names.contains(n)) {
          names.add(n);
        }
      }
    }
    return new CheckedLayout(request, SymbolicTuple.of(layout.shape()),
        SymbolicTuple.of(layout.stride()), names);
  }

  /** The strides {@code @j} of the identity layout, or a masked source's own {@code c·@j}. */
  private static Tree<Symbol> basis(Tree<Symbol> shape, DerivationSource used, String name,
      List<Symbol> extents, List<String> whats) {
    if (used != null && used.checked().mask() != null) {
      Mask mask = used.checked().mask();
      Bindings b = used.bindings();
      List<Symbol> strides = new ArrayList<>();
      int leaves = shape.leaves().size();
      for (int l = 0; l < leaves; l++) {
        strides.add(Symbol.constant(0));
      }
      for (int j = 0; j < mask.bounds().size(); j++) {
        Mask.Bound bound = mask.bounds().get(j);
        extents.add(b.inParameters(bound.extent()));
        whats.add(bound.what());
        List<SymbolicTuple.Leaf> c = bound.coefficients().leaves();
        for (int l = 0; l < leaves; l++) {
          Symbol k = b.inParameters(c.get(l).value());
          if (!k.isZero()) {
            strides.set(l, k.times(Symbol.name(basisName(j))));
          }
        }
      }
      return rebuild(shape, strides);
    }
    List<ModePath.Located<Tree<Symbol>>> located = new ArrayList<>();
    paths(shape, new ArrayList<>(), located);
    List<Symbol> strides = new ArrayList<>();
    for (int j = 0; j < located.size(); j++) {
      extents.add(((Tree.Leaf<Symbol>) located.get(j).tree()).value());
      ModePath path = located.get(j).path();
      whats.add(path.modes().isEmpty() ? name : name + "'s " + path.where());
      strides.add(Symbol.name(basisName(j)));
    }
    return rebuild(shape, strides);
  }

  private static Mask.Reach reach(Expression root, Expression source, DerivationSource used) {
    if (used != null && used.checked().mask() != null) {
      return Mask.Reach.UNKNOWN;
    }
    if (isDivideOf(root, source)) {
      return Mask.Reach.ALL;
    }
    boolean mode = root instanceof Expression.Call call && call.operation() == Operation.GET
        && isDivideOf(call.arguments().get(0), source);
    return mode ? Mask.Reach.DISTINCT : Mask.Reach.UNKNOWN;
  }

  private static boolean isDivideOf(Expression e, Expression source) {
    return e instanceof Expression.Call call && DIVIDES.contains(call.operation())
        && call.arguments().get(0) == source;
  }

  /** The coefficient of basis name {@code b} in a stride, 0 when the stride does not move it. */
  private static Symbol coefficient(Symbol stride, String b) {
    if (!stride.names().contains(b)) {
      return Symbol.constant(0);
    }
    List<String> rest = new ArrayList<>(stride.names());
    rest.remove(b);
    return new Symbol(stride.coefficient(), stride.divisor(), rest);
  }

  private static String basisName(int j) {
    return "@" + j;
  }

  private static void paths(Tree<Symbol> t, List<Integer> path,
      List<ModePath.Located<Tree<Symbol>>> out) {
    if (t instanceof Tree.Leaf<Symbol>) {
      out.add(new ModePath.Located<>(t, new ModePath(path)));
      return;
    }
    List<Tree<Symbol>> elements = ((Tree.Node<Symbol>) t).elements();
    for (int i = 0; i < elements.size(); i++) {
      List<Integer> next = new ArrayList<>(path);
      next.add(i);
      paths(elements.get(i), next, out);
    }
  }

  private static Tree<Symbol> rebuild(Tree<Symbol> profile, List<Symbol> values) {
    int[] next = {0};
    return profile.map(ignored -> values.get(next[0]++));
  }

  /** The scope with the source replaced by its identity (or twin) layout. */
  private record Replaced(DerivationScope scope, Expression source, Pair<Tree<Symbol>> twin)
      implements Derivation.Context<Tree<Symbol>, Symbol> {
    @Override
    public Pair<Tree<Symbol>> layout(Expression.Reference reference) {
      return reference == source ? twin : scope.layout(reference);
    }

    @Override
    public Expression.Swizzled swizzle(Expression.Reference reference) {
      return scope.swizzle(reference);
    }

    @Override
    public Pair<Tree<Symbol>> layout(Expression.Literal literal) {
      return literal == source ? twin : scope.layout(literal);
    }

    @Override
    public Tiling<Tree<Symbol>, Symbol> tiler(Expression.Literal literal) {
      return scope.tiler(literal);
    }

    @Override
    public Tree<Symbol> shape(Expression.Literal literal) {
      return scope.shape(literal);
    }
  }
}
