package dev.strided.cuda;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * Compiles CUDA C++ with NVRTC for one GPU architecture and caches the cubin on disk by content: the
 * key is a SHA-256 of the source, the options, NVRTC's version and every file under the include
 * folders (path, size and modification time), so an edited header or another CUTLASS recompiles
 * and nothing else does. The include folders are typically the headers the processor emitted
 * ({@code -Astrided.cute=true}) and CUTLASS's {@code include}.
 *
 * <pre>{@code
 * KernelCompiler nvrtc = KernelCompiler.forArch(90, true)          // sm_90a
 *     .include(Path.of("build/classes/cute")).include(cutlassInclude)
 *     .cacheIn(Path.of(System.getProperty("user.home"), ".cache", "strided"));
 * CompiledKernel gemm = nvrtc.compile("gemm.cu", source);
 * try (CudaModule m = gemm.load(cuda)) { ... }
 * }</pre>
 */
public final class KernelCompiler {
  private final int arch;
  private final boolean archSpecific;
  private final List<Path> includes;
  private final List<String> options;
  private final Path cache;

  private KernelCompiler(int arch, boolean archSpecific, List<Path> includes, List<String> options,
      Path cache) {
    this.arch = arch;
    this.archSpecific = archSpecific;
    this.includes = List.copyOf(includes);
    this.options = List.copyOf(options);
    this.cache = cache;
  }

  /**
   * A compiler for compute capability {@code arch}.
   *
   * @param arch e.g. 90
   * @param archSpecific whether to use the architecture-specific features ({@code sm_90a}: wgmma,
   *     setmaxnreg), which run only on that exact compute capability
   * @return the compiler (C++17, NVRTC's default optimization), no cache
   */
  public static KernelCompiler forArch(int arch, boolean archSpecific) {
    return new KernelCompiler(arch, archSpecific, List.of(), List.of("-std=c++17"), null);
  }

  /** @return the target, e.g. {@code sm_90a} */
  public String target() {
    return "sm_" + arch + (archSpecific ? "a" : "");
  }

  /** @param folder an include folder @return a compiler that also searches it */
  public KernelCompiler include(Path folder) {
    List<Path> more = new ArrayList<>(includes);
    more.add(folder.toAbsolutePath());
    return new KernelCompiler(arch, archSpecific, more, options, cache);
  }

  /** @param option an NVRTC option, e.g. {@code -DNDEBUG} @return a compiler that also passes it */
  public KernelCompiler option(String option) {
    List<String> more = new ArrayList<>(options);
    more.add(option);
    return new KernelCompiler(arch, archSpecific, includes, more, cache);
  }

  /** @param folder where cubins are kept @return a compiler that caches there */
  public KernelCompiler cacheIn(Path folder) {
    return new KernelCompiler(arch, archSpecific, includes, options, folder);
  }

  /**
   * Compiles {@code source} (or reads the cached cubin).
   *
   * @param name the source's name in NVRTC's log
   * @param source CUDA C++
   * @return the cubin, whether it came from the cache, and the time taken
   * @throws NvrtcException with NVRTC's log if it does not compile
   * @throws CudaUnavailableException without NVRTC
   */
  public CompiledKernel compile(String name, String source) {
    long start = System.nanoTime();
    List<String> all = new ArrayList<>(options);
    all.add("--gpu-architecture=" + target());
    includes.forEach(p -> all.add("-I" + p));
    Nvrtc nvrtc = Nvrtc.get();
    Path cached = cache == null ? null
        : cache.resolve(key(source, all, nvrtc.version()) + "." + target() + ".cubin");
    try {
      if (cached != null && Files.exists(cached)) {
        return new CompiledKernel(Files.readAllBytes(cached), arch, archSpecific, true,
            System.nanoTime() - start);
      }
      byte[] cubin = nvrtc.compile(name, source, all);
      if (cached != null) {
        Files.createDirectories(cache);
        Path partial = Files.createTempFile(cache, "cubin", ".partial");
        Files.write(partial, cubin);
        Files.move(partial, cached, StandardCopyOption.ATOMIC_MOVE,
            StandardCopyOption.REPLACE_EXISTING);
      }
      return new CompiledKernel(cubin, arch, archSpecific, false, System.nanoTime() - start);
    } catch (IOException e) {
      throw new UncheckedIOException("the kernel cache " + cache + " could not be used", e);
    }
  }

  private String key(String source, List<String> all, int nvrtcVersion) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update(source.getBytes(StandardCharsets.UTF_8));
      sha.update(String.join("\n", all).getBytes(StandardCharsets.UTF_8));
      sha.update(Integer.toString(nvrtcVersion).getBytes(StandardCharsets.UTF_8));
      for (Path include : includes) {
        try (Stream<Path> files = Files.walk(include)) {
          for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
            sha.update((f + " " + Files.size(f) + " " + Files.getLastModifiedTime(f).toMillis())
                .getBytes(StandardCharsets.UTF_8));
          }
        }
      }
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    } catch (IOException e) {
      throw new UncheckedIOException("an include folder could not be read", e);
    }
  }
}
