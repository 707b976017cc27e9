package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The C++ struct rule: offsets and {@code sizeof} derived by hand for the structs in each comment
 * (C++ places each member at the next multiple of its alignment and rounds the whole up to the
 * largest).
 */
class SharedMemoryStructTest {
  @Test
  void theHopperGemmsSharedStorage() {
    // struct { alignas(1024) bf16 a[32768]; alignas(1024) bf16 b[65536]; uint64_t bar[8]; }
    SharedMemoryStruct s = SharedMemoryStruct.of(List.of(SharedMemoryStruct.tile("A", 65536, true),
        SharedMemoryStruct.tile("B", 131072, true), SharedMemoryStruct.barriers("pipeline", 8)));
    assertEquals(List.of(0L, 65536L, 196608L), s.offsets());
    assertEquals(197_632, s.bytes());
  }

  @Test
  void unswizzledTilesAlignTo128() {
    // struct { uint64_t bar; alignas(128) float c[3]; alignas(128) float d[1]; }: c at 128, d at 256
    SharedMemoryStruct s = SharedMemoryStruct.of(List.of(SharedMemoryStruct.barriers("bar", 1),
        SharedMemoryStruct.tile("C", 12, false), SharedMemoryStruct.tile("D", 4, false)));
    assertEquals(List.of(0L, 128L, 256L), s.offsets());
    assertEquals(384, s.bytes());
  }

  @Test
  void refusals() {
    assertEquals("shared-memory region A is already planned", assertThrows(
        IllegalArgumentException.class, () -> SharedMemoryStruct.of(List.of(
            SharedMemoryStruct.tile("A", 4, false), SharedMemoryStruct.tile("A", 4, false))))
        .getMessage());
    assertEquals("shared-memory region A needs a size >= 0 and a power-of-two alignment, not 4 "
        + "bytes aligned to 48", assertThrows(IllegalArgumentException.class,
            () -> new SharedMemoryStruct.Region("A", 4, 48)).getMessage());
    assertEquals("shared-memory region bar needs a barrier count >= 0, not -2", assertThrows(
        IllegalArgumentException.class, () -> SharedMemoryStruct.barriers("bar", -2))
        .getMessage());
  }
}
