package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * Random differential cases: a tensor over iota data (plain, at an offset, swizzled) or an identity
 * tensor, and one view of every kind, evaluated by the runtime and written as C++. Both sides read
 * the same array, {@code data[k] = k - BASE}, so elements are compared as values.
 */
final class TensorCases {
  static final int LENGTH = 1 << 16;
  static final int BASE = 1 << 15;
  static final float[] DATA = iota();

  enum Base { DATA, OFFSET, SWIZZLED, IDENTITY }

  enum View {
    SLICE, COMPOSE, LOGICAL_DIVIDE, ZIPPED_DIVIDE, TILED_DIVIDE, FLAT_DIVIDE, LOCAL_TILE,
    LOCAL_TILE_INTS, LOCAL_PARTITION, PARTITION, TILE_THEN_PARTITION, LOCAL_TILE_STEP,
    LOCAL_PARTITION_STEP;

    /** Whether the view slices (CuTe then folds a swizzle into a plain layout where it can). */
    boolean slices() {
      return this == SLICE || this.ordinal() >= LOCAL_TILE.ordinal();
    }
  }

  private TensorCases() {}

  private static float[] iota() {
    float[] data = new float[LENGTH];
    for (int k = 0; k < LENGTH; k++) {
      data[k] = k - BASE;
    }
    return data;
  }

  static TensorCase draw(int id, Random r) {
    Base base = Base.values()[r.nextInt(Base.values().length)];
    Layout a = base == Base.SWIZZLED ? RandomTensors.powerOfTwoLayout(r) : RandomTensors.layout(r);
    if (base == Base.IDENTITY && a.shape() instanceof IntTuple.Int) {
      a = Layout.of(IntTuple.of(a.shape()), IntTuple.of(a.stride()));
    }
    View view = View.values()[r.nextInt(View.values().length)];
    int offset = BASE + (base == Base.OFFSET ? r.nextInt(100) : 0);
    Swizzle sw = new Swizzle(1 + r.nextInt(2), r.nextInt(3), 2 + r.nextInt(2));
    Drawn drawn = view(view, a, r);
    String tensorText = switch (base) {
      case DATA, OFFSET -> "FloatTensor " + a + " at " + offset;
      case SWIZZLED -> "FloatTensor " + sw + " o " + a + " at " + offset;
      case IDENTITY -> "IdentityTensor " + a.shape();
    };
    String cxxBase = switch (base) {
      case DATA, OFFSET -> "make_tensor(&data[" + offset + "], " + TensorCxx.layout(a) + ")";
      case SWIZZLED -> "make_tensor(&data[" + offset + "], composition(Swizzle<" + sw.bits() + ","
          + sw.base() + "," + sw.shift() + ">{}, " + TensorCxx.layout(a) + "))";
      case IDENTITY -> "make_identity_tensor(" + TensorCxx.tuple(a.shape(), "make_shape") + ")";
    };
    String show = base == Base.IDENTITY
        ? "showIdentity(" + id + ", " + TensorCxx.tuple(a.shape(), "make_shape") + ", "
        : "showData(" + id + ", ";
    String cxx = "auto t = " + cxxBase + "; " + show + drawn.cxx() + ");";
    String description = tensorText + ": " + drawn.description();
    try {
      TensorViews<?, ?> tensor = switch (base) {
        case DATA, OFFSET -> FloatTensor.of(DATA, offset, a);
        case SWIZZLED -> FloatTensor.of(DATA, offset, sw.compose(a));
        case IDENTITY -> IdentityTensor.of(a.shape());
      };
      return new TensorCase(id, description, base, view, cxx, lines(drawn.apply().apply(tensor)), null);
    } catch (IllegalArgumentException e) {
      return new TensorCase(id, description, base, view, cxx, null, e.getMessage());
    } catch (ArrayIndexOutOfBoundsException e) {
      return new TensorCase(id, description, base, view, cxx, null,
          "an element lies outside the test's array: " + e.getMessage());
    }
  }

  /**
   * A drawn view: what it is, its C++ expression of a tensor {@code t}, and the view itself.
   *
   * @param description the view and its arguments
   * @param cxx the C++ expression
   * @param apply the view of a tensor of the drawn layout's shape
   */
  record Drawn(String description, String cxx, UnaryOperator<TensorViews<?, ?>> apply) {}

  /** A random view of the kind, with arguments that fit a tensor of layout {@code a}. */
  static Drawn view(View view, Layout a, Random r) {
    switch (view) {
      case SLICE -> {
        String c = RandomTensors.sliceCoord(a.shape(), r);
        return new Drawn("slice " + c, "t(" + TensorCxx.coord(c) + ")", t -> t.slice(c));
      }
      case COMPOSE -> {
        Tiler tiler = r.nextBoolean() ? RandomTensors.layoutTiler(a, r)
            : RandomTensors.byMode(a, r, true, true);
        return new Drawn("compose " + tiler, "make_tensor(t.data(), composition(t.layout(), "
            + TensorCxx.tiler(tiler) + "))", t -> t.compose(tiler));
      }
      case LOGICAL_DIVIDE, ZIPPED_DIVIDE, TILED_DIVIDE, FLAT_DIVIDE -> {
        // by-mode tilers keep modes with '_' only in logical divides (SPEC 6 and CuTe differ on
        // where the zipped, tiled and flat forms put a kept mode)
        Tiler tiler = r.nextInt(3) == 0 ? RandomTensors.layoutTiler(a, r)
            : RandomTensors.byMode(a, r, view == View.LOGICAL_DIVIDE, true);
        Division d = Division.values()[view.ordinal() - View.LOGICAL_DIVIDE.ordinal()];
        String name = d.name().toLowerCase(Locale.ROOT) + "_divide";
        return new Drawn(name + " " + tiler, name + "(t, " + TensorCxx.tiler(tiler) + ")",
            t -> divide(t, d, tiler));
      }
      case LOCAL_TILE, LOCAL_TILE_INTS, TILE_THEN_PARTITION -> {
        Tiler tiler = RandomTensors.byMode(a, r, false, false);
        IntTuple tiles = tilesOf(a, tiler);
        String c = view == View.LOCAL_TILE ? RandomTensors.tileCoord(tiles, r) : ints(tiles, r);
        String tile = "local_tile(t, " + TensorCxx.tiler(tiler) + ", " + TensorCxx.coord(c) + ")";
        String what = "local_tile " + tiler + " at " + c;
        if (view == View.LOCAL_TILE) {
          return new Drawn(what, tile, t -> t.localTile(tiler, c));
        }
        if (view == View.LOCAL_TILE_INTS) {
          int[] ints = c.startsWith("(") ? Arrays.stream(c.substring(1, c.length() - 1).split(","))
              .mapToInt(Integer::parseInt).toArray() : null;
          return new Drawn(what, tile,
              t -> ints != null ? t.localTile(tiler, ints) : t.localTile(tiler, c));
        }
        Layout threads = RandomTensors.threads(tileOf(a, tiler, c), r);
        int thread = r.nextInt(threads.size());
        return new Drawn(what + ", local_partition " + threads + " thread " + thread,
            "local_partition(" + tile + ", " + TensorCxx.layout(threads) + ", " + thread + ")",
            t -> t.localTile(tiler, c).localPartition(threads, thread));
      }
      case LOCAL_TILE_STEP -> {
        return StepCases.localTile(a, r);
      }
      case LOCAL_PARTITION_STEP -> {
        return StepCases.localPartition(a, r);
      }
      case LOCAL_PARTITION -> {
        Layout threads = RandomTensors.threads(a, r);
        int thread = r.nextInt(threads.size());
        return new Drawn("local_partition " + threads + " thread " + thread, "local_partition(t, "
            + TensorCxx.layout(threads) + ", " + thread + ")",
            t -> t.localPartition(threads, thread));
      }
      default -> {
        Layout tv = RandomTensors.threadValues(a, r);
        int thread = r.nextInt(tv.size(0));
        return new Drawn("partition " + tv + " thread " + thread, "make_tensor(t.data(), "
            + "composition(t.layout(), " + TensorCxx.layout(tv) + "))(" + thread + ", _)",
            t -> t.partition(tv, thread));
      }
    }
  }

  private static TensorViews<?, ?> divide(TensorViews<?, ?> t, Division d, Tiler tiler) {
    return switch (d) {
      case LOGICAL -> t.logicalDivide(tiler);
      case ZIPPED -> t.zippedDivide(tiler);
      case TILED -> t.tiledDivide(tiler);
      case FLAT -> t.flatDivide(tiler);
    };
  }

  /** The tiles of the zipped divide, or the shape when the runtime refuses it (so is the case). */
  static IntTuple tilesOf(Layout a, Tiler tiler) {
    try {
      return a.zippedDivide(tiler).shape().get(1);
    } catch (IllegalArgumentException refused) {
      return a.shape();
    }
  }

  /** The tile's layout, or the layout itself when the runtime refuses the tile (so is the case). */
  private static Layout tileOf(Layout a, Tiler tiler, String coord) {
    try {
      return FloatTensor.of(DATA, BASE, a).localTile(tiler, coord).layout();
    } catch (IllegalArgumentException refused) {
      return a;
    }
  }

  /** One integer per mode of the tiles (a lone integer when the tiles are one mode). */
  private static String ints(IntTuple tiles, Random r) {
    if (tiles.rank() < 2) {
      return String.valueOf(r.nextInt(tiles.size()));
    }
    List<String> parts = new ArrayList<>();
    for (int m = 0; m < tiles.rank(); m++) {
      parts.add(String.valueOf(r.nextInt(tiles.get(m).size())));
    }
    return "(" + String.join(",", parts) + ")";
  }

  /** The lines CuTe's program prints for the view, without the {@code #id} prefix. */
  static List<String> lines(TensorViews<?, ?> v) {
    List<String> out = new ArrayList<>();
    StringBuilder elements = new StringBuilder("E");
    if (v instanceof IdentityTensor id) {
      out.add("L " + id);
      StringBuilder inside = new StringBuilder("B");
      for (int i = 0; i < id.size(); i++) {
        elements.append(' ').append(id.get(i));
        inside.append(' ').append(id.inBounds(i) ? 1 : 0);
      }
      out.add(elements.toString());
      out.add(inside.toString());
    } else {
      FloatTensor f = (FloatTensor) v;
      out.add("L " + f);
      out.add("O " + f.offset());
      for (int i = 0; i < f.size(); i++) {
        elements.append(' ').append((int) f.get(i));
      }
      out.add(elements.toString());
    }
    String[] printed = v.printTensor().split("\n");
    for (int k = 1; k < printed.length; k++) {
      out.add("R " + printed[k]);
    }
    return out;
  }
}
