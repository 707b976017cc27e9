package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Generated typed views ({@code @Layout(tensors = ...)}) against the runtime tensors: on random
 * static, named and swizzled layouts, for the four element types and random offsets, every
 * {@code get} overload at every coordinate is the runtime tensor's element there, {@code set} then
 * {@code get} round-trips through the runtime tensor, and {@code tensor()} is a tensor over the
 * same array and offset. The coordinates of each overload are split from the 1-D one here
 * (colexicographically, CuTe's order), not by the generated code.
 */
class TypedViewsTest {
  private static final String TENSORS = "tensors = {float.class, double.class, int.class, long.class}";
  private static final Class<?>[] ELEMENTS = {float.class, double.class, int.class, long.class};
  private static final List<RandomViewLayouts.Drawn> DRAWN = new ArrayList<>();
  private static GeneratedClasses loader;

  @BeforeAll
  static void compile() throws Exception {
    Random random = new Random(22);
    List<String> source = new ArrayList<>(List.of("package views;",
        "import dev.strided.annotations.Layout;", "final class Views {"));
    for (RandomViewLayouts.Kind kind : RandomViewLayouts.Kind.values()) {
      for (int i = 0; i < 10; i++) {
        RandomViewLayouts.Drawn d = RandomViewLayouts.draw(random, kind);
        source.add("  @Layout(name = \"V" + DRAWN.size() + "\", " + d.attributes() + ", " + TENSORS
            + ") static final class T" + DRAWN.size() + " {}");
        DRAWN.add(d);
      }
    }
    source.add("}");
    Compilation c = Compile.withProcessor(JavaFileObjects.forSourceLines("views.Views", source));
    assertThat(c).succeeded();
    loader = new GeneratedClasses(c);
  }

  @Test
  void everyOverloadIsTheRuntimeTensorsElementAtEveryCoordinate() throws Exception {
    Random random = new Random(23);
    int compared = 0;
    for (int k = 0; k < DRAWN.size(); k++) {
      RandomViewLayouts.Drawn d = DRAWN.get(k);
      for (int binding = 0; binding < (d.names().isEmpty() ? 1 : 3); binding++) {
        Map<String, Integer> values = RandomViewLayouts.bind(random, d.names());
        for (Class<?> element : ELEMENTS) {
          Case c = new Case(k, d, values, element, random);
          for (int i = 0; i < c.size(); i++) {
            Object want = c.reference(i);
            for (Method get : c.methods("get")) {
              assertEquals(want, get.invoke(c.view, c.coordinates(i, get.getParameterCount())),
                  c + " " + get + " at " + i);
              compared++;
            }
            assertEquals(want, c.tensorOfView(i), c + " tensor() at " + i);
          }
          assertSame(c.data, c.call("data"), c + " data()");
          assertEquals(c.offset, c.call("offset"), c + " offset()");
        }
      }
    }
    assertTrue(compared > 20_000, "compared " + compared);
  }

  @Test
  void setThenGetRoundTripsThroughTheRuntimeTensor() throws Exception {
    Random random = new Random(24);
    for (int k = 0; k < DRAWN.size(); k++) {
      RandomViewLayouts.Drawn d = DRAWN.get(k);
      Map<String, Integer> values = RandomViewLayouts.bind(random, d.names());
      for (Class<?> element : ELEMENTS) {
        Case c = new Case(k, d, values, element, random);
        List<Method> gets = c.methods("get");
        List<Method> sets = c.methods("set");
        assertEquals(gets.size(), sets.size(), c + " has a set per get");
        for (int i = 0; i < c.size(); i++) {
          Method set = sets.get(i % sets.size());
          int arity = set.getParameterCount() - 1;
          Object[] coordinates = c.coordinates(i, arity);
          Object value = Case.value(element, 100_000 + i);
          Object[] arguments = Arrays.copyOf(coordinates, arity + 1);
          arguments[arity] = value;
          set.invoke(c.view, arguments);
          assertEquals(value, c.reference(i), c + " " + set + " at " + i);
          Method get = c.view.getClass().getMethod("get", Arrays.copyOf(set.getParameterTypes(),
              arity));
          assertEquals(value, get.invoke(c.view, coordinates), c + " get after set at " + i);
        }
      }
    }
  }

  /** One view of one drawn layout: the array, its offset, the view and the reference tensor. */
  private static final class Case {
    final String name;
    final Object data;
    final int offset;
    final Object view;
    final Object reference;
    final Layout inner;
    final Method referenceGet;

    Case(int k, RandomViewLayouts.Drawn d, Map<String, Integer> values, Class<?> element,
        Random random) throws Exception {
      name = "V" + k + " " + d.attributes() + " " + values + " " + element;
      inner = d.runtime(values);
      Object layout = d.swizzle() == null ? inner : d.swizzle().compose(inner);
      long min = Long.MAX_VALUE;
      long max = Long.MIN_VALUE;
      for (int i = 0; i < inner.size(); i++) {
        int index = layout instanceof SwizzledLayout s ? s.index(i) : inner.index(i);
        min = Math.min(min, index);
        max = Math.max(max, index);
      }
      offset = (int) -min + random.nextInt(4);
      data = Array.newInstance(element, (int) (offset + max + 1 + random.nextInt(3)));
      for (int i = 0; i < Array.getLength(data); i++) {
        Array.set(data, i, value(element, i + 1));
      }
      Class<?> type = loader.loadClass("views.V" + k);
      Object instance = null;
      if (!d.names().isEmpty()) {
        Class<?>[] ints = new Class<?>[d.names().size()];
        Arrays.fill(ints, int.class);
        instance = type.getMethod("of", ints).invoke(null, values.values().toArray());
      }
      view = type.getMethod("view", data.getClass(), int.class).invoke(instance, data, offset);
      String tensor = "dev.strided.tensor." + Character.toUpperCase(element.getName().charAt(0))
          + element.getName().substring(1) + "Tensor";
      Class<?> tensorType = Class.forName(tensor);
      reference = tensorType.getMethod("of", data.getClass(), int.class, layout.getClass())
          .invoke(null, data, offset, layout);
      referenceGet = tensorType.getMethod("get", int.class);
    }

    static Object value(Class<?> element, int k) {
      if (element == float.class) {
        return (float) k;
      }
      if (element == double.class) {
        return (double) k;
      }
      return element == int.class ? (Object) k : (Object) (long) k;
    }

    int size() {
      return inner.size();
    }

    Object reference(int i) throws Exception {
      return referenceGet.invoke(reference, i);
    }

    Object tensorOfView(int i) throws Exception {
      Object tensor = call("tensor");
      return tensor.getClass().getMethod("get", int.class).invoke(tensor, i);
    }

    Object call(String method) throws Exception {
      return view.getClass().getMethod(method).invoke(view);
    }

    List<Method> methods(String name) {
      List<Method> out = new ArrayList<>();
      for (Method m : view.getClass().getMethods()) {
        if (m.getName().equals(name)) {
          out.add(m);
        }
      }
      out.sort((a, b) -> a.getParameterCount() - b.getParameterCount());
      return out;
    }

    /** The 1-D coordinate {@code i} as {@code arity} coordinates: one, one per mode or per leaf. */
    Object[] coordinates(int i, int arity) {
      List<Integer> extents = new ArrayList<>();
      if (arity == inner.rank()) {
        for (int m = 0; m < arity; m++) {
          extents.add(inner.size(m));
        }
      } else if (arity == inner.leafCount()) {
        for (IntTuple.Int leaf : inner.shape().flatten()) {
          extents.add(leaf.value());
        }
      } else {
        assertEquals(1, arity, name + ": an overload that is neither 1-D, per mode nor per leaf");
        extents.add(inner.size());
      }
      Object[] out = new Object[arity];
      int rest = i;
      for (int m = 0; m < arity; m++) {
        out[m] = m == arity - 1 ? rest : rest % extents.get(m);
        rest /= extents.get(m);
      }
      return out;
    }

    @Override
    public String toString() {
      return name + " at offset " + offset;
    }
  }
}
