package dev.strided.processor.model;

import dev.strided.Layout;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;

/**
 * A copy that moves a shared-memory {@code @Layout}, as its {@code copies} attribute names it and
 * checking resolved it: a {@code @TiledCopy} of the type, or a GMMA's read of its A or B operand.
 * Later checks (bank conflicts) take these.
 *
 * <pre>{@code
 * for (LayoutCopy c : layout.copies()) {
 *   c.tvLayout();   // (thread, value) -> index in the column-major tile the copy moves
 * }
 * }</pre>
 */
public sealed interface LayoutCopy {
  /** The name as written in {@code copies}: {@code CopyA}, {@code Mma.A}. */
  String name();

  /** The thread-value layout of the shared-memory side, into the copy's column-major tile. */
  Layout tvLayout();

  /** Which operand a GMMA reads from shared memory. */
  enum Operand {
    A, B
  }

  /**
   * A {@code @TiledCopy}.
   *
   * @param name its name
   * @param copy the runtime value; its atom says which side is in shared memory
   *     ({@link dev.strided.atom.CopyAtom#readsSharedMemory()})
   */
  record Copy(String name, TiledCopy copy) implements LayoutCopy {
    @Override
    public Layout tvLayout() {
      return copy.atom().readsSharedMemory() ? copy.tvLayoutS() : copy.tvLayoutD();
    }
  }

  /**
   * A GMMA's read of an operand from shared memory: every thread of a warpgroup sees the whole
   * (M,K) or (N,K) tile through a descriptor.
   *
   * @param name {@code Mma.A} or {@code Mma.B}
   * @param mma the runtime value
   * @param operand A or B
   */
  record MmaRead(String name, TiledMma mma, Operand operand) implements LayoutCopy {
    @Override
    public Layout tvLayout() {
      return operand == Operand.A ? mma.tvLayoutA() : mma.tvLayoutB();
    }
  }
}
