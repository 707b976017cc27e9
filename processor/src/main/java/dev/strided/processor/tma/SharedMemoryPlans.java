package dev.strided.processor.tma;

import dev.strided.atom.SharedMemoryLimit;
import dev.strided.atom.SharedMemoryStruct;
import dev.strided.atom.ValueType;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.RuntimeLayouts;
import dev.strided.processor.model.TmaCopy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@code @SharedMemory} checked: each tile a {@code @Layout} of the type with a TMA
 * copy (its value type), laid out with the barriers by {@link SharedMemoryStruct}'s rule (the one
 * {@code strided-cuda}'s {@code SharedMemoryPlan} applies), the whole within
 * {@link SharedMemoryLimit} of the architecture; a mistake is one {@code [strided:tma]} error on the
 * attribute at fault ({@code name} is checked and claimed by {@code GeneratedNames} before).
 *
 * <pre>{@code
 * // @SharedMemory(name = "GemmSmem", tiles = {"SmemA", "SmemB"}, barriers = 8)
 * SharedMemoryPlans.check(request, siblingNames, checkedByName).orElseThrow().struct().bytes();
 * // 197632
 * }</pre>
 */
public final class SharedMemoryPlans {
  /** The barriers' region, a name no {@code @Layout} has. */
  private static final String BARRIERS = "(barriers)";

  private SharedMemoryPlans() {}

  /**
   * A checked plan.
   *
   * @param request the annotation
   * @param struct the tiles and barriers laid out
   */
  public record Plan(SmemRequest request, SharedMemoryStruct struct) {
    /**
     * The members as an error or a Javadoc lists them.
     *
     * <pre>{@code plan.parts();   // [SmemA 65536, SmemB 131072, 8 barriers 64]}</pre>
     *
     * @return each tile's name and bytes, then the barriers'
     */
    public List<String> parts() {
      return SharedMemoryPlans.parts(struct);
    }
  }

  /**
   * Checks one {@code @SharedMemory}.
   *
   * <pre>{@code SharedMemoryPlans.check(r, List.of("SmemA", "SmemB"), checked).get().struct().bytes();}</pre>
   *
   * @param r the annotation
   * @param siblings the generated names of the type's {@code @Layout}s
   * @param checked those of them that passed their own checks, by generated name
   * @return the plan, or empty when a tile has an error of its own (reported on it)
   * @throws LayoutRejected with the plan's one error
   */
  public static Optional<Plan> check(SmemRequest r, List<String> siblings,
      Map<String, CheckedLayout> checked) throws LayoutRejected {
    if (r.barriers() < 0) {
      throw reject("barriers", "barriers is " + r.barriers() + "; count the 8-byte mbarriers, 0 "
          + "or more");
    }
    int limit;
    try {
      limit = SharedMemoryLimit.bytes(r.arch());
    } catch (IllegalArgumentException e) {
      throw reject("arch", e.getMessage() + "; write a compute capability such as 90");
    }
    if (r.tiles().isEmpty()) {
      throw reject("tiles", r.name() + " names no tiles; name the smem @Layouts its kernel holds");
    }
    List<String> typed = siblings.stream()
        .filter(n -> !checked.containsKey(n) || valueType(checked.get(n)).isPresent()).toList();
    List<SharedMemoryStruct.Region> regions = new ArrayList<>();
    boolean skipped = false;
    for (String tile : r.tiles()) {
      if (!typed.contains(tile)) {
        throw reject("tiles", tile + (siblings.contains(tile) ? " has no value type (no TMA copy "
            + "in its copies, such as SM90_TMA_LOAD<bfloat16_t>(GmemA))" : " is no @Layout of "
            + "this type") + "; name a shared-memory @Layout with a TMA copy, one of " + typed);
      }
      CheckedLayout layout = checked.get(tile);
      if (layout == null) {
        skipped = true;
        continue;
      }
      long bytes = (long) RuntimeLayouts.of(layout.shape(), layout.stride()).cosize()
          * valueType(layout).orElseThrow().bits() / 8;
      regions.add(SharedMemoryStruct.tile(tile, bytes,
          layout.swizzle() != null && layout.swizzle().bits() != 0));
    }
    if (skipped) {
      return Optional.empty();
    }
    regions.add(SharedMemoryStruct.barriers(BARRIERS, r.barriers()));
    SharedMemoryStruct struct;
    try {
      struct = SharedMemoryStruct.of(regions);
    } catch (IllegalArgumentException e) {
      throw reject("tiles", e.getMessage() + "; name each tile once");
    }
    if (struct.bytes() > limit) {
      throw reject("tiles", r.name() + " is " + struct.bytes() + " bytes, over sm_" + r.arch()
          + "'s " + limit + " (" + limit / 1024 + " KiB) per block: " + String.join(", ",
          parts(struct)) + ", aligned as a C++ struct; use fewer stages or smaller tiles");
    }
    return Optional.of(new Plan(r, struct));
  }

  private static List<String> parts(SharedMemoryStruct struct) {
    List<String> parts = new ArrayList<>();
    for (SharedMemoryStruct.Region region : struct.regions()) {
      parts.add(region.name().equals(BARRIERS) ? region.bytes() / 8 + " barriers "
          + region.bytes() : region.name() + " " + region.bytes());
    }
    return parts;
  }

  /** The values of the layout's TMA copies, or empty when it has none. */
  private static Optional<ValueType> valueType(CheckedLayout layout) {
    for (String entry : layout.request().copies()) {
      try {
        Optional<TmaCopy> copy = TmaCopy.parse(entry);
        if (copy.isPresent()) {
          return Optional.of(copy.get().type());
        }
      } catch (LayoutRejected notTma) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }

  private static LayoutRejected reject(String attribute, String message) {
    return new LayoutRejected(new Diagnostic(Tag.TMA, attribute + ": " + message + ".",
        attribute));
  }
}
