package dev.strided;

import dev.strided.core.Fact;
import dev.strided.core.FitChecks;
import dev.strided.core.QuantityAlgebra;
import dev.strided.core.Symbol;
import java.util.List;

/**
 * The checks of a {@link NamedLayout}, composed once when it is read: core's {@link FitChecks} run
 * over an algebra whose quantities are functions of the names' values, so that a check afterwards
 * is a few exact long operations, with no map, list or symbol built per call. Example: for
 * {@code (M,N):(_1,M)} the size is {@code v -> multiplyExact(multiplyExact(1, v[0]), v[1])}.
 */
final class NamedChecks {
  /** A quantity as a function of the names' values, in their order; exact, else it throws. */
  interface Value {
    long of(int[] values);
  }

  /** One check, with what its message needs. */
  private record Check(Value value, String quantity, String names, int[] indices) {}

  private final String layout;
  private final String allNames;
  private final List<String> names;
  private final int[] extents;
  private final List<Fact> facts;
  private final int[] factName;
  private final int[] factBy;
  private final boolean[] isExtent;
  private final Check[] checks;
  /**
   * The largest {@code b} for which every check passes when every name's value is {@code b}: each
   * quantity grows with the magnitudes of the values (the extents are at least 1), so values in
   * {@code [1, b]} (extents) and {@code [-b, b]} (the other names) pass without being computed.
   */
  private final int allPassBelow;

  NamedChecks(String layout, List<String> names, List<String> extentNames, List<Fact> facts,
      List<Symbol> shape, List<Symbol> stride, List<Symbol> values) {
    this.layout = layout;
    this.facts = List.copyOf(facts);
    this.factName = facts.stream().mapToInt(f -> names.indexOf(f.name())).toArray();
    this.factBy = facts.stream().mapToInt(f -> f.by() == null ? -1 : names.indexOf(f.by()))
        .toArray();
    this.names = names;
    this.allNames = String.join(", ", names);
    this.extents = extentNames.stream().mapToInt(names::indexOf).toArray();
    List<FitChecks.Check<Value>> all = FitChecks.of(algebra(names), shape, stride, values, names,
        extentNames::contains);
    this.checks = all.stream().map(c -> new Check(c.value(),
        c.quantity() == FitChecks.Quantity.VALUE ? "value " + c.leaf() : c.quantity().word(),
        String.join(", ", c.names()), c.names().stream().mapToInt(names::indexOf).toArray()))
        .toArray(Check[]::new);
    this.isExtent = new boolean[names.size()];
    for (int k : extents) {
      isExtent[k] = true;
    }
    int lo = 0;
    int hi = Integer.MAX_VALUE;
    while (lo < hi) {
      int mid = (int) (((long) lo + hi + 1) >>> 1);
      if (allFit(mid)) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    this.allPassBelow = lo;
  }

  private boolean allFit(int b) {
    int[] values = new int[names.size()];
    java.util.Arrays.fill(values, b);
    try {
      for (Check c : checks) {
        long r = c.value().of(values);
        if (r != (int) r) {
          return false;
        }
      }
    } catch (ArithmeticException overflow) {
      return false;
    }
    return true;
  }

  /**
   * Every extent at least 1, every fact, then every quantity computed exactly, then each within
   * int; the first and last are known to pass for values within {@link #allPassBelow}.
   */
  void check(int[] values) {
    boolean small = true;
    for (int k = 0; k < values.length && small; k++) {
      int v = values[k];
      small = v <= allPassBelow && v >= (isExtent[k] ? 1 : -allPassBelow);
    }
    for (int k = 0; k < extents.length && !small; k++) {
      if (values[extents[k]] < 1) {
        BindingChecks.extent(values[extents[k]], names.get(extents[k]), layout);
      }
    }
    for (int i = 0; i < factName.length; i++) {
      BindingChecks.holds(facts.get(i), values[factName[i]],
          factBy[i] < 0 ? 0 : values[factBy[i]], layout);
    }
    if (small) {
      return;
    }
    long[] results = new long[checks.length];
    try {
      for (int i = 0; i < checks.length; i++) {
        results[i] = checks[i].value().of(values);
      }
    } catch (ArithmeticException overflow) {
      throw BindingChecks.beyondLong(layout, allNames, values, overflow);
    }
    for (int i = 0; i < checks.length; i++) {
      if (results[i] != (int) results[i]) {
        Check c = checks[i];
        int[] theirs = new int[c.indices().length];
        for (int j = 0; j < theirs.length; j++) {
          theirs[j] = values[c.indices()[j]];
        }
        BindingChecks.fitsInt(results[i], c.quantity(), layout, c.names(), theirs);
      }
    }
  }

  /**
   * A leaf's value: its coefficient times the values of its names, over its divisor.
   *
   * @param leaf the leaf
   * @param names the names, in the order of the values
   * @return the function
   */
  static Value leaf(Symbol leaf, List<String> names) {
    long c = leaf.coefficient();
    long divisor = leaf.divisor();
    int[] at = leaf.names().stream().mapToInt(names::indexOf).toArray();
    if (at.length == 0) {
      return v -> c;
    }
    if (at.length == 1 && c == 1 && divisor == 1) {
      int k = at[0];
      return v -> v[k];
    }
    return v -> {
      long r = c;
      for (int k : at) {
        r = Math.multiplyExact(r, v[k]);
      }
      return r / divisor;
    };
  }

  private static QuantityAlgebra<Symbol, Value> algebra(List<String> names) {
    return new QuantityAlgebra<>() {
      @Override
      public Value zero() {
        return v -> 0;
      }

      @Override
      public Value one() {
        return v -> 1;
      }

      @Override
      public Value of(Symbol leaf) {
        return leaf(leaf, names);
      }

      @Override
      public Value minusOne(Symbol extent) {
        Value x = leaf(extent, names);
        return v -> Math.subtractExact(x.of(v), 1);
      }

      @Override
      public Value magnitude(Symbol stride) {
        Value x = leaf(stride, names);
        return v -> Math.absExact(x.of(v));
      }

      @Override
      public Value plus(Value sum, Value term) {
        return v -> Math.addExact(sum.of(v), term.of(v));
      }

      @Override
      public Value times(Value product, Value factor) {
        return v -> Math.multiplyExact(product.of(v), factor.of(v));
      }

      @Override
      public Value max(Value maximum, Value value) {
        return v -> Math.max(maximum.of(v), value.of(v));
      }
    };
  }
}
