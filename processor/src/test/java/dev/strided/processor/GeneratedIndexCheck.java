package dev.strided.processor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * A lean check of a fully static generated class against the layout it must be, for thousands of
 * classes: its {@code index} overloads are exactly 1-D, per mode and per leaf; on every coordinate
 * {@code c < size} the 1-D form, its checked twin, and the per-mode and per-leaf forms at c's
 * colexicographic coordinates give {@code expected.index(c)}; {@code checkedIndex(size)} throws;
 * {@code RANK}, {@code SIZE} and {@code COSIZE} are the layout's. Method handles, not reflection:
 * reflection spins an accessor class per method after a few calls, which dominates at this scale.
 */
final class GeneratedIndexCheck {
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.publicLookup();

  private GeneratedIndexCheck() {}

  /** The first way {@code type} differs from {@code expected}, or null when it agrees everywhere. */
  static String disagreement(Class<?> type, Layout expected) throws Exception {
    int rank = expected.rank();
    List<IntTuple.Int> leaves = expected.shape().flatten();
    TreeSet<Integer> arities = new TreeSet<>(List.of(1, rank, leaves.size()));
    TreeSet<Integer> found = new TreeSet<>();
    for (Method m : type.getMethods()) {
      if (m.getName().equals("index")) {
        found.add(m.getParameterCount());
      }
    }
    if (!arities.equals(found)) {
      return "index overloads take " + found + " ints, expected " + arities;
    }
    if (((Number) type.getField("RANK").get(null)).intValue() != rank
        || ((Number) type.getField("SIZE").get(null)).longValue() != expected.size()
        || ((Number) type.getField("COSIZE").get(null)).longValue() != expected.cosize()) {
      return "RANK, SIZE or COSIZE differ from " + rank + ", " + expected.size() + ", "
          + expected.cosize();
    }
    MethodHandle index1 = handle(type, "index", 1);
    MethodHandle checked1 = handle(type, "checkedIndex", 1);
    MethodHandle perMode = rank == 1 ? null : handle(type, "index", rank);
    MethodHandle perLeaf = leaves.size() == 1 || leaves.size() == rank ? null
        : handle(type, "index", leaves.size());
    int[] modeSizes = new int[rank];
    for (int m = 0; m < rank; m++) {
      modeSizes[m] = expected.size(m);
    }
    int[] leafSizes = leaves.stream().mapToInt(IntTuple.Int::value).toArray();
    int[] one = new int[1];
    int[] modes = new int[rank];
    int[] leafCoords = new int[leafSizes.length];
    for (int c = 0; c < expected.size(); c++) {
      long want = expected.index(c);
      one[0] = c;
      if (call(index1, one) != want || call(checked1, one) != want) {
        return "index(" + c + ") or checkedIndex(" + c + ") is not " + want;
      }
      if (perMode != null && call(perMode, colex(c, modeSizes, modes)) != want) {
        return "index" + Arrays.toString(modes) + " is not " + want;
      }
      if (perLeaf != null && call(perLeaf, colex(c, leafSizes, leafCoords)) != want) {
        return "index" + Arrays.toString(leafCoords) + " is not " + want;
      }
    }
    one[0] = expected.size();
    try {
      long got = call(checked1, one);
      return "checkedIndex(" + one[0] + ") returned " + got + " instead of throwing";
    } catch (IndexOutOfBoundsException expectedThrow) {
      return null;
    }
  }

  private static long call(MethodHandle h, int[] coords) throws Exception {
    try {
      return (long) h.invokeExact(coords);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new Exception(t);
    }
  }

  /** {@code name(int × arity)} as {@code (int[]) -> long}. */
  private static MethodHandle handle(Class<?> type, String name, int arity) throws Exception {
    Class<?>[] ints = new Class<?>[arity];
    Arrays.fill(ints, int.class);
    Method m = type.getMethod(name, ints);
    return LOOKUP.unreflect(m)
        .asType(MethodType.methodType(long.class, ints))
        .asSpreader(int[].class, arity);
  }

  /** c's colexicographic digits over {@code sizes}, into {@code out}. */
  private static int[] colex(int c, int[] sizes, int[] out) {
    for (int k = 0; k < sizes.length; k++) {
      out[k] = c % sizes[k];
      c /= sizes[k];
    }
    return out;
  }
}
