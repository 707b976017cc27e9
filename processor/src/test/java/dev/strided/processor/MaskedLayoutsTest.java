package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.IdentityTensor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code masked = true}: for sizes that are 1, prime, one below and one above a multiple of the
 * tile, every overload of the generated {@code inBounds} is the runtime's identity-tensor predicate
 * (CuTe's {@code elem_less}) on every coordinate, the index is the runtime's divide (which keeps
 * C++'s rounding) on every coordinate, the kernel forms agree with the instance forms, and
 * {@code checkedIndex} throws exactly in the overhang.
 */
class MaskedLayoutsTest {
  /**
   * A masked layout and the same view built with the runtime.
   *
   * @param name the generated class
   * @param source the generated class of the layout it tiles (null: static)
   * @param names {@code of(...)}'s names, the source's first
   * @param tiles the tile extent each name is drawn around, in the order of {@code names}
   * @param tiler the tiler in the runtime's notation ({@code _8} static), names replaced by values
   * @param layout the runtime layout from the source's
   * @param identity the runtime identity view from the source's identity tensor
   */
  private record Case(String name, String source, List<String> names, List<Integer> tiles,
      String tiler, BiFunction<Layout, Tiler, Layout> layout,
      BiFunction<IdentityTensor, Tiler, IdentityTensor> identity) {}

  private static final List<String> MN = List.of("M", "N");
  private static final List<Case> CASES = List.of(
      new Case("RowTiles", "Rows", MN, List.of(8, 4), "(_8,_4)", Layout::zippedDivide,
          IdentityTensor::zippedDivide),
      new Case("ColTiles", "Cols", MN, List.of(4, 3), "(_4,_3)", Layout::logicalDivide,
          IdentityTensor::logicalDivide),
      new Case("FlatTiles", "Rows", MN, List.of(8, 4), "(_8,_4)", Layout::flatDivide,
          IdentityTensor::flatDivide),
      new Case("CubeTiles", "Cube", List.of("M", "N", "K"), List.of(4, 1, 3), "(_4,_,_3)",
          Layout::tiledDivide, IdentityTensor::tiledDivide),
      new Case("FirstTile", "Rows", MN, List.of(8, 4), "(_8,_4)",
          (l, t) -> l.zippedDivide(t).get(0), (c, t) -> c.zippedDivide(t).slice("(_,0)")),
      new Case("TileOfTiles", "Rows", MN, List.of(8, 4), "(_8,_4)",
          (l, t) -> l.zippedDivide(t).get(0), (c, t) -> c.zippedDivide(t).slice("(_,0)")),
      new Case("NamedTiles", "Rows", List.of("M", "N", "BM", "BN"), List.of(5, 3, 5, 3),
          "(BM,BN)", Layout::zippedDivide, IdentityTensor::zippedDivide),
      new Case("StaticTiles", null, List.of(), List.of(), "(_4,_4)", Layout::zippedDivide,
          IdentityTensor::zippedDivide));

  private static GeneratedClasses loader;

  @BeforeAll
  static void compile() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Rows\", shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR)",
        "@Layout(name = \"Cols\", shape = \"(M,N)\")",
        "@Layout(name = \"Cube\", shape = \"(M,N,K)\", stride = \"(N,1,M*N)\")",
        "@Layout(name = \"RowTiles\", of = \"zipped_divide(Rows, (8,4))\", masked = true)",
        "@Layout(name = \"ColTiles\", of = \"logical_divide(Cols, (4,3))\", masked = true)",
        "@Layout(name = \"FlatTiles\", of = \"flat_divide(Rows, (8,4))\", masked = true)",
        "@Layout(name = \"CubeTiles\", of = \"tiled_divide(Cube, (4,_,3))\", masked = true)",
        "@Layout(name = \"FirstTile\", of = \"get(zipped_divide(Rows, (8,4)), 0)\", "
            + "masked = true)",
        "@Layout(name = \"TileOfTiles\", of = \"get(RowTiles, 0)\", masked = true)",
        "@Layout(name = \"NamedTiles\", of = \"zipped_divide(Rows, (BM,BN))\", masked = true)",
        "@Layout(name = \"StaticTiles\", of = \"zipped_divide((10,10):(1,10), (4,4))\", "
            + "masked = true)"));
    assertThat(c).succeededWithoutWarnings();
    loader = new GeneratedClasses(c);
  }

  @Test
  void inBoundsIsTheIdentityTensorsPredicateAndIndexTheRuntimesDivide() throws Exception {
    Random random = new Random(24);
    int coordinates = 0;
    for (Case k : CASES) {
      Class<?> type = loader.loadClass("com.acme." + k.name());
      List<Map<String, Integer>> bindings = k.source() == null ? List.of(Map.of())
          : bindings(k, random);
      for (Map<String, Integer> values : bindings) {
        Object layout = k.source() == null ? null : of(type, k.names(), values);
        Layout source = Layout.parse("(_10,_10):(_1,_10)");
        if (k.source() != null) {
          Class<?> sourceType = loader.loadClass("com.acme." + k.source());
          List<String> sourceNames = k.names().subList(0, k.source().equals("Cube") ? 3 : 2);
          source = (Layout) sourceType.getMethod("layout")
              .invoke(of(sourceType, sourceNames, values));
        }
        Tiler tiler = Tiler.parse(substituted(k.tiler(), values));
        Layout expected = k.layout().apply(source, tiler);
        IdentityTensor ids = k.identity().apply(IdentityTensor.of(source.shape()), tiler);
        String where = k.name() + " " + values;
        // the strides of extent-1 modes may differ (the runtime sees the value 1, javac a name)
        assertEquals(expected.shape().toString(), ((Layout) type.getMethod("layout")
            .invoke(layout)).shape().toString(), where);
        for (int i = 0; i < expected.size(); i++) {
          boolean in = ids.inBounds(i);
          for (Object[] c : overloads(expected, i)) {
            assertEquals(expected.index(i), call(type, "index", layout, c), where + " at " + i);
            assertEquals(in, call(type, "inBounds", layout, c), where + " inBounds at " + i);
            if (layout != null) {
              assertEquals(in, call(type, "inBoundsOf", null, kernelArguments(values, k, c)),
                  where + " inBoundsOf at " + i);
            }
            assertCheckedIndex(type, layout, c, in, expected.index(i), where + " at " + i);
          }
          coordinates++;
        }
      }
    }
    assertTrue(coordinates > 6_000, "coordinates " + coordinates);
  }

  @Test
  void aStaticMaskedLayoutIsAllStaticAndItsOverhangIsWhereTheSourceEnds() throws Exception {
    Class<?> type = loader.loadClass("com.acme.StaticTiles");
    Method inBounds = type.getMethod("inBounds", int.class, int.class, int.class, int.class);
    assertTrue(java.lang.reflect.Modifier.isStatic(inBounds.getModifiers()));
    // tile (3,3) of ((4,4),(3,3)) covers rows and columns 8..11 of the 10 x 10 source
    assertEquals(true, inBounds.invoke(null, 1, 1, 2, 2));
    assertEquals(false, inBounds.invoke(null, 2, 1, 2, 2));
    assertEquals(false, inBounds.invoke(null, 1, 2, 2, 2));
  }

  /** One-D, per mode and per leaf coordinates of 1-D coordinate i, for each overload that exists. */
  private static List<Object[]> overloads(Layout layout, int i) {
    List<Object[]> out = new ArrayList<>();
    out.add(new Object[] {i});
    if (layout.rank() > 1) {
      Object[] modes = new Object[layout.rank()];
      int rest = i;
      for (int m = 0; m < layout.rank(); m++) {
        int size = layout.size(m);
        modes[m] = m == layout.rank() - 1 ? rest : rest % size;
        rest /= size;
      }
      out.add(modes);
    }
    List<IntTuple.Int> extents = layout.shape().flatten();
    if (extents.size() != layout.rank() && extents.size() != 1) {
      Object[] leaves = new Object[extents.size()];
      int rest = i;
      for (int l = 0; l < leaves.length; l++) {
        leaves[l] = l == leaves.length - 1 ? rest : rest % extents.get(l).value();
        rest /= extents.get(l).value();
      }
      out.add(leaves);
    }
    return out;
  }

  private static void assertCheckedIndex(Class<?> type, Object layout, Object[] c, boolean in,
      int index, String where) throws Exception {
    Method checked = find(type, "checkedIndex", c.length);
    if (in) {
      assertEquals(index, checked.invoke(layout, c), where);
      return;
    }
    InvocationTargetException e = assertThrows(InvocationTargetException.class,
        () -> checked.invoke(layout, c), where);
    assertEquals(IndexOutOfBoundsException.class, e.getCause().getClass(), where);
    assertTrue(e.getCause().getMessage().contains("in the overhang"), e.getCause().getMessage());
  }

  /** Per name: 1, a prime, and one below and one above a multiple of its tile extent. */
  private static List<Map<String, Integer>> bindings(Case k, Random random) {
    List<Map<String, Integer>> out = new ArrayList<>();
    int[] primes = {2, 3, 5, 7, 11, 13};
    for (int draw = 0; draw < 16; draw++) {
      Map<String, Integer> b = new LinkedHashMap<>();
      for (int n = 0; n < k.names().size(); n++) {
        int t = k.tiles().get(n);
        int multiple = t * (1 + random.nextInt(2));
        int[] choices = {1, primes[random.nextInt(primes.length)], Math.max(1, multiple - 1),
            multiple + 1};
        // a tile extent that is itself a name: from 1 to its largest
        boolean isTile = k.names().get(n).startsWith("B");
        b.put(k.names().get(n), isTile ? 1 + random.nextInt(t) : choices[random.nextInt(4)]);
      }
      out.add(b);
    }
    return out;
  }

  private static Object of(Class<?> type, List<String> names, Map<String, Integer> values)
      throws Exception {
    Object[] args = new Object[names.size()];
    for (int i = 0; i < args.length; i++) {
      args[i] = values.get(names.get(i));
    }
    return find(type, "of", names.size()).invoke(null, args);
  }

  private static Object[] kernelArguments(Map<String, Integer> values, Case k, Object[] c) {
    Object[] all = new Object[k.names().size() + c.length];
    for (int i = 0; i < k.names().size(); i++) {
      all[i] = values.get(k.names().get(i));
    }
    System.arraycopy(c, 0, all, k.names().size(), c.length);
    return all;
  }

  private static Object call(Class<?> type, String name, Object target, Object[] args)
      throws Exception {
    return find(type, name, args.length).invoke(target, args);
  }

  private static Method find(Class<?> type, String name, int arity) {
    for (Method m : type.getMethods()) {
      if (m.getName().equals(name) && (arity < 0 || m.getParameterCount() == arity)) {
        return m;
      }
    }
    throw new AssertionError(type.getSimpleName() + " has no " + name + "/" + arity);
  }

  private static String substituted(String tiler, Map<String, Integer> values) {
    String out = tiler;
    for (Map.Entry<String, Integer> e : values.entrySet()) {
      out = out.replaceAll("\\b" + e.getKey() + "\\b", e.getValue().toString());
    }
    return out;
  }
}
