package dev.strided.processor.checking.atom;

import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import dev.strided.atom.BankConflicts;
import dev.strided.atom.BankPhase;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LayoutCopy;
import dev.strided.processor.model.RuntimeLayouts;
import java.util.ArrayList;
import java.util.List;

/**
 * The shared-memory bank conflicts of each copy a {@code @Layout}'s {@code copies} names, counted
 * by the runtime's {@link BankConflicts} over every warp of the copy: a {@code [strided:banks]}
 * warning on {@code copies} per copy with a conflict (how many ways, the worst phase's threads and
 * byte addresses, the wavefronts against the ideal), or, with {@code conflictFree = true}, the
 * first one as an error. A GMMA's operand read goes through a descriptor, not the warp's threads,
 * and is not counted; {@code conflictFree = true} with no counted copy is an error (it would
 * prove nothing).
 *
 * <pre>{@code
 * BankChecks.of(layout);   // [strided:banks] copies: CopyA is 8-way on Tile: ...
 * }</pre>
 */
public final class BankChecks {
  private BankChecks() {}

  /**
   * The warnings of a layout whose copies are resolved.
   *
   * @param layout the layout, its copies resolved
   * @return one warning per copy with a conflict, in the order of {@code copies}
   * @throws LayoutRejected with the first conflict when the layout says {@code conflictFree = true}
   */
  public static List<Diagnostic> of(CheckedLayout layout) throws LayoutRejected {
    List<Diagnostic> warnings = new ArrayList<>();
    String name = layout.request().generatedName();
    boolean counted = layout.copies().stream().anyMatch(c -> c instanceof LayoutCopy.Copy);
    if (layout.request().conflictFree() && !counted) {
      throw new LayoutRejected(new Diagnostic(Tag.CONFLICT, "conflictFree = true on " + name
          + " checks the copies that copies = {...} names, and it names " + (layout.copies()
          .isEmpty() ? "none" : "only GMMA operand reads, which go through a descriptor and are"
          + " not counted") + ": add the @TiledCopy that reads or writes " + name
          + " to copies, or remove conflictFree.", "conflictFree"));
    }
    if (!counted) {
      return warnings;
    }
    Swizzle swizzle = layout.swizzle() == null ? new Swizzle(0, 0, 0) : layout.swizzle();
    SwizzledLayout smem = swizzle.compose(RuntimeLayouts.of(layout.shape(), layout.stride()));
    for (LayoutCopy copy : layout.copies()) {
      if (!(copy instanceof LayoutCopy.Copy c)) {
        continue;
      }
      BankConflicts worst = null;
      int worstWarp = 0;
      int total = 0;
      int ideal = 0;
      for (int w = 0; w * 32 < c.copy().size(); w++) {
        BankConflicts conflicts = BankConflicts.of(smem, c.copy(), w);
        total += conflicts.totalWavefronts();
        ideal += conflicts.idealWavefronts();
        if (worst == null
            || conflicts.worstPhase().wavefronts() > worst.worstPhase().wavefronts()) {
          worst = conflicts;
          worstWarp = w;
        }
      }
      BankPhase phase = worst.worstPhase();
      if (phase.wavefronts() <= 1) {
        continue;
      }
      String message = "copies: " + c.name() + " is " + phase.wavefronts() + "-way on " + name
          + ": in warp " + worstWarp + " its worst phase has threads " + phase.threads()
          + " at bytes " + phase.addresses() + ", " + phase.wavefronts() + " distinct words in one"
          + " bank; " + total + " wavefronts where " + ideal + " would do (all warps). A swizzle or"
          + " a padding that spreads those words over the banks removes it"
          + " (BankConflicts.smemFor searches the swizzled atoms)";
      if (layout.request().conflictFree()) {
        throw new LayoutRejected(new Diagnostic(Tag.CONFLICT, message + "; conflictFree = true"
            + " forbids any conflict.", "copies"));
      }
      warnings.add(new Diagnostic(Tag.BANKS, message + ".", "copies"));
    }
    return warnings;
  }
}
