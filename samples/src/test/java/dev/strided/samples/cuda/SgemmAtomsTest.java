package dev.strided.samples.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.Layout;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import org.junit.jupiter.api.Test;

/**
 * {@code @TiledMma SgemmMma} and {@code @TiledCopy SgemmCopy} are the objects the CUDA SGEMM builds
 * today from its descriptor's layouts ({@code make_tiled_mma(UniversalFMA, MmaThreads)},
 * {@code make_tiled_copy(cp.async 128-bit, CopyThreads, CopyValues)}), and the MMA's C partition is
 * the epilogue's {@code ThreadValueC}.
 */
class SgemmAtomsTest {
  @Test
  void theMmaIsTheKernelsFmaOverMmaThreads() {
    TiledMma kernel = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), MmaThreads.layout());
    TiledMma atoms = SgemmMma.tiledMma();
    assertEquals(kernel.toString(), atoms.toString());
    assertEquals(kernel.tvLayoutA(), atoms.tvLayoutA());
    assertEquals(kernel.tvLayoutB(), atoms.tvLayoutB());
    assertEquals(kernel.tvLayoutC(), atoms.tvLayoutC());
    assertEquals(256, SgemmMma.THREADS);
  }

  @Test
  void theCopyIsTheKernelsCpAsyncOverCopyThreadsAndValues() {
    TiledCopy kernel = TiledCopy.of(CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 32),
        CopyThreads.layout(), CopyValues.layout());
    TiledCopy atoms = SgemmCopy.tiledCopy();
    assertEquals(kernel.toString(), atoms.toString());
    assertEquals(kernel.tvLayoutS(), atoms.tvLayoutS());
    assertEquals(kernel.tvLayoutD(), atoms.tvLayoutD());
    assertEquals(kernel.tilerMN(), atoms.tilerMN());
  }

  @Test
  void theMmasCPartitionOfTheBlockIsTheEpiloguesThreadValueLayout() {
    // ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN))) of the 128x128 block, against ((16,16),(8,8))
    Layout partition = SgemmMma.tiledMma().thrfrgC(BlockC.layout());
    Layout epilogue = ThreadValueC.layout();
    for (int t = 0; t < 256; t++) {
      for (int v = 0; v < 64; v++) {
        assertEquals(epilogue.get(0).index(t) + epilogue.get(1).index(v),
            partition.get(0).index(t) + partition.get(1).index(v), "thread " + t + ", value " + v);
      }
    }
    // thread 17 is (1,1) of the 16x16 threads; its value 50 is (2,6): row 1 + 32, column 1 + 96
    assertEquals(33 + 128 * 97, partition.get(0).index(17) + partition.get(1).index(50));
  }
}
