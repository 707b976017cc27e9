package dev.strided.processor.checking;

import dev.strided.atom.AccumulatorAsA;
import dev.strided.atom.RowGroups;
import dev.strided.atom.TiledMma;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.CheckedAtom;
import dev.strided.processor.reading.AtomRequest;
import java.util.Map;
import java.util.Set;

/**
 * The attention attributes of a {@code @TiledMma}: {@code aFrom} (the runtime's {@link
 * AccumulatorAsA} of the named MMA and this one, which must be a relabeling) and
 * {@code rowGroups} ({@link RowGroups}), each refusal one {@code [strided:atom]} error on its
 * attribute.
 *
 * <pre>{@code
 * AttentionChecks.checked(request, tiledMma, "(_1,_1,_1)", "", Map.of("MmaS", s), Set.of()).aFrom();
 * }</pre>
 */
final class AttentionChecks {
  private AttentionChecks() {}

  static CheckedAtom.Mma checked(AtomRequest.Mma r, TiledMma value, String atoms,
      String permutation, Map<String, CheckedAtom.Mma> mmas, Set<String> rejected)
      throws LayoutRejected {
    AccumulatorAsA.Relabeling aFrom = null;
    if (!r.aFrom().isEmpty()) {
      if (rejected.contains(r.aFrom())) {
        return null;
      }
      CheckedAtom.Mma first = mmas.get(r.aFrom());
      if (first == null) {
        throw AtomChecks.reject(r, "aFrom", "no @TiledMma above " + r.name() + " on this type is "
            + "named " + r.aFrom() + ": write the name of the MMA whose accumulator is this one's "
            + "A, declared above it, one of " + mmas.keySet().stream().sorted().toList());
      }
      AccumulatorAsA reuse;
      try {
        reuse = AccumulatorAsA.of(first.value(), value);
      } catch (IllegalArgumentException e) {
        throw AtomChecks.reject(r, "aFrom", e.getMessage());
      }
      if (reuse instanceof AccumulatorAsA.Exchange x) {
        throw AtomChecks.reject(r, "aFrom", "the accumulator of " + r.aFrom() + " is not "
            + "this MMA's A in the same threads: lanes would trade values (xor distances "
            + x.laneXors() + ", as with 8-bit A), which a register relabeling cannot do; take "
            + "AccumulatorAsA.of at run time for the exact exchange, or use a 16-bit A");
      }
      aFrom = (AccumulatorAsA.Relabeling) reuse;
    }
    RowGroups rows = null;
    if (r.rowGroups()) {
      try {
        rows = RowGroups.of(value);
      } catch (IllegalArgumentException e) {
        throw AtomChecks.reject(r, "rowGroups", e.getMessage());
      }
    }
    return new CheckedAtom.Mma(r, value, atoms, permutation, aFrom, rows);
  }
}
