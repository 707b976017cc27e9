package dev.strided.processor.model;

import dev.strided.processor.reading.AtomRequest;

/**
 * A {@code @TiledMma} or {@code @TiledCopy} that checking built: the annotation and the runtime
 * value it describes, whose thread-value layouts are all static.
 *
 * <pre>{@code
 * CheckedAtom.Mma mma = (CheckedAtom.Mma) checked;
 * mma.value().tvLayoutA();   // what Mma.a(thread, value) folds
 * }</pre>
 */
public sealed interface CheckedAtom {
  /** The annotation. */
  AtomRequest request();

  /**
   * A tiled MMA.
   *
   * @param request the annotation
   * @param value the runtime value
   * @param atoms the atom layout in the runtime's notation ({@code (_2,_2,_1)})
   * @param permutation the permutation in the runtime's notation, {@code ""} for none
   * @param aFrom how A is read from {@code request().aFrom()}'s accumulator, or null for none
   * @param rows the accumulator's row groups when {@code request().rowGroups()}, else null
   */
  record Mma(AtomRequest.Mma request, dev.strided.atom.TiledMma value, String atoms,
      String permutation, dev.strided.atom.AccumulatorAsA.Relabeling aFrom,
      dev.strided.atom.RowGroups rows) implements CheckedAtom {}

  /**
   * A tiled copy.
   *
   * @param request the annotation
   * @param value the runtime value
   * @param valueBits the width of the element type
   * @param threads the thread layout in the runtime's notation, {@code ""} for a copy of an MMA
   * @param values the value layout in the runtime's notation, {@code ""} for a copy of an MMA
   */
  record Copy(AtomRequest.Copy request, dev.strided.atom.TiledCopy value, int valueBits,
      String threads, String values) implements CheckedAtom {}
}
