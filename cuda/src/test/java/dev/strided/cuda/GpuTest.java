package dev.strided.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * strided-cuda on a GPU: memory is released (free device memory before and after), tensors go to the
 * device and back through their layouts, and a kernel compiled by NVRTC (cached on disk) runs. Where
 * there is no driver or no GPU (CI), these tests are skipped, counted, and the no-driver test checks
 * the one sentence a user gets instead.
 */
class GpuTest {
  private static final String SCALE = """
      extern "C" __global__ void scale(float* x, float a, int n) {
        int i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < n) x[i] *= a;
      }
      """;

  private static Cuda openOrSkip() {
    try {
      return Cuda.open();
    } catch (CudaUnavailableException e) {
      System.out.println("GpuTest: skipped: " + e.getMessage());
      Assumptions.abort(e.getMessage());
      throw e;
    }
  }

  @Test
  void withoutADriverCudaSaysSoInOneSentence() {
    Assumptions.assumeTrue(NativeLibrary.find("the CUDA driver", "libcuda.so.1").isEmpty(),
        "this machine has a CUDA driver");
    CudaUnavailableException e = assertThrows(CudaUnavailableException.class, Cuda::open);
    assertEquals("no CUDA driver: libcuda.so.1 was not found (install NVIDIA's driver, or run on a "
        + "machine with an NVIDIA GPU)", e.getMessage());
  }

  @Test
  void tensorsRoundTripAndNothingLeaks() {
    try (Cuda cuda = openOrSkip()) {
      long before = cuda.freeMemory();
      Layout device = Layout.parse("(100,30):(_1,104)");   // column-major, padded
      float[] values = new float[3000];
      for (int i = 0; i < values.length; i++) {
        values[i] = i / 7f;
      }
      FloatTensor host = FloatTensor.of(values, Layout.parse("(100,30):(30,_1)"));
      for (ElementType type : ElementType.values()) {
        try (DeviceTensor t = DeviceTensor.allocate(cuda, type, device)) {
          t.upload(host);
          FloatTensor back = t.download();
          for (int i = 0; i < 100; i += 9) {
            for (int j = 0; j < 30; j += 7) {
              assertEquals(type.decode(type.encode(host.get(i, j))), back.get(i, j), type + " " + i + "," + j);
            }
          }
        }
      }
      cuda.synchronize();
      assertEquals(before, cuda.freeMemory(), "free device memory after the tensors were closed");
    }
  }

  @Test
  void aKernelCompiledByNvrtcRunsAndIsCached() throws Exception {
    try (Cuda cuda = openOrSkip(); Stream stream = cuda.stream()) {
      assertNotEquals(0L, stream.address(), "a created stream is not the legacy default stream");
      Path cache = Files.createTempDirectory("strided-nvrtc");
      KernelCompiler nvrtc = KernelCompiler.forArch(cuda.computeCapability(), false).cacheIn(cache);
      CompiledKernel first = nvrtc.compile("scale.cu", SCALE);
      CompiledKernel second = nvrtc.compile("scale.cu", SCALE);
      assertEquals(List.of(false, true), List.of(first.fromCache(), second.fromCache()));
      float[] x = {1, 2, 3, 4, 5};
      try (CudaModule module = second.load(cuda);
          DeviceTensor t = DeviceTensor.allocate(cuda, ElementType.FP32, Layout.parse("5:_1"));
          KernelArguments args = KernelArguments.builder().pointer(t).f32(2f).i32(5).build()) {
        t.upload(FloatTensor.of(x, Layout.parse("5:_1")));
        module.kernel("scale").launch(LaunchShape.of(1, 32, 0), stream, args);
        stream.synchronize();
        assertArrayEquals(new float[] {2, 4, 6, 8, 10}, t.download().data());
      }
    }
  }

  @Test
  void aSourceThatDoesNotCompileKeepsNvrtcsLog() {
    try (Cuda cuda = openOrSkip()) {
      NvrtcException e = assertThrows(NvrtcException.class, () -> KernelCompiler
          .forArch(cuda.computeCapability(), false).compile("broken.cu", "__global__ void k() { x; }"));
      assertEquals(true, e.log().contains("identifier \"x\" is undefined"), e.log());
    }
  }
}
