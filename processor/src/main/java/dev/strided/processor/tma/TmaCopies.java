package dev.strided.processor.tma;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import dev.strided.atom.SharedMemoryLimit;
import dev.strided.atom.TmaStage;
import dev.strided.core.Facts;
import dev.strided.core.Symbol;
import dev.strided.processor.derivation.Assumptions;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.RuntimeLayouts;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.model.TmaCopy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The TMA copies of a {@code @Layout}'s {@code copies} ({@link TmaCopy}), each checked by the
 * runtime's rule ({@link TmaStage#of}) on one stage of this shared-memory layout (its first two
 * modes; a third is the pipeline's stages) and the global layout it names;
 * a global stride that is a name must be a multiple of 16 bytes by its {@code assume} facts; and
 * the layout's bytes must fit in sm_90's shared memory. One {@code [strided:tma]} error on
 * {@code copies}.
 *
 * <pre>{@code
 * // @Layout(name = "Sm90A", shape = "(M,K)", stride = "(lda,1)", assume = "lda % 8 == 0")
 * // @Layout(name = "SmemA", of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64,4))",
 * //     copies = "SM90_TMA_LOAD<bfloat16_t>(Sm90A)")
 * TmaCopies.check(smemA, List.of("Sm90A", "SmemA"), name -> validated(name));   // no error
 * }</pre>
 */
public final class TmaCopies {
  /**
   * Dynamic strides stand for multiples of this, a multiple of 16 bytes of any value type; dynamic
   * extents for a power of two that keeps the sample's size within an int. Any values give the
   * same box: it comes from the smem layout, which global mode has the literal stride 1, and which
   * static strides continue one another.
   */
  private static final int SAMPLE_STRIDE = 1 << 12;

  private TmaCopies() {}

  /** Checks a sibling {@code @Layout} by name. */
  @FunctionalInterface
  public interface Validator {
    /**
     * The checked layout named {@code name}.
     *
     * <pre>{@code Validator v = name -> LayoutPipeline.validate(siblingNamed(name), siblings);}</pre>
     *
     * @param name a {@code @Layout} of the same type
     * @return it, checked
     * @throws LayoutRejected with its own error (reported on it, not here)
     */
    CheckedLayout validate(String name) throws LayoutRejected;
  }

  /**
   * Checks each TMA entry of the layout's {@code copies}; other entries are
   * {@code LayoutCopies}'s, and a global layout with an error of its own is skipped (its error is
   * reported on it).
   *
   * <pre>{@code TmaCopies.check(smemA, List.of("GmemA", "SmemA"), name -> checkedGmemA);
   * // LayoutRejected: [strided:tma] copies: SM90_TMA_LOAD<bfloat16_t>(GmemA): GmemA's stride lda ...}</pre>
   *
   * @param smem the shared-memory layout, checked, static
   * @param siblings the names of the {@code @Layout}s of its type
   * @param validator checks one of them
   * @throws LayoutRejected with the first TMA copy's error
   */
  public static void check(CheckedLayout smem, List<String> siblings, Validator validator)
      throws LayoutRejected {
    for (String entry : smem.request().copies()) {
      Optional<TmaCopy> copy = TmaCopy.parse(entry);
      if (copy.isEmpty()) {
        continue;
      }
      TmaCopy c = copy.get();
      if (!siblings.contains(c.gmem())) {
        throw reject(c.text() + " names " + c.gmem() + ", but no @Layout of this type has that "
            + "name: name the global tensor's @Layout, one of " + siblings);
      }
      CheckedLayout gmem;
      try {
        gmem = validator.validate(c.gmem());
      } catch (LayoutRejected refusedThere) {
        continue;
      }
      check(smem, c, gmem);
    }
  }

  private static void check(CheckedLayout smem, TmaCopy c, CheckedLayout gmem)
      throws LayoutRejected {
    String name = smem.request().generatedName();
    Layout layout = RuntimeLayouts.of(smem.shape(), smem.stride());
    long bytes = (long) layout.cosize() * c.type().bits() / 8;
    try {
      SharedMemoryLimit.check(90, bytes, name + " (cosize " + layout.cosize() + " of "
          + c.type().cuteName() + ")");
    } catch (IllegalArgumentException e) {
      throw reject(c.text() + " fills shared memory that cannot fit: " + e.getMessage());
    }
    if (gmem.shape().depth() > 1) {
      throw reject(c.text() + ": TMA reads a flat global layout, one extent per mode, but "
          + gmem.request().generatedName() + " is " + gmem.shape() + ":" + gmem.stride()
          + "; give it one mode per TMA dimension");
    }
    List<SymbolicTuple.Leaf> extents = gmem.shape().leaves();
    List<SymbolicTuple.Leaf> strides = gmem.stride().leaves();
    Layout stage = stage(layout, 2);
    Swizzle swizzle = smem.swizzle() == null ? new Swizzle(0, 0, 0) : smem.swizzle();
    try {
      TmaStage.of(sample(extents, strides),
          new SwizzledLayout(swizzle, IntTuple.ofStatic(0), stage), c.type());
    } catch (IllegalArgumentException e) {
      throw reject(c.text() + " cannot be encoded on " + name + ": " + e.getMessage()
          + sampled(gmem, extents, strides));
    }
    stridesByFacts(c, gmem, strides);
  }

  /**
   * One stage: the layout's first {@code rank} modes (all of it when it has no more), as for the
   * other copies in {@code copies}; a further mode is the pipeline's stages.
   */
  private static Layout stage(Layout smem, int rank) {
    if (smem.rank() <= rank) {
      return smem;
    }
    IntTuple[] shape = new IntTuple[rank];
    IntTuple[] stride = new IntTuple[rank];
    for (int i = 0; i < rank; i++) {
      shape[i] = smem.shape(i);
      stride[i] = smem.stride(i);
    }
    return Layout.of(IntTuple.of(shape), IntTuple.of(stride));
  }

  /** The flat global layout with each name replaced by a dynamic sample value. */
  private static Layout sample(List<SymbolicTuple.Leaf> extents, List<SymbolicTuple.Leaf> strides) {
    IntTuple[] e = new IntTuple[extents.size()];
    IntTuple[] s = new IntTuple[strides.size()];
    for (int i = 0; i < e.length; i++) {
      e[i] = value(extents.get(i).value(), sampleExtent(e.length));
      s[i] = value(strides.get(i).value(), SAMPLE_STRIDE * (i + 1));
    }
    return e.length == 1 ? Layout.of(e[0], s[0]) : Layout.of(IntTuple.of(e), IntTuple.of(s));
  }

  private static int sampleExtent(int rank) {
    return 1 << Math.min(15, 30 / rank);
  }

  private static IntTuple value(Symbol symbol, int sample) {
    if (symbol.isConstant()) {
      long v = symbol.coefficient();
      if (v != (int) v) {
        throw new IllegalArgumentException("the global layout's " + v + " is beyond an int, "
            + "which the runtime's layouts index with");
      }
      return IntTuple.ofStatic((int) v);
    }
    return IntTuple.of(sample);
  }

  private static String sampled(CheckedLayout gmem, List<SymbolicTuple.Leaf> extents,
      List<SymbolicTuple.Leaf> strides) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < extents.size(); i++) {
      if (!extents.get(i).value().isConstant()) {
        names.add(extents.get(i).value() + " = " + sampleExtent(extents.size()));
      }
      if (!strides.get(i).value().isConstant()) {
        names.add(strides.get(i).value() + " = " + SAMPLE_STRIDE * (i + 1));
      }
    }
    return names.isEmpty() ? "" : " (" + gmem.request().generatedName() + "'s names stand for "
        + "sample values here, " + String.join(", ", names) + "; the box does not depend on "
        + "them)";
  }

  /** Each stride that is a name is a multiple of 16 bytes for every value its facts allow. */
  private static void stridesByFacts(TmaCopy c, CheckedLayout gmem,
      List<SymbolicTuple.Leaf> strides) throws LayoutRejected {
    List<String> extentNames = gmem.names().stream().filter(gmem::isExtentName).toList();
    Facts facts = Assumptions.of(extentNames, gmem.bindings().facts());
    int quantum = TmaStage.strideQuantum(c.type());
    for (int mode = 0; mode < strides.size(); mode++) {
      Symbol stride = strides.get(mode).value();
      if (stride.isConstant()) {
        continue;
      }
      long needed = stride.divisor() == 1 ? quantum / gcd(quantum, stride.coefficient()) : quantum;
      long left = needed;
      for (String n : stride.names()) {
        left /= gcd(left, facts.modulus(n));
      }
      if (left != 1) {
        String g = gmem.request().generatedName();
        String first = stride.names().get(0);
        throw reject(c.text() + ": " + g + "'s stride " + stride + " (mode " + mode + ") is a "
            + "name not known to be a multiple of " + quantum + " values (16 bytes of "
            + c.type().cuteName() + "), which TMA needs of every global stride but the first; "
            + "state it on " + g + " with assume = \"" + first + " % " + needed
            + " == 0\" (its of(...) then refuses other values)");
      }
    }
  }

  private static long gcd(long a, long b) {
    return b == 0 ? Math.abs(a) : gcd(b, a % b);
  }

  private static LayoutRejected reject(String message) {
    return new LayoutRejected(new Diagnostic(Tag.TMA, "copies: " + message + ".", "copies"));
  }
}
