package dev.strided;

import dev.strided.core.Runs;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The runtime's int leaves as the core sees them: a list view of a range of an {@code int[]} (no
 * copy; a value boxes when read, at construction time only) and the coalescing rule on ints.
 *
 * <pre>{@code
 * IntLeaves.of(new int[] {8, 4, 6}, 1, 3);   // [4, 6]
 * }</pre>
 */
final class IntLeaves extends AbstractList<Integer> implements RandomAccess {
  /** Extent 1 is dropped; {@code s·d == d'} in long, exact for int leaves. */
  static final Runs.Rule<Integer> RUNS = new Runs.Rule<>() {
    @Override
    public boolean isOne(Integer extent) {
      return extent == 1;
    }

    @Override
    public boolean continues(Integer extent, Integer stride, Integer next) {
      return (long) extent * stride == next;
    }
  };

  private final int[] values;
  private final int from;
  private final int size;

  private IntLeaves(int[] values, int from, int to) {
    this.values = values;
    this.from = from;
    this.size = to - from;
  }

  /** The values {@code values[from] .. values[to-1]}. */
  static List<Integer> of(int[] values, int from, int to) {
    return new IntLeaves(values, from, to);
  }

  @Override
  public Integer get(int k) {
    return values[from + k];
  }

  @Override
  public int size() {
    return size;
  }
}
