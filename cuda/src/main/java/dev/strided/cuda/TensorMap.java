package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.strided.SwizzledLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * An encoded {@code CUtensorMap} (128 bytes), the TMA descriptor a kernel takes as a
 * {@code __grid_constant__} parameter ({@link KernelArguments.Builder#tensorMap}).
 *
 * <pre>{@code
 * TensorMap mapA = TensorMap.encode(a, smemStageA);   // a: a DeviceTensor of A
 * }</pre>
 */
public final class TensorMap {
  /** {@code sizeof(CUtensorMap)}. */
  public static final int BYTES = 128;
  private static final int CUTE_WORKAROUND_LAST_DRIVER = 13010;
  private final byte[] bytes;
  private final TensorMapArguments arguments;

  private TensorMap(byte[] bytes, TensorMapArguments arguments) {
    this.bytes = bytes;
    this.arguments = arguments;
  }

  /**
   * Encodes the map between a device tensor and one shared-memory stage.
   *
   * @param tensor the global tensor (its layout and value type)
   * @param smemStage the shared-memory layout one copy fills
   * @return the encoded map
   * @throws IllegalArgumentException what {@link TensorMapArguments#of} refuses, or a tensor whose
   *     address is not a multiple of 16 bytes
   * @throws CudaException if the driver refuses it
   */
  public static TensorMap encode(DeviceTensor tensor, SwizzledLayout smemStage) {
    TensorMapArguments a = TensorMapArguments.of(tensor.layout(), smemStage, tensor.type());
    return encode(tensor.cuda(), tensor.buffer().address(), a);
  }

  /**
   * Encodes a map from its arguments at a global address.
   *
   * @param cuda the context
   * @param address the global tensor's first element, a multiple of 16 bytes
   * @param a the arguments
   * @return the encoded map
   */
  public static TensorMap encode(Cuda cuda, long address, TensorMapArguments a) {
    if (address % 16 != 0) {
      throw new IllegalArgumentException("a TMA tensor's address must be a multiple of 16 bytes, not "
          + address);
    }
    Driver d = cuda.driver();
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment map = arena.allocate(BYTES, 64);
      MemorySegment dim = arena.allocateFrom(JAVA_LONG, a.globalDim());
      MemorySegment strides = arena.allocate(JAVA_LONG, Math.max(1, a.rank() - 1));
      MemorySegment.copy(a.globalStrides(), 0, strides, JAVA_LONG, 0, a.rank() - 1);
      MemorySegment box = arena.allocateFrom(JAVA_INT, a.boxDim());
      MemorySegment element = arena.allocateFrom(JAVA_INT, a.elementStrides());
      MemorySegment global = MemorySegment.ofAddress(address);
      int rank = a.rank();
      d.call("cuTensorMapEncodeTiled", () -> (int) d.cuTensorMapEncodeTiled.invokeExact(map,
          a.dataType(), rank, global, dim, strides, box, element,
          TensorMapArguments.INTERLEAVE_NONE, a.swizzle().code(),
          TensorMapArguments.L2_PROMOTION_128B, TensorMapArguments.OOB_FILL_ZEROS));
      // CuTe's host code clears this bit of the map for small tensors on drivers up to 13.1
      // (make_tma_copy_desc); the Java map does the same so both launch identical descriptors.
      if (cuda.driverVersion() <= CUTE_WORKAROUND_LAST_DRIVER && a.tensorBytes() < 131072) {
        map.set(JAVA_LONG, 8, map.get(JAVA_LONG, 8) & ~(1L << 21));
      }
      return new TensorMap(map.toArray(java.lang.foreign.ValueLayout.JAVA_BYTE), a);
    }
  }

  byte[] bytes() {
    return bytes.clone();
  }

  /** @return the arguments it was encoded from */
  public TensorMapArguments arguments() {
    return arguments;
  }
}
