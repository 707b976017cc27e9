package dev.strided.cuda;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.atom.TmaBox;
import dev.strided.atom.TmaStage;
import dev.strided.atom.TmaSwizzle;
import java.util.Arrays;

/**
 * The arguments of {@code cuTensorMapEncodeTiled} for a TMA copy between a global tensor and one
 * shared-memory stage, as CuTe's {@code make_tma_copy} computes them on the host: the box, global
 * extents and byte strides from {@link TmaBox}, unit element strides, no interleave, the swizzle
 * derived from the smem layout's ({@link TmaSwizzle}), L2 promotion of 128 bytes and zeros out of
 * bounds. Everything TMA cannot encode is refused here with a sentence, before any driver call, by
 * the rule javac applies to a {@code @Layout} that names a TMA copy ({@link TmaStage}).
 *
 * <pre>{@code
 * TensorMapArguments a = TensorMapArguments.of(Layout.parse("(4096,4096):(4096,_1)"),
 *     SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64))"),
 *     ElementType.BF16);
 * a.boxDim();          // [64, 128]
 * a.globalDim();       // [4096, 4096]
 * a.globalStrides();   // [8192]: bytes between rows; the first stride is one element
 * a.swizzle();         // B128
 * }</pre>
 *
 * @param dataType {@code CUtensorMapDataType}
 * @param globalDim the global extents, innermost first
 * @param globalStrides the byte strides of every global mode but the first
 * @param boxDim the box, innermost first
 * @param elementStrides the traversal strides (all 1)
 * @param swizzle the smem swizzle
 * @param tensorBytes the global tensor's bytes (its cosize), which CuTe's driver workaround reads
 */
public record TensorMapArguments(int dataType, long[] globalDim, long[] globalStrides, int[] boxDim,
    int[] elementStrides, TmaSwizzle swizzle, long tensorBytes) {
  /** {@code CU_TENSOR_MAP_INTERLEAVE_NONE}. */
  public static final int INTERLEAVE_NONE = 0;
  /** {@code CU_TENSOR_MAP_L2_PROMOTION_L2_128B}, CuTe's choice. */
  public static final int L2_PROMOTION_128B = 2;
  /** {@code CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE}: zeros outside the tensor. */
  public static final int OOB_FILL_ZEROS = 0;

  /** Copies the arrays. */
  public TensorMapArguments {
    globalDim = globalDim.clone();
    globalStrides = globalStrides.clone();
    boxDim = boxDim.clone();
    elementStrides = elementStrides.clone();
  }

  /**
   * The map between a global tensor and one smem stage.
   *
   * @param gmem the global tensor's layout
   * @param smemStage the shared-memory layout one copy fills (swizzled or not)
   * @param type the values
   * @return the arguments
   * @throws IllegalArgumentException if TMA cannot encode it, as {@link TmaStage#of} says
   */
  public static TensorMapArguments of(Layout gmem, SwizzledLayout smemStage, ElementType type) {
    TmaStage stage = TmaStage.of(gmem, smemStage, type.valueType());
    TmaBox box = stage.box();
    int[] boxDim = box.boxExtents();
    long[] strides = box.gmemStrideBytes();
    int[] ones = new int[boxDim.length];
    Arrays.fill(ones, 1);
    long tensorBytes = (long) gmem.cosize() * type.bits() / 8;
    return new TensorMapArguments(type.tensorMapDataType(), box.gmemExtents(),
        Arrays.copyOfRange(strides, 1, strides.length), boxDim, ones, stage.swizzle(), tensorBytes);
  }

  /** @return the number of TMA modes (1 to 5) */
  public int rank() {
    return globalDim.length;
  }

  @Override
  public long[] globalDim() {
    return globalDim.clone();
  }

  @Override
  public long[] globalStrides() {
    return globalStrides.clone();
  }

  @Override
  public int[] boxDim() {
    return boxDim.clone();
  }

  @Override
  public int[] elementStrides() {
    return elementStrides.clone();
  }

  /** The arguments as one line, in {@code cuTensorMapEncodeTiled}'s order (for logs and tests). */
  @Override
  public String toString() {
    return "type " + dataType + " rank " + rank() + " dim " + Arrays.toString(globalDim)
        + " strides " + Arrays.toString(globalStrides) + " box " + Arrays.toString(boxDim)
        + " elementStrides " + Arrays.toString(elementStrides) + " interleave " + INTERLEAVE_NONE
        + " swizzle " + swizzle.code() + " l2 " + L2_PROMOTION_128B + " oob " + OOB_FILL_ZEROS;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TensorMapArguments t && toString().equals(t.toString());
  }

  @Override
  public int hashCode() {
    return toString().hashCode();
  }
}
