package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A kernel's parameters in the form {@code cuLaunchKernelEx} takes them: one pointer per parameter
 * to its bytes. A tensor map is copied into 128-byte-aligned storage, as a
 * {@code __grid_constant__ const CUtensorMap} or a CuTe TMA atom takes it. Close it after the launches that use it have been queued.
 *
 * <pre>{@code
 * try (KernelArguments args = KernelArguments.builder().i32(m).i32(n).pointer(c).build()) {
 *   kernel.launch(shape, stream, args);
 * }
 * }</pre>
 */
public final class KernelArguments implements AutoCloseable {
  private final Arena arena;
  private final MemorySegment pointers;

  private KernelArguments(Arena arena, MemorySegment pointers) {
    this.arena = arena;
    this.pointers = pointers;
  }

  /** @return a builder with no parameters */
  public static Builder builder() {
    return new Builder();
  }

  MemorySegment pointers() {
    return pointers;
  }

  @Override
  public void close() {
    arena.close();
  }

  /** Parameters in declaration order. */
  public static final class Builder {
    private final List<Function<Arena, MemorySegment>> writers = new ArrayList<>();

    private Builder() {}

    /** @param value an {@code int} parameter @return this builder */
    public Builder i32(int value) {
      return add(a -> a.allocateFrom(JAVA_INT, value));
    }

    /** @param value a {@code long long} or {@code size_t} parameter @return this builder */
    public Builder i64(long value) {
      return add(a -> a.allocateFrom(JAVA_LONG, value));
    }

    /** @param value a {@code float} parameter @return this builder */
    public Builder f32(float value) {
      return add(a -> a.allocateFrom(JAVA_FLOAT, value));
    }

    /** @param buffer a pointer parameter, the buffer's start @return this builder */
    public Builder pointer(DeviceBuffer buffer) {
      long address = buffer.address();
      return add(a -> a.allocateFrom(JAVA_LONG, address));
    }

    /** @param tensor a pointer parameter, the tensor's storage @return this builder */
    public Builder pointer(DeviceTensor tensor) {
      return pointer(tensor.buffer());
    }

    /** @param map a {@code const __grid_constant__ CUtensorMap} parameter @return this builder */
    public Builder tensorMap(TensorMap map) {
      return map(map, TensorMap.BYTES);
    }

    /**
     * A CuTe TMA copy atom parameter ({@code Copy_Atom<Copy_Traits<SM90_TMA_LOAD, ...>>}, as
     * {@code make_tma_atom} returns it), whose only run-time state is its map at its start: the map
     * padded to the atom's size, which its compiler decides (256 bytes under nvcc, 192 under NVRTC;
     * {@code samples/cuda/sm90_gemm_java.cu} exports it for {@link CudaModule#intConstant}).
     *
     * @param map the atom's map
     * @param atomBytes {@code sizeof} the atom in the kernel's compilation
     * @return this builder
     */
    public Builder cuteTmaAtom(TensorMap map, int atomBytes) {
      if (atomBytes < TensorMap.BYTES) {
        throw new IllegalArgumentException("a TMA atom of " + atomBytes + " bytes cannot hold its "
            + TensorMap.BYTES + "-byte map");
      }
      return map(map, atomBytes);
    }

    private Builder map(TensorMap map, int parameterBytes) {
      byte[] bytes = map.bytes();
      return add(a -> {
        MemorySegment s = a.allocate(parameterBytes, TensorMap.BYTES);
        MemorySegment.copy(MemorySegment.ofArray(bytes), 0, s, 0, bytes.length);
        return s;
      });
    }

    private Builder add(Function<Arena, MemorySegment> writer) {
      writers.add(writer);
      return this;
    }

    /** @return the arguments, in storage of their own */
    public KernelArguments build() {
      Arena arena = Arena.ofShared();
      MemorySegment pointers = arena.allocate(ADDRESS, Math.max(1, writers.size()));
      for (int i = 0; i < writers.size(); i++) {
        pointers.setAtIndex(ADDRESS, i, writers.get(i).apply(arena));
      }
      return new KernelArguments(arena, pointers);
    }
  }
}
