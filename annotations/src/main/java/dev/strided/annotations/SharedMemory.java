package dev.strided.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * One kernel's whole shared memory: the smem {@link Layout}s it holds, in the order its
 * {@code SharedStorage} struct declares them, and its 8-byte mbarriers after them. The Strided
 * annotation processor lays them out as C++ lays out the struct (a swizzled tile aligned to 1024
 * bytes, an unswizzled one to 128, the barriers to 8, the whole rounded up to the widest alignment),
 * refuses a plan over the architecture's per-block limit as a {@code [strided:tma]} error on
 * {@link #tiles()}, and generates a {@code final} class named {@link #name()} whose {@code BYTES} is
 * the launch's dynamic shared memory.
 *
 * <p>A tile's value type is its TMA copy's ({@code copies = "SM90_TMA_LOAD<bfloat16_t>(GmemA)"}); a
 * tile's bytes are its layout's cosize times that type's.
 *
 * <pre>{@code
 * @Layout(name = "SmemA", of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64,4))",
 *     copies = "SM90_TMA_LOAD<bfloat16_t>(GmemA)")
 * @Layout(name = "SmemB", of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (256,64,4))",
 *     copies = "SM90_TMA_LOAD<bfloat16_t>(GmemB)")
 * @SharedMemory(name = "GemmSmem", tiles = {"SmemA", "SmemB"}, barriers = 8)
 * final class Gemm {}
 * // generates GemmSmem.BYTES == 197632
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(SharedMemory.List.class)
public @interface SharedMemory {
  /**
   * The generated class's simple name, in the annotated type's package.
   *
   * @return a Java identifier, e.g. {@code "GemmSmem"}
   */
  String name();

  /**
   * The smem {@code @Layout}s of the annotated type, by generated name, in struct order.
   *
   * @return the names, e.g. {@code {"SmemA", "SmemB"}}
   */
  String[] tiles();

  /**
   * How many 8-byte mbarriers follow the tiles (a TMA pipeline of s stages has 2s).
   *
   * @return the count, 0 by default
   */
  int barriers() default 0;

  /**
   * The compute capability whose per-block limit applies, as CUDA numbers it.
   *
   * @return e.g. {@code 90} (the default) for sm_90
   */
  int arch() default 90;

  /**
   * Container of repeated {@code @SharedMemory} annotations.
   *
   * <pre>{@code
   * @SharedMemory(name = "Bf16Smem", tiles = {"SmemABf16", "SmemBBf16"}, barriers = 8)
   * @SharedMemory(name = "Tf32Smem", tiles = {"SmemATf32", "SmemBTf32"}, barriers = 8)
   * final class Kernels {}
   * }</pre>
   */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    /**
     * The repeated annotations.
     *
     * @return the plans, in source order
     */
    SharedMemory[] value();
  }
}
