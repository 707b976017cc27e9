package dev.strided.benchmarks;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.List;

/**
 * A proposal for the runtime {@link Layout#index(int...)}, measured here without touching the
 * runtime: flattened leaves as in {@code Layout}, a range check per mode, then plain {@code int}
 * arithmetic (a layout whose cosize fits in an int cannot overflow on in-range coordinates) and
 * no error text unless there is an error; anything out of range falls back to the runtime, which
 * applies CuTe's rules and throws. Example:
 * {@code new ProposedIndex(Layout.parse("(2,(3,4)):(1,(2,6))")).index(1, 5) == 1 + 2*2 + 1*6}.
 */
final class ProposedIndex {
  private final Layout layout;
  private final int[] shape;
  private final int[] stride;
  private final int[] modeStart;
  private final int[] modeSize;

  /**
   * Flattens the layout.
   *
   * @param layout the runtime layout
   */
  ProposedIndex(Layout layout) {
    this.layout = layout;
    List<IntTuple.Int> shapes = layout.shape().flatten();
    List<IntTuple.Int> strides = layout.stride().flatten();
    shape = shapes.stream().mapToInt(IntTuple.Int::value).toArray();
    stride = strides.stream().mapToInt(IntTuple.Int::value).toArray();
    int rank = layout.rank();
    modeStart = new int[rank + 1];
    modeSize = new int[rank];
    for (int m = 0; m < rank; m++) {
      IntTuple mode = rank == 1 && layout.shape() instanceof IntTuple.Int
          ? layout.shape() : layout.shape().get(m);
      modeStart[m + 1] = modeStart[m] + mode.flatten().size();
      modeSize[m] = mode.size();
    }
  }

  /**
   * The index of one coordinate per top-level mode.
   *
   * @param coords {@code rank()} coordinates
   * @return the index
   */
  int index(int... coords) {
    if (coords.length != modeSize.length) {
      return layout.index(coords);
    }
    int idx = 0;
    for (int m = 0; m < coords.length; m++) {
      int c = coords[m];
      if (c < 0 || c >= modeSize[m]) {
        return layout.index(coords);
      }
      int last = modeStart[m + 1] - 1;
      for (int k = modeStart[m]; k < last; k++) {
        idx += (c % shape[k]) * stride[k];
        c /= shape[k];
      }
      idx += c * stride[last];
    }
    return idx;
  }
}
