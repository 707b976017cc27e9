package dev.strided.atom;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Shared memory laid out as a C++ struct of its members: each region at the next multiple of its
 * alignment, the whole rounded up to the largest alignment; the {@code sizeof} of a kernel's
 * {@code SharedStorage}. One rule for javac ({@code @SharedMemory}) and for {@code strided-cuda}'s
 * {@code SharedMemoryPlan}.
 *
 * <pre>{@code
 * SharedMemoryStruct s = SharedMemoryStruct.of(List.of(
 *     SharedMemoryStruct.tile("A", 65536, true), SharedMemoryStruct.tile("B", 131072, true),
 *     SharedMemoryStruct.barriers("pipeline", 8)));
 * s.offsets();   // [0, 65536, 196608]
 * s.bytes();     // 197632
 * }</pre>
 *
 * @param regions the members in order
 * @param offsets each member's offset in bytes
 * @param bytes the struct's size
 */
public record SharedMemoryStruct(List<Region> regions, List<Long> offsets, long bytes) {
  /** A swizzled tile's alignment: CUTLASS's {@code alignas(1024)}, a 128-byte swizzle's whole pattern. */
  public static final int SWIZZLED_TILE_ALIGNMENT = 1024;
  /** An unswizzled tile's alignment, {@code alignas(128)}: TMA's and a descriptor's needs. */
  public static final int TILE_ALIGNMENT = 128;

  /** Copies the lists. */
  public SharedMemoryStruct {
    regions = List.copyOf(regions);
    offsets = List.copyOf(offsets);
  }

  /**
   * One member: {@code bytes} bytes aligned to {@code alignment}.
   *
   * <pre>{@code new SharedMemoryStruct.Region("full", 64, 8);}</pre>
   *
   * @param name the member's name
   * @param bytes its size, at least 0
   * @param alignment a power of two
   */
  public record Region(String name, long bytes, int alignment) {
    /** Refuses a negative size or an alignment that is not a power of two. */
    public Region {
      if (bytes < 0 || alignment < 1 || Integer.bitCount(alignment) != 1) {
        throw new IllegalArgumentException("shared-memory region " + name + " needs a size >= 0 "
            + "and a power-of-two alignment, not " + bytes + " bytes aligned to " + alignment);
      }
    }
  }

  /**
   * A tile of {@code bytes} bytes aligned as the kernels' {@code SharedStorage} aligns it: 1024
   * when its layout is swizzled, 128 otherwise.
   *
   * <pre>{@code SharedMemoryStruct.tile("A", 65536, true).alignment();   // 1024}</pre>
   *
   * @param name the tile's name
   * @param bytes cosize × the value's bytes
   * @param swizzled whether its layout has a swizzle
   * @return the region
   */
  public static Region tile(String name, long bytes, boolean swizzled) {
    return new Region(name, bytes, swizzled ? SWIZZLED_TILE_ALIGNMENT : TILE_ALIGNMENT);
  }

  /**
   * {@code count} 64-bit mbarriers (a TMA pipeline of s stages has 2s: full and empty).
   *
   * <pre>{@code SharedMemoryStruct.barriers("pipeline", 8).bytes();   // 64}</pre>
   *
   * @param name the region's name
   * @param count how many, at least 0
   * @return the region
   */
  public static Region barriers(String name, int count) {
    if (count < 0) {
      throw new IllegalArgumentException("shared-memory region " + name + " needs a barrier "
          + "count >= 0, not " + count);
    }
    return new Region(name, 8L * count, 8);
  }

  /**
   * The members laid out in order.
   *
   * <pre>{@code SharedMemoryStruct.of(List.of(SharedMemoryStruct.barriers("b", 1))).bytes();   // 8}</pre>
   *
   * @param regions the members, names unique
   * @return the struct
   * @throws IllegalArgumentException if two members have one name
   */
  public static SharedMemoryStruct of(List<Region> regions) {
    List<Long> offsets = new ArrayList<>();
    List<String> names = new ArrayList<>();
    long end = 0;
    long widest = 1;
    for (Region r : regions) {
      if (names.contains(r.name())) {
        throw new IllegalArgumentException("shared-memory region " + r.name()
            + " is already planned");
      }
      names.add(r.name());
      long offset = (end + r.alignment() - 1) / r.alignment() * r.alignment();
      offsets.add(offset);
      end = offset + r.bytes();
      widest = Math.max(widest, r.alignment());
    }
    return new SharedMemoryStruct(Collections.unmodifiableList(regions), offsets,
        (end + widest - 1) / widest * widest);
  }
}
