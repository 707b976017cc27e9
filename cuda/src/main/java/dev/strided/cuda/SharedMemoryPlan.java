package dev.strided.cuda;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.atom.SharedMemoryLimit;
import dev.strided.atom.SharedMemoryStruct;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A kernel's dynamic shared memory laid out as a C++ struct of its members would be: each region at
 * the next multiple of its alignment, the whole rounded up to the largest alignment — the
 * {@code sizeof} a kernel's {@code SharedStorage} has, from the smem layouts' cosizes and the
 * pipeline's barriers, by {@link SharedMemoryStruct}'s rule (javac's {@code @SharedMemory} applies
 * the same).
 *
 * <pre>{@code
 * SharedMemoryPlan plan = SharedMemoryPlan.builder()
 *     .tile("A", SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64,4))"), ElementType.BF16, 1024)
 *     .tile("B", SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (256,64,4))"), ElementType.BF16, 1024)
 *     .barriers("pipeline", 2 * 4)
 *     .build();
 * plan.offset("B");   // 65536
 * plan.bytes();       // 197632
 * }</pre>
 */
public final class SharedMemoryPlan {
  private final Map<String, Long> offsets;
  private final long bytes;

  private SharedMemoryPlan(Map<String, Long> offsets, long bytes) {
    this.offsets = offsets;
    this.bytes = bytes;
  }

  /** @return a builder with no regions */
  public static Builder builder() {
    return new Builder();
  }

  /** @return the struct's size in bytes, the launch's dynamic shared memory */
  public int bytes() {
    return Math.toIntExact(bytes);
  }

  /**
   * @param region a region's name
   * @return its offset in bytes
   */
  public long offset(String region) {
    Long offset = offsets.get(region);
    if (offset == null) {
      throw new IllegalArgumentException("no shared-memory region " + region + "; there are "
          + offsets.keySet());
    }
    return offset;
  }

  /**
   * Refuses a plan over what one block may have on {@code arch} ({@link SharedMemoryLimit}).
   *
   * @param arch e.g. 90
   * @return this plan
   */
  public SharedMemoryPlan checkFits(int arch) {
    SharedMemoryLimit.check(arch, bytes, "the shared memory of " + offsets.keySet());
    return this;
  }

  /** Adds regions in declaration order. */
  public static final class Builder {
    private final List<SharedMemoryStruct.Region> regions = new ArrayList<>();

    private Builder() {}

    /**
     * A region of {@code bytes} bytes aligned to {@code alignment}.
     *
     * @param name the region's name, unique
     * @param bytes its size
     * @param alignment a power of two
     * @return this builder
     */
    public Builder region(String name, long bytes, int alignment) {
      return add(new SharedMemoryStruct.Region(name, bytes, alignment));
    }

    /**
     * A tile of {@code type} values over a layout's cosize (its last index + 1), as
     * {@code ArrayEngine<T, cosize_v<Layout>>} holds it.
     *
     * @param name the region's name
     * @param layout the smem layout
     * @param type the value type
     * @param alignment a power of two (1024 for a 128-byte swizzle's whole pattern)
     * @return this builder
     */
    public Builder tile(String name, SwizzledLayout layout, ElementType type, int alignment) {
      return tile(name, layout.layout(), type, alignment);
    }

    /**
     * A tile aligned by the rule javac's {@code @SharedMemory} applies
     * ({@link SharedMemoryStruct#tile}): 1024 bytes when {@code layout} is swizzled, 128 otherwise.
     *
     * <pre>{@code builder.tile("A", SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64,4))"), ElementType.BF16);}</pre>
     *
     * @param name the region's name
     * @param layout the smem layout
     * @param type the value type
     * @return this builder
     */
    public Builder tile(String name, SwizzledLayout layout, ElementType type) {
      return add(SharedMemoryStruct.tile(name, (long) layout.layout().cosize() * type.bits() / 8,
          layout.swizzle().bits() != 0));
    }

    /** As {@link #tile(String, SwizzledLayout, ElementType, int)}, for an unswizzled layout. */
    public Builder tile(String name, Layout layout, ElementType type, int alignment) {
      return region(name, (long) layout.cosize() * type.bits() / 8, alignment);
    }

    /**
     * {@code count} 64-bit mbarriers (a TMA pipeline of s stages has 2s: full and empty).
     *
     * @param name the region's name
     * @param count how many barriers
     * @return this builder
     */
    public Builder barriers(String name, int count) {
      return add(SharedMemoryStruct.barriers(name, count));
    }

    private Builder add(SharedMemoryStruct.Region region) {
      if (regions.stream().anyMatch(r -> r.name().equals(region.name()))) {
        throw new IllegalArgumentException("shared-memory region " + region.name()
            + " is already planned");
      }
      regions.add(region);
      return this;
    }

    /** @return the plan */
    public SharedMemoryPlan build() {
      SharedMemoryStruct struct = SharedMemoryStruct.of(regions);
      Map<String, Long> offsets = new LinkedHashMap<>();
      for (int i = 0; i < regions.size(); i++) {
        offsets.put(regions.get(i).name(), struct.offsets().get(i));
      }
      return new SharedMemoryPlan(Collections.unmodifiableMap(offsets), struct.bytes());
    }
  }
}
