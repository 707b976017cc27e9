package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random differential cases of CuTe's {@code Step} projections: a tiler, coordinate or thread layout
 * that fits the tensor, with modes marked {@code X} inserted at random places (what another operand
 * of the same CTA tiler or thread layout would use), so the dice must drop exactly those.
 */
final class StepCases {
  private StepCases() {}

  /** {@code local_tile(t, tiler, coord, Step<...>{})} with 0 to 2 projected-away modes. */
  static TensorCases.Drawn localTile(Layout a, Random r) {
    Tiler.ByMode kept = (Tiler.ByMode) RandomTensors.byMode(a, r, false, false);
    IntTuple tiles = TensorCases.tilesOf(a, kept);
    boolean[] takesPart = marks(kept.rank(), r);
    List<Tiler> tiler = new ArrayList<>();
    List<IntTuple> coord = new ArrayList<>();
    int m = 0;
    for (boolean part : takesPart) {
      if (part) {
        tiler.add(kept.modes().get(m));
        coord.add(r.nextInt(3) == 0 || m >= tiles.rank() ? IntTuple.ALL
            : IntTuple.of(r.nextInt(tiles.get(m).size())));
        m++;
      } else {
        tiler.add(new Tiler.Extent(IntTuple.ofStatic(1 + r.nextInt(8))));
        coord.add(r.nextBoolean() ? IntTuple.ALL : IntTuple.of(r.nextInt(4)));
      }
    }
    Tiler t = Tiler.byMode(tiler.toArray(new Tiler[0]));
    IntTuple c = new IntTuple.Tuple(coord);
    Step step = step(takesPart);
    return new TensorCases.Drawn("local_tile " + t + " at " + c + " step " + step,
        "local_tile(t, " + TensorCxx.tiler(t) + ", " + TensorCxx.coord(c.toString()) + ", "
            + cxx(takesPart) + ")", v -> v.localTile(t, c, step));
  }

  /** {@code local_partition(t, threads, thread, Step<...>{})} with 0 to 2 projected-away modes. */
  static TensorCases.Drawn localPartition(Layout a, Random r) {
    Layout kept = RandomTensors.threads(a, r);
    boolean[] takesPart = marks(kept.rank(), r);
    List<IntTuple> extents = new ArrayList<>();
    int m = 0;
    for (boolean part : takesPart) {
      extents.add(part ? IntTuple.ofStatic(kept.shape().get(m++).size())
          : IntTuple.ofStatic(1 + r.nextInt(4)));
    }
    IntTuple shape = new IntTuple.Tuple(extents);
    Layout threads = r.nextBoolean() ? Layout.columnMajor(shape) : Layout.rowMajor(shape);
    int thread = r.nextInt(threads.size());
    Step step = step(takesPart);
    return new TensorCases.Drawn("local_partition " + threads + " thread " + thread + " step "
        + step, "local_partition(t, " + TensorCxx.layout(threads) + ", " + thread + ", "
        + cxx(takesPart) + ")", v -> v.localPartition(threads, thread, step));
  }

  /** {@code kept} marks that take part, and 0 to 2 that do not, shuffled. */
  private static boolean[] marks(int kept, Random r) {
    boolean[] marks = new boolean[kept + r.nextInt(3)];
    int placed = 0;
    for (int i = 0; i < marks.length; i++) {
      int left = marks.length - i;
      marks[i] = placed < kept && (left == kept - placed || r.nextBoolean());
      placed += marks[i] ? 1 : 0;
    }
    return marks;
  }

  private static Step step(boolean[] takesPart) {
    Step[] modes = new Step[takesPart.length];
    for (int i = 0; i < modes.length; i++) {
      modes[i] = takesPart[i] ? Step._1 : Step.X;
    }
    return Step.of(modes);
  }

  private static String cxx(boolean[] takesPart) {
    List<String> parts = new ArrayList<>();
    for (boolean part : takesPart) {
      parts.add(part ? "_1" : "X");
    }
    return "Step<" + String.join(",", parts) + ">{}";
  }
}
