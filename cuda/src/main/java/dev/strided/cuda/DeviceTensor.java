package dev.strided.cuda;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_SHORT_UNALIGNED;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A tensor in device memory: a buffer of {@link ElementType} values over a {@link Layout} (its
 * cosize in values), copied to and from host {@link FloatTensor}s coordinate by coordinate through
 * both layouts, converting each value (BF16 and FP8 round to nearest even). Bytes the layout never
 * reaches (a padded leading dimension's holes) are left as they are on upload. Closing it frees the
 * memory.
 *
 * <pre>{@code
 * Layout rowMajor = Layout.parse("(128,64):(64,_1)");
 * try (DeviceTensor a = DeviceTensor.allocate(cuda, ElementType.BF16, rowMajor)) {
 *   a.upload(FloatTensor.of(values, Layout.parse("(128,64):(_1,128)")));  // host column-major
 *   FloatTensor back = a.download();   // over rowMajor; values rounded to BF16
 * }
 * }</pre>
 */
public final class DeviceTensor implements AutoCloseable {
  private final Cuda cuda;
  private final DeviceBuffer buffer;
  private final ElementType type;
  private final Layout layout;

  private DeviceTensor(Cuda cuda, DeviceBuffer buffer, ElementType type, Layout layout) {
    this.cuda = cuda;
    this.buffer = buffer;
    this.type = type;
    this.layout = layout;
  }

  /**
   * Device memory for {@code layout}'s cosize values of {@code type}, uninitialized.
   *
   * @param cuda the context
   * @param type the values
   * @param layout the layout, every stride non-negative
   * @return the tensor
   */
  public static DeviceTensor allocate(Cuda cuda, ElementType type, Layout layout) {
    long bytes = (long) layout.cosize() * type.bits() / 8;
    return new DeviceTensor(cuda, cuda.allocate(Math.max(1, bytes)), type, layout);
  }

  /** @return the layout */
  public Layout layout() {
    return layout;
  }

  /** @return the value type */
  public ElementType type() {
    return type;
  }

  /** @return the device memory */
  public DeviceBuffer buffer() {
    return buffer;
  }

  Cuda cuda() {
    return cuda;
  }

  /**
   * Copies {@code host} here: value {@code i} of the host tensor (its 1-D coordinate) to index
   * {@code layout().index(i)}, converted to {@link #type()}.
   *
   * @param host a tensor of the same size
   */
  public void upload(FloatTensor host) {
    sameSize(host);
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment staging = arena.allocate(buffer.bytes(), 16);
      buffer.copyTo(staging);
      int bytes = type.bits() / 8;
      for (int i = 0; i < layout.size(); i++) {
        put(staging, (long) layout.index(i) * bytes, bytes, type.encode(host.get(i)));
      }
      buffer.copyFrom(staging);
    }
  }

  /**
   * Copies this tensor into {@code host}, value by value through both layouts.
   *
   * @param host a tensor of the same size
   */
  public void download(FloatTensor host) {
    sameSize(host);
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment staging = arena.allocate(buffer.bytes(), 16);
      buffer.copyTo(staging);
      int bytes = type.bits() / 8;
      for (int i = 0; i < layout.size(); i++) {
        host.set(i, type.decode(get(staging, (long) layout.index(i) * bytes, bytes)));
      }
    }
  }

  /** @return a new host tensor over this tensor's layout holding its values */
  public FloatTensor download() {
    FloatTensor host = FloatTensor.allocate(layout);
    download(host);
    return host;
  }

  /** Stores the low {@code bytes} bytes of {@code stored} at byte {@code at}. */
  private static void put(MemorySegment staging, long at, int bytes, int stored) {
    switch (bytes) {
      case 4 -> staging.set(JAVA_INT_UNALIGNED, at, stored);
      case 2 -> staging.set(JAVA_SHORT_UNALIGNED, at, (short) stored);
      default -> staging.set(JAVA_BYTE, at, (byte) stored);
    }
  }

  /** The {@code bytes} bytes at byte {@code at}, zero-extended. */
  private static int get(MemorySegment staging, long at, int bytes) {
    return switch (bytes) {
      case 4 -> staging.get(JAVA_INT_UNALIGNED, at);
      case 2 -> staging.get(JAVA_SHORT_UNALIGNED, at) & 0xFFFF;
      default -> staging.get(JAVA_BYTE, at) & 0xFF;
    };
  }

  private void sameSize(FloatTensor host) {
    if (host.layout().size() != layout.size()) {
      throw new IllegalArgumentException("a host tensor of " + host.layout().size() + " values ("
          + host.layout() + ") does not match a device tensor of " + layout.size() + " ("
          + layout + ")");
    }
  }

  /** Frees the device memory. */
  @Override
  public void close() {
    buffer.close();
  }
}
