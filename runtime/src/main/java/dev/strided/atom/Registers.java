package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.tensor.IdentityTensor;
import java.util.List;

/**
 * Each thread's registers of one operand over a whole static tile, and the element each holds:
 * {@code coordinate(t, r)} is the column-major index in the tile of thread {@code t}'s fragment
 * register {@code r}, from the MMA's {@code partitionA/C} of the tile's identity tensor and
 * {@code partitionFragmentA/C} of its column-major layout. A register that a broadcast mode reaches twice holds one
 * element.
 *
 * <pre>{@code Registers.of(mma, Operand.C, 64, 128).coordinate(0, 1);   // 64 — (0,1), mma a 64x128 GMMA}</pre>
 */
final class Registers {
  final int rows;
  final int threads;
  final int perThread;
  /** The fragment layout, the same in every thread: fragment coordinate to register. */
  final Layout fragment;
  private final int[] coordinates;

  private Registers(int rows, int threads, int perThread, Layout fragment, int[] coordinates) {
    this.rows = rows;
    this.threads = threads;
    this.perThread = perThread;
    this.fragment = fragment;
    this.coordinates = coordinates;
  }

  static Registers of(TiledMma mma, Operand operand, int rows, int cols) {
    IntTuple tile = tile(rows, cols);
    Layout whole = Layout.columnMajor(tile);
    IdentityTensor identity = IdentityTensor.of(tile);
    int threads = mma.size();
    Layout fragment = null;
    int[] coordinates = null;
    int perThread = 0;
    for (int t = 0; t < threads; t++) {
      IdentityTensor part = operand == Operand.A ? mma.partitionA(identity, t)
          : mma.partitionC(identity, t);
      Layout frag = operand == Operand.A ? mma.partitionFragmentA(whole, t)
          : mma.partitionFragmentC(whole, t);
      if (coordinates == null) {
        fragment = frag;
        perThread = frag.cosize();
        coordinates = new int[threads * perThread];
      }
      for (int x = 0; x < part.size(); x++) {
        List<IntTuple> mn = ((IntTuple.Tuple) part.get(x)).elements();
        coordinates[t * perThread + frag.index(x)] = mn.get(0).size() + rows * mn.get(1).size();
      }
    }
    return new Registers(rows, threads, perThread, fragment, coordinates);
  }

  /** The static {@code (m, n)} shape. */
  static IntTuple tile(int m, int n) {
    return IntTuple.of(IntTuple.ofStatic(m), IntTuple.ofStatic(n));
  }

  int coordinate(int t, int r) {
    return coordinates[t * perThread + r];
  }

  int row(int t, int r) {
    return coordinate(t, r) % rows;
  }

  int col(int t, int r) {
    return coordinate(t, r) / rows;
  }
}
