package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's operations that treat a layout as a tuple of modes: {@code select}, {@code take},
 * {@code append}, {@code prepend}, {@code replace}, {@code group} and {@code flatten}. A layout that
 * is one integer mode ({@code 8:2}) is its own mode 0, and every result is a tuple of modes except
 * {@code replace} of such a layout (the replacement itself) and {@code flatten} of it (unchanged),
 * as in C++.
 *
 * <pre>{@code
 * ModeEdits.select(dom, a, List.of(2, 0));   // (2,3,4):(1,2,6) gives (4,2):(6,1)
 * ModeEdits.group(dom, a, 0, 2);             // (2,3,4):(1,2,6) gives ((2,3),4):((1,2),6)
 * }</pre>
 */
public final class ModeEdits {
  private ModeEdits() {}

  /**
   * {@code select<i...>(layout)}: the modes at the given indices, in that order, repeats allowed.
   *
   * <pre>{@code ModeEdits.select(dom, a, List.of(2, 0));   // (2,3,4):(1,2,6) gives (4,2):(6,1)}</pre>
   */
  public static <T, L> Pair<T> select(Domain<T, L> dom, Pair<T> layout, List<Integer> indices) {
    if (indices.isEmpty()) {
      throw new AlgebraException("select of " + Pairs.print(dom, layout)
          + " needs at least one mode index, such as select(L, 0)");
    }
    List<Pair<T>> modes = new ArrayList<>(indices.size());
    for (int i : indices) {
      modes.add(Pairs.mode(dom, layout, checkIndex(dom, layout, i, "select")));
    }
    return Pairs.concat(dom, modes);
  }

  /**
   * {@code take<begin,end>(layout)}: modes {@code begin} to {@code end - 1}, with
   * {@code 0 <= begin < end <= rank}.
   *
   * <pre>{@code ModeEdits.take(dom, a, 1, 3);   // (2,3,4):(1,2,6) gives (3,4):(2,6)}</pre>
   */
  public static <T, L> Pair<T> take(Domain<T, L> dom, Pair<T> layout, int begin, int end) {
    int rank = Pairs.rank(dom, layout);
    if (begin < 0 || begin >= end || end > rank) {
      throw new AlgebraException("take(" + begin + ", " + end + ") of " + Pairs.print(dom, layout)
          + ": the range must satisfy 0 <= begin < end <= " + rank + " (the layout's rank)");
    }
    return Pairs.concat(dom, Pairs.modes(dom, layout).subList(begin, end));
  }

  /**
   * {@code append(layout, x)}: the layout's modes, then {@code x} as one more mode.
   *
   * <pre>{@code ModeEdits.append(dom, a, x);   // 8:2 and 4:1 give (8,4):(2,1)}</pre>
   */
  public static <T, L> Pair<T> append(Domain<T, L> dom, Pair<T> layout, Pair<T> x) {
    List<Pair<T>> modes = new ArrayList<>(Pairs.modes(dom, layout));
    modes.add(x);
    return Pairs.concat(dom, modes);
  }

  /**
   * {@code prepend(layout, x)}: {@code x} as a new mode 0, then the layout's modes.
   *
   * <pre>{@code ModeEdits.prepend(dom, a, x);   // 8:2 and 4:1 give (4,8):(1,2)}</pre>
   */
  public static <T, L> Pair<T> prepend(Domain<T, L> dom, Pair<T> layout, Pair<T> x) {
    List<Pair<T>> modes = new ArrayList<>(Pairs.modes(dom, layout));
    modes.add(0, x);
    return Pairs.concat(dom, modes);
  }

  /**
   * {@code replace<i>(layout, x)}: mode {@code i} replaced by {@code x}; of an integer layout, x.
   * As in C++, {@code i} equal to a tuple's rank adds x as a last mode.
   *
   * <pre>{@code ModeEdits.replace(dom, a, 1, x);   // (2,3):(1,2) and 4:8 give (2,4):(1,8)}</pre>
   */
  public static <T, L> Pair<T> replace(Domain<T, L> dom, Pair<T> layout, int index, Pair<T> x) {
    if (!Pairs.isTuple(dom, layout)) {
      checkIndex(dom, layout, index, "replace");
      return x;
    }
    List<Pair<T>> modes = new ArrayList<>(Pairs.modes(dom, layout));
    if (index == modes.size()) {
      modes.add(x);   // C++'s replace<rank> keeps every mode and adds x after them
    } else {
      modes.set(checkIndex(dom, layout, index, "replace"), x);
    }
    return Pairs.concat(dom, modes);
  }

  /**
   * {@code group<begin,end>(layout)}: modes {@code begin} to {@code end - 1} become one mode (none
   * when {@code begin == end}); {@code end} -1 means the rank, as in C++.
   *
   * <pre>{@code ModeEdits.group(dom, a, 0, 2);   // (2,3,4):(1,2,6) gives ((2,3),4):((1,2),6)}</pre>
   */
  public static <T, L> Pair<T> group(Domain<T, L> dom, Pair<T> layout, int begin, int end) {
    int rank = Pairs.rank(dom, layout);
    int last = end == -1 ? rank : end;
    if (begin < 0 || begin > last || last > rank) {
      throw new AlgebraException("group(" + begin + ", " + end + ") of "
          + Pairs.print(dom, layout) + ": the range must satisfy 0 <= begin <= end <= " + rank
          + " (the layout's rank; end -1 means the rank)");
    }
    List<Pair<T>> modes = Pairs.modes(dom, layout);
    List<Pair<T>> grouped = new ArrayList<>(modes.subList(0, begin));
    if (begin < last) {
      grouped.add(Pairs.concat(dom, modes.subList(begin, last)));
    }
    grouped.addAll(modes.subList(last, rank));
    return Pairs.concat(dom, grouped);
  }

  /**
   * {@code flatten(layout)}: every leaf a mode (depth at most 1); an integer layout is unchanged.
   *
   * <pre>{@code ModeEdits.flatten(dom, a);   // (2,(3,4)):(1,(2,6)) gives (2,3,4):(1,2,6)}</pre>
   */
  public static <T, L> Pair<T> flatten(Domain<T, L> dom, Pair<T> layout) {
    if (!Pairs.isTuple(dom, layout)) {
      return layout;
    }
    L[] shape = Pairs.leaves(dom, layout.shape());
    L[] stride = Pairs.leaves(dom, layout.stride());
    return new Pair<>(Pairs.tupleOf(dom, shape, 0, shape.length),
        Pairs.tupleOf(dom, stride, 0, stride.length));
  }

  private static <T, L> int checkIndex(Domain<T, L> dom, Pair<T> layout, int index,
      String operation) {
    int rank = Pairs.rank(dom, layout);
    if (index < 0 || index >= rank) {
      throw new AlgebraException(operation + ": mode " + index + " of "
          + Pairs.print(dom, layout) + " does not exist (its rank is " + rank
          + ", so a mode index is from 0 to " + (rank - 1) + ")");
    }
    return index;
  }
}
