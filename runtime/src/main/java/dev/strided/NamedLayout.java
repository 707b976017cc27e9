package dev.strided;

import dev.strided.core.Fact;
import dev.strided.core.FitChecks;
import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Symbol;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A layout whose extents and strides may be names, {@code (M,N):(_1,M)}, bound to values at run
 * time: the checks a generated {@code of(...)} makes (every extent at least 1; every value, the
 * size, the cosize and the capacity within int) and the runtime {@link Layout} they allow. The
 * names are taken in order of first appearance, shape first.
 *
 * <pre>{@code
 * NamedLayout blocked = NamedLayout.parse("((_16,MB),(_16,NB)):((_16,_256),(_1,_256*MB))");
 * blocked.names();          // [MB, NB]
 * blocked.bind(2, 3);       // ((_16,2),(_16,3)):((_16,_256),(_1,512))
 * blocked.checkFitsInt(0, 3);
 * // IllegalArgumentException: MB = 0 must be at least 1: it is an extent of layout
 * //     ((_16,MB),(_16,NB)):((_16,_256),(_1,_256*MB))
 * }</pre>
 */
public final class NamedLayout {
  /**
   * A tuple of the runtime layout {@link #bind} builds: its elements, or one leaf's value; built
   * once ({@code fixed}) where no name occurs in it.
   */
  private record Part(List<Part> elements, NamedChecks.Value value, boolean isStatic,
      IntTuple fixed) {}

  private final String text;
  private final List<String> names;
  private final List<Fact> facts;
  private final NamedChecks checks;
  private final Part shape;
  private final Part stride;

  private NamedLayout(String source, Notation.LayoutTerms terms, String[] assumptions) {
    List<Symbol> extents = new ArrayList<>();
    List<Symbol> strides = new ArrayList<>();
    StringBuilder b = new StringBuilder();
    leaves(source, terms.shape(), extents, b);
    b.append(':');
    leaves(source, terms.stride(), strides, b);
    this.text = b.toString();
    List<Symbol> all = new ArrayList<>(extents);
    all.addAll(strides);
    this.names = FitChecks.names(all);
    this.facts = new ArrayList<>();
    for (String a : assumptions) {
      Fact f = Fact.parse(Values.nonNull(a, "an assumption"));
      for (String n : f.by() == null ? List.of(f.name()) : List.of(f.name(), f.by())) {
        if (!names.contains(n)) {
          throw new IllegalArgumentException("assume \"" + a + "\" names " + n + ", which layout "
              + text + " does not have (its names are " + String.join(", ", names) + ")");
        }
      }
      facts.add(f);
    }
    List<String> inShape = FitChecks.names(extents);
    this.checks = new NamedChecks(text, names, names.stream().filter(inShape::contains).toList(),
        facts, extents, strides, FitChecks.dynamicValues(List.of(extents, strides)));
    Iterator<Symbol> leaves = all.iterator();
    this.shape = part(terms.shape(), leaves);
    this.stride = part(terms.stride(), leaves);
  }

  /**
   * Reads a layout in CuTe's print form whose leaves may be names and products of names, with
   * facts about its names that every binding must satisfy, as {@code @Layout(assume = ...)}
   * writes them.
   *
   * <pre>{@code
   * NamedLayout.parse("(M,N):(_1,LD)").names();   // [M, N, LD]
   * NamedLayout.parse("(M,N):(_1,M)", "M % 16 == 0").checkFitsInt(20, 4);
   * // IllegalArgumentException: M = 20 does not satisfy assume "M % 16 == 0" of layout (M,N):(_1,M)
   * NamedLayout.parse("(M,N)");   // NotationException: ... give the stride too
   * }</pre>
   *
   * @param text {@code shape:stride}
   * @param assumptions facts {@code X % k == 0}, {@code X % Y == 0}, {@code X >= k}, {@code X <= k}
   *     about its names, checked after the extents and before the quantities
   * @return the layout
   * @throws NotationException if the text does not parse, has no stride, holds a lone {@code _},
   *     or its stride is not congruent with its shape
   * @throws IllegalArgumentException if the text or an assumption is null, or an assumption is no
   *     such fact or names a name the layout does not have
   */
  public static NamedLayout parse(String text, String... assumptions) {
    Notation.LayoutTerms terms = Values.parseLayout(Values.nonNull(text, "the layout text"));
    if (terms.stride() == null) {
      throw new NotationException(text, text.length(), "a layout with names needs its stride: "
          + "give shape:stride, for example (M,N):(_1,M)");
    }
    congruent(text, terms.shape(), terms.stride());
    Values.nonNull(assumptions, "assumptions");
    try {
      return new NamedLayout(text, terms, assumptions);
    } catch (NotationError e) {
      throw new NotationException(e);
    }
  }

  /**
   * The names, in the order {@link #bind} and {@link #checkFitsInt} take their values.
   *
   * <pre>{@code
   * NamedLayout.parse("(M,N):(N,_1)").names();   // [M, N]
   * }</pre>
   *
   * @return the names
   */
  public List<String> names() {
    return names;
  }

  /**
   * Checks values for the names as a generated {@code of(...)} does: every name in the shape at
   * least 1, every assumed fact, then every value that is not a name alone, the size, the cosize
   * and the capacity within int, each computed exactly; the message names the values.
   *
   * <pre>{@code
   * NamedLayout.parse("(M,N):(_1,M)").checkFitsInt(40_000, 100_000);
   * // IllegalArgumentException: M = 40000, N = 100000: the size 4000000000 of layout
   * //     (M,N):(_1,M) does not fit in int (use @Layout(indexType = LONG))
   * }</pre>
   *
   * @param values one per name, in the order of {@link #names()}
   * @throws IllegalArgumentException if the values are null or not one per name, an extent is
   *     below 1, or a quantity does not fit in an int
   */
  public void checkFitsInt(int... values) {
    Values.nonNull(values, "values");
    if (values.length != names.size()) {
      throw new IllegalArgumentException("layout " + text + " takes " + names.size()
          + " values (" + String.join(", ", names) + "), not " + values.length);
    }
    checks.check(values);
  }

  /**
   * The runtime layout for these values, after {@link #checkFitsInt}'s checks: names and
   * products of names become dynamic integers, numbers stay as written.
   *
   * <pre>{@code
   * NamedLayout.parse("(M,N):(_1,M)").bind(4, 8);   // (4,8):(_1,4)
   * }</pre>
   *
   * @param values one per name, in the order of {@link #names()}
   * @return the layout
   * @throws IllegalArgumentException as {@link #checkFitsInt}
   */
  public Layout bind(int... values) {
    checkFitsInt(values);
    return Layout.of(tuple(shape, values), tuple(stride, values));
  }

  /**
   * The layout in CuTe's print form, names as written (its assumptions are not printed).
   *
   * <pre>{@code
   * NamedLayout.parse("( M , N ) : ( _1 , M )").toString();   // "(M,N):(_1,M)"
   * }</pre>
   */
  @Override
  public String toString() {
    return text;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NamedLayout other && text.equals(other.text) && facts.equals(other.facts);
  }

  @Override
  public int hashCode() {
    return 31 * text.hashCode() + facts.hashCode();
  }

  /** Collects the leaves' values and prints the tree, numbers as written. */
  private static void leaves(String source, Notation.Term t, List<Symbol> out, StringBuilder b) {
    if (t instanceof Notation.Group g) {
      b.append('(');
      for (int i = 0; i < g.elements().size(); i++) {
        b.append(i == 0 ? "" : ",");
        leaves(source, g.elements().get(i), out, b);
      }
      b.append(')');
      return;
    }
    Symbol s = Symbol.of(t, source);
    out.add(s);
    b.append(t instanceof Notation.Number n && !n.isStatic() ? String.valueOf(n.value())
        : s.canonical());
  }

  /** The tuple to build for {@code t}, its leaves' values taken in order from {@code leaves}. */
  private Part part(Notation.Term t, Iterator<Symbol> leaves) {
    if (t instanceof Notation.Group g) {
      List<Part> elements = new ArrayList<>();
      List<IntTuple> fixed = new ArrayList<>();
      for (Notation.Term e : g.elements()) {
        Part p = part(e, leaves);
        elements.add(p);
        fixed.add(p.fixed());
      }
      return new Part(List.copyOf(elements), null, false,
          fixed.contains(null) ? null : new IntTuple.Tuple(fixed));
    }
    Symbol s = leaves.next();
    boolean isStatic = t instanceof Notation.Number n && n.isStatic();
    // a number beyond int is refused by the checks before a tuple is built
    boolean fits = s.coefficient() == (int) s.coefficient();
    return new Part(null, NamedChecks.leaf(s, names), isStatic,
        s.isConstant() && fits ? new IntTuple.Int((int) s.coefficient(), isStatic) : null);
  }

  private static void congruent(String text, Notation.Term shape, Notation.Term stride) {
    boolean shapeTuple = shape instanceof Notation.Group;
    if (shapeTuple != stride instanceof Notation.Group || shapeTuple
        && ((Notation.Group) shape).elements().size()
        != ((Notation.Group) stride).elements().size()) {
      throw new NotationException(text, stride.position(),
          "the stride is not congruent with the shape: each mode needs a stride of its form");
    }
    if (shapeTuple) {
      List<Notation.Term> s = ((Notation.Group) shape).elements();
      List<Notation.Term> d = ((Notation.Group) stride).elements();
      for (int i = 0; i < s.size(); i++) {
        congruent(text, s.get(i), d.get(i));
      }
    }
  }

  /** The tuple with these values; they passed the checks, so every leaf fits in an int. */
  private static IntTuple tuple(Part p, int[] values) {
    if (p.fixed() != null) {
      return p.fixed();
    }
    if (p.elements() == null) {
      return new IntTuple.Int((int) p.value().of(values), p.isStatic());
    }
    List<IntTuple> elements = new ArrayList<>(p.elements().size());
    for (Part e : p.elements()) {
      elements.add(tuple(e, values));
    }
    return new IntTuple.Tuple(elements);
  }
}
