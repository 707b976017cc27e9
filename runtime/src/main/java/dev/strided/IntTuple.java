package dev.strided;

import dev.strided.core.Notation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A hierarchical tuple of integers: an integer leaf ({@link Int}) or a tuple of IntTuples
 * ({@link Tuple}), as in CuTe. A slice coordinate may also hold {@link #ALL}, CuTe's {@code _}: keep
 * the whole mode.
 *
 * <p>Each leaf is <em>static</em> (known at compile time, printed {@code _N}) or <em>dynamic</em> (a
 * run-time value, printed {@code N}). Leaves compare by value, so {@code _3} equals dynamic {@code 3};
 * {@link #isStatic()} tells them apart. Immutable and thread-safe.
 *
 * <pre>{@code
 * IntTuple t = IntTuple.parse("(42,(1,3),17)");
 * t.rank();      // 3
 * t.depth();     // 2
 * t.size();      // 2142
 * t.get(1, 1);   // 3
 * t.toString();  // "(42,(1,3),17)"
 * }</pre>
 */
public sealed interface IntTuple permits IntTuple.Int, IntTuple.Tuple, IntTuple.All {

  /**
   * CuTe's {@code _} in a slice coordinate: the mode it stands for is kept whole. Only slice
   * coordinates hold it; a shape, stride or index coordinate holding it is refused.
   *
   * <pre>{@code
   * IntTuple coord = IntTuple.of(IntTuple.ALL, IntTuple.of(3));   // (_,3)
   * Layout.parse("(4,8):(8,1)").slice(coord);                      // (4):(8)
   * }</pre>
   */
  All ALL = All.INSTANCE;

  /**
   * Parses CuTe's print form: {@code _N} static, {@code N} dynamic, products such as {@code _2*_3}
   * folded by the arithmetic rules.
   *
   * @param text e.g. {@code "(_2,(3,_4))"}
   * @return the tuple
   * @throws NotationException (an {@link IllegalArgumentException}) with a caret under the offending
   *     character if the text does not parse, holds a name or {@code _}, or a value outside int
   */
  static IntTuple parse(String text) {
    return Values.fromTerm(Values.parseTuple(text), text);
  }

  /**
   * Parses a slice coordinate: {@link #parse}'s text, a lone {@code _} read as {@link #ALL}.
   *
   * <pre>{@code IntTuple.parseCoordinate("(1,_)").equals(IntTuple.of(IntTuple.of(1), IntTuple.ALL));   // true}</pre>
   *
   * @param text e.g. {@code "(_,(1,_))"}
   * @return the coordinate
   * @throws NotationException (an {@link IllegalArgumentException}) with a caret under the offending
   *     character if the text does not parse, holds a name, or a value outside int
   */
  static IntTuple parseCoordinate(String text) {
    return Values.coordinate(text);
  }

  /**
   * A dynamic integer leaf.
   *
   * @param value the value
   * @return {@code value} as a dynamic leaf (prints {@code value})
   */
  static Int of(int value) {
    return new Int(value, false);
  }

  /**
   * A static integer leaf, the mirror of CuTe's {@code Int<N>}.
   *
   * @param value the value
   * @return {@code value} as a static leaf (prints {@code _value})
   */
  static Int ofStatic(int value) {
    return new Int(value, true);
  }

  /**
   * A tuple of the given elements.
   *
   * @param elements the elements, in order
   * @return {@code (e0,e1,...)}
   * @throws IllegalArgumentException if an element is null or the tuple would nest deeper than
   *     {@link Notation#MAX_NESTING} levels (the parser's limit)
   */
  static Tuple of(IntTuple... elements) {
    return new Tuple(Arrays.asList(Values.nonNull(elements, "elements")));
  }

  /** Number of top-level elements; an integer has rank 1. */
  int rank();

  /** 0 for an integer, else 1 + the deepest element's depth. */
  int depth();

  /**
   * Product of all leaves.
   *
   * @throws IllegalArgumentException if the product does not fit in an int
   */
  int size();

  /** True when every leaf is static. */
  boolean isStatic();

  /**
   * Hierarchical access: {@code get(1, 0)} is element 0 of element 1. {@code get()} is this tuple.
   * An integer answers {@code get(0)} with itself (CuTe's rank-1 view of an integer).
   *
   * @param path indices, outermost first
   * @return the sub-tuple
   * @throws IllegalArgumentException if an index is out of range
   */
  default IntTuple get(int... path) {
    Values.nonNull(path, "path");
    IntTuple t = this;
    for (int depth = 0; depth < path.length; depth++) {
      int i = path[depth];
      if (i < 0 || i >= t.rank()) {
        throw new IllegalArgumentException("mode index " + i + " at depth " + depth + " of path "
            + Arrays.toString(path) + " is out of range for " + t + " (rank " + t.rank() + ")");
      }
      if (t instanceof Tuple tuple) {
        t = tuple.elements().get(i);
      }
    }
    return t;
  }

  /** The leaves in depth-first (flattened, colexicographic mode) order. */
  List<Int> flatten();

  /**
   * Same nesting profile everywhere: same rank at every tuple, integers where the other has integers.
   *
   * <pre>{@code
   * IntTuple.parse("(2,(3,4))").congruent(IntTuple.parse("(5,(6,7))"));   // true
   * IntTuple.parse("(2,3)").congruent(IntTuple.parse("(2,(3,4))"));        // false
   * }</pre>
   *
   * @param other the other tuple
   * @return whether the two are congruent
   */
  default boolean congruent(IntTuple other) {
    Values.nonNull(other, "other");
    return sameProfile(other, false);
  }

  /**
   * Weak congruence (CuTe's {@code weakly_congruent}): this profile refines to {@code other}'s — an
   * integer here may stand for a whole tuple there.
   *
   * <pre>{@code
   * IntTuple.parse("(2,3)").weaklyCongruent(IntTuple.parse("(4,(5,6))"));  // true
   * IntTuple.parse("(2,(3,4))").weaklyCongruent(IntTuple.parse("(5,6)"));  // false
   * }</pre>
   *
   * @param other the finer tuple
   * @return whether an integer of this matches any subtree of {@code other} and tuples match by rank
   */
  default boolean weaklyCongruent(IntTuple other) {
    Values.nonNull(other, "other");
    return sameProfile(other, true);
  }

  /**
   * Tuples of equal rank everywhere this has a tuple; where this has an integer, an integer there
   * too, or anything when {@code integerStandsForTuple}.
   */
  private boolean sameProfile(IntTuple other, boolean integerStandsForTuple) {
    if (!(this instanceof Tuple t)) {
      return integerStandsForTuple || !(other instanceof Tuple);
    }
    if (!(other instanceof Tuple o) || t.rank() != o.rank()) {
      return false;
    }
    for (int i = 0; i < t.rank(); i++) {
      if (!t.elements().get(i).sameProfile(o.elements().get(i), integerStandsForTuple)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The size of each top-level mode: {@code (2,(3,4))} gives {@code (2,12)}; an integer gives itself.
   *
   * <pre>{@code
   * IntTuple.parse("(_2,(_3,_4))").productEach();  // (_2,_12)
   * }</pre>
   *
   * @return a flat tuple of mode sizes, static where the mode is static
   */
  default IntTuple productEach() {
    if (!(this instanceof Tuple)) {
      return Values.integers(this, "productEach");
    }
    List<IntTuple> sizes = new ArrayList<>();
    for (IntTuple e : ((Tuple) this).elements()) {
      sizes.add(e.isStatic() ? ofStatic(e.size()) : of(e.size()));
    }
    return new Tuple(sizes);
  }

  /**
   * An integer leaf: a value and whether it is static.
   *
   * @param value the value
   * @param isStatic true for a compile-time constant ({@code _N})
   */
  record Int(int value, boolean isStatic) implements IntTuple {
    @Override
    public int rank() {
      return 1;
    }

    @Override
    public int depth() {
      return 0;
    }

    @Override
    public int size() {
      return value;
    }

    @Override
    public List<Int> flatten() {
      return List.of(this);
    }

    /**
     * Product; static only when both are static.
     *
     * @param other the other factor
     * @return {@code this * other}
     * @throws IllegalArgumentException on int overflow
     */
    public Int times(Int other) {
      Values.nonNull(other, "other");
      return new Int(Values.multiply(value, other.value, "product"), isStatic && other.isStatic);
    }

    /**
     * Sum; static only when both are static.
     *
     * @param other the other term
     * @return {@code this + other}
     * @throws IllegalArgumentException on int overflow
     */
    public Int plus(Int other) {
      Values.nonNull(other, "other");
      long sum = (long) value + other.value;
      return new Int(Values.toInt(sum, "sum " + this + " + " + other), isStatic && other.isStatic);
    }

    /** Equal by value: {@code _3} equals dynamic {@code 3}. */
    @Override
    public boolean equals(Object o) {
      return o instanceof Int other && other.value == value;
    }

    @Override
    public int hashCode() {
      return Integer.hashCode(value);
    }

    /** {@code _N} when static, {@code N} when dynamic. */
    @Override
    public String toString() {
      return isStatic ? "_" + value : Integer.toString(value);
    }
  }

  /**
   * CuTe's {@code _} ({@link #ALL}): a slice coordinate's mark for a mode kept whole. It has rank 1
   * and depth 0 like a leaf, but no value: its size and leaves are refused.
   *
   * <pre>{@code IntTuple.of(IntTuple.of(1), IntTuple.ALL).toString();   // (1,_)}</pre>
   */
  enum All implements IntTuple {
    /** The only instance, also {@link IntTuple#ALL}. */
    INSTANCE;

    @Override
    public int rank() {
      return 1;
    }

    @Override
    public int depth() {
      return 0;
    }

    /** Refused: {@code _} keeps a mode and has no size. */
    @Override
    public int size() {
      throw Values.notAnInteger("size");
    }

    /** True: CuTe's {@code _} is a compile-time constant. */
    @Override
    public boolean isStatic() {
      return true;
    }

    /** Refused: {@code _} is not an integer leaf. */
    @Override
    public List<Int> flatten() {
      throw Values.notAnInteger("flatten");
    }

    /** {@code _}. */
    @Override
    public String toString() {
      return "_";
    }
  }

  /**
   * A tuple of IntTuples. May be empty (rank 0, size 1) as the result of slicing every mode. Nests
   * at most {@link Notation#MAX_NESTING} levels, as parsed text does, so every tuple prints as text
   * {@link #parse} reads back (a slice coordinate holding {@link #ALL}: text the slice methods read
   * back), and no operation on it runs out of stack.
   *
   * @param elements the elements
   */
  record Tuple(List<IntTuple> elements) implements IntTuple {
    /** Copies the elements; refuses nulls and nesting deeper than {@link Notation#MAX_NESTING}. */
    public Tuple {
      Values.nonNull(elements, "elements");
      int deepest = 0;
      for (int i = 0; i < elements.size(); i++) {
        IntTuple e = elements.get(i);
        if (e == null) {
          throw new IllegalArgumentException("element " + i + " of a tuple must not be null");
        }
        deepest = Math.max(deepest, e.depth());
      }
      if (deepest + 1 > Notation.MAX_NESTING) {
        throw new IllegalArgumentException("a tuple may nest at most " + Notation.MAX_NESTING
            + " levels (the limit of parsed text); this one would nest " + (deepest + 1));
      }
      elements = List.copyOf(elements);
    }

    @Override
    public int rank() {
      return elements.size();
    }

    @Override
    public int depth() {
      int d = 0;
      for (IntTuple e : elements) {
        d = Math.max(d, e.depth());
      }
      return 1 + d;
    }

    @Override
    public int size() {
      int s = 1;
      for (IntTuple e : elements) {
        s = Values.multiply(s, e.size(), "size of ", this);
      }
      return s;
    }

    @Override
    public boolean isStatic() {
      for (IntTuple e : elements) {
        if (!e.isStatic()) {
          return false;
        }
      }
      return true;
    }

    @Override
    public List<Int> flatten() {
      return List.copyOf(IntTupleDomain.INSTANCE.leaves(Values.integers(this, "flatten")));
    }

    /** Canonical print form: {@code (a,b)}, a rank-1 tuple as {@code (8)}. */
    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("(");
      for (int i = 0; i < elements.size(); i++) {
        if (i > 0) {
          sb.append(',');
        }
        sb.append(elements.get(i));
      }
      return sb.append(')').toString();
    }
  }
}
