package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.fail;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Checks a generated class against the runtime {@link Layout} on every coordinate: each index
 * overload, its checked twin (also out of range), the observers and {@code layout()}.
 */
final class Agreement {
  private final Class<?> type;
  private final Object instance;
  private final Layout expected;
  private final String label;
  private final java.util.Map<String, Method> methods = new java.util.HashMap<>();

  Agreement(Class<?> type, Object instance, Layout expected) {
    this.type = type;
    this.instance = instance;
    this.expected = expected;
    this.label = type.getSimpleName() + " " + expected;
  }

  void check() throws Exception {
    int rank = expected.rank();
    int leaves = expected.leafCount();
    TreeSet<Integer> arities = new TreeSet<>(List.of(1, rank, leaves));
    TreeSet<Integer> found = new TreeSet<>();
    for (Method m : type.getMethods()) {
      if (m.getName().equals("index")) {
        found.add(m.getParameterCount());
      }
    }
    assertEquals(arities, found, label + ": index overloads");
    assertEquals(rank, type.getField("RANK").get(null), label);
    assertEquals(expected.depth(), type.getField("DEPTH").get(null), label);
    if (instance == null) {
      assertEquals(expected.size(), asLong(type.getField("SIZE").get(null)), label);
      assertEquals(expected.cosize(), asLong(type.getField("COSIZE").get(null)), label);
      assertEquals(expected.capacity(), asLong(type.getField("CAPACITY").get(null)), label);
    } else {
      assertEquals(expected.size(), call("size"), label);
      assertEquals(expected.cosize(), call("cosize"), label);
      assertEquals(expected.capacity(), call("capacity"), label);
    }
    assertEquals(expected, type.getMethod("layout").invoke(instance), label + ": layout()");
    List<IntTuple.Int> shape = expected.shape().flatten();
    int size = expected.size();
    for (int c = 0; c < size; c++) {
      agree(expected.index(c), c);
      if (rank != 1) {
        agree(expected.index(modeCoordinates(c)), modeCoordinates(c));
      }
      if (leaves != rank && leaves != 1) {
        agree(expected.index(leafCoordinates(c, shape)), leafCoordinates(c, shape));
      }
    }
    if (shape.get(shape.size() - 1).value() != 1) {
      for (int c = size; c < 2 * size && fitsInt(c); c++) {
        assertEquals(expected.index(c), call("index", c), label + ": out-of-range index(" + c + ")");
      }
    }
    outOfRange(size);
    int[] modeSizes = modeSizes();
    for (int m = 0; rank != 1 && m < rank; m++) {
      int[] coords = new int[rank];
      coords[m] = modeSizes[m];
      outOfRange(coords);
      coords[m] = -1;
      outOfRange(coords);
    }
  }

  /** Whether the runtime's index of an out-of-range 1-D coordinate fits (it throws if not). */
  private boolean fitsInt(int c) {
    try {
      expected.index(c);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private void agree(long index, int... coords) throws Exception {
    assertEquals(index, call("index", coords), label + ": index" + java.util.Arrays.toString(coords));
    assertEquals(index, call("checkedIndex", coords), label + ": checkedIndex");
  }

  private void outOfRange(int... coords) throws Exception {
    try {
      call("checkedIndex", coords);
      fail(label + ": checkedIndex" + java.util.Arrays.toString(coords) + " did not throw");
    } catch (InvocationTargetException e) {
      assertInstanceOf(IndexOutOfBoundsException.class, e.getCause(), label);
    }
  }

  private long call(String name, int... args) throws Exception {
    Class<?>[] types = new Class<?>[args.length];
    Object[] values = new Object[args.length];
    for (int i = 0; i < args.length; i++) {
      types[i] = int.class;
      values[i] = args[i];
    }
    Method m = methods.computeIfAbsent(name + args.length, k -> lookUp(name, types));
    return asLong(m.invoke(instance, values));
  }

  private Method lookUp(String name, Class<?>[] types) {
    try {
      return type.getMethod(name, types);
    } catch (NoSuchMethodException e) {
      throw new AssertionError(label + ": no " + name + " with " + types.length + " ints", e);
    }
  }

  private static long asLong(Object o) {
    return ((Number) o).longValue();
  }

  private int[] modeSizes() {
    int[] sizes = new int[expected.rank()];
    for (int m = 0; m < sizes.length; m++) {
      sizes[m] = expected.size(m);
    }
    return sizes;
  }

  private int[] modeCoordinates(int c) {
    int[] sizes = modeSizes();
    int[] out = new int[sizes.length];
    for (int m = 0; m < sizes.length; m++) {
      out[m] = c % sizes[m];
      c /= sizes[m];
    }
    return out;
  }

  private static int[] leafCoordinates(int c, List<IntTuple.Int> shape) {
    int[] out = new int[shape.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = c % shape.get(k).value();
      c /= shape.get(k).value();
    }
    return out;
  }

  static List<String> lines(String... lines) {
    return new ArrayList<>(List.of(lines));
  }
}
