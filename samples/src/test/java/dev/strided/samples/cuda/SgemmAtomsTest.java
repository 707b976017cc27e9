package dev.strided.samples.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import org.junit.jupiter.api.Test;

/**
 * The CUDA SGEMM's MMA and copy as javac-checked atoms ({@link SgemmAtoms}: {@code UniversalFMA<float>}
 * over {@code (16,16,1)} with its rows and columns dealt by the permutation, the 128-bit
 * {@code cp.async} over {@code (32,8)} threads of {@code (4,1)} floats) are the objects the kernel
 * builds today from its descriptor's layouts ({@code make_tiled_mma(UniversalFMA, MmaThreads,
 * make_tile(MmaPermutation, MmaPermutation, _1))}, {@code make_tiled_copy(cp.async, CopyThreads,
 * CopyValues)}), and the MMA's C partition is the epilogue's {@code ThreadValueC}.
 */
class SgemmAtomsTest {
  private static final Tiler PERMUTATION = Tiler.of(MmaPermutation.layout(),
      MmaPermutation.layout(), Layout.parse("_1"));
  private static final TiledMma SGEMM_MMA = SgemmMma.tiledMma();
  private static final TiledCopy SGEMM_COPY = SgemmCopy.tiledCopy();

  @Test
  void theMmaIsTheKernelsFmaOverMmaThreads() {
    TiledMma kernel = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), MmaThreads.layout(),
        PERMUTATION);
    TiledMma atoms = SGEMM_MMA;
    assertEquals(kernel.toString(), atoms.toString());
    assertEquals(kernel.tvLayoutA(), atoms.tvLayoutA());
    assertEquals(kernel.tvLayoutB(), atoms.tvLayoutB());
    assertEquals(kernel.tvLayoutC(), atoms.tvLayoutC());
    assertEquals(256, atoms.size());
  }

  @Test
  void theCopyIsTheKernelsCpAsyncOverCopyThreadsAndValues() {
    TiledCopy kernel = TiledCopy.of(CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 32),
        CopyThreads.layout(), CopyValues.layout());
    TiledCopy atoms = SGEMM_COPY;
    assertEquals(kernel.toString(), atoms.toString());
    assertEquals(kernel.tvLayoutS(), atoms.tvLayoutS());
    assertEquals(kernel.tvLayoutD(), atoms.tvLayoutD());
    assertEquals(kernel.tilerMN(), atoms.tilerMN());
  }

  @Test
  void theMmasCPartitionOfTheBlockIsTheEpiloguesThreadValueLayout() {
    // ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN))) of the 128x128 block, against ((16,16),(8,8))
    Layout partition = SGEMM_MMA.thrfrgC(BlockC.layout());
    Layout epilogue = ThreadValueC.layout();
    for (int t = 0; t < 256; t++) {
      for (int v = 0; v < 64; v++) {
        assertEquals(epilogue.get(0).index(t) + epilogue.get(1).index(v),
            partition.get(0).index(t) + partition.get(1).index(v), "thread " + t + ", value " + v);
      }
    }
    // thread 17 is (1,1) of the 16x16 threads, so it holds rows 4..7 and 68..71 and the same
    // columns; its value 50 is (2,6) of its 8x8 values: row 4 + 2, column 64 + 4 + 2
    assertEquals(6 + 128 * 70, partition.get(0).index(17) + partition.get(1).index(50));
  }
}
