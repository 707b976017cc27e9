package dev.strided.cuda;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One shared library of NVIDIA's, found the way the dynamic loader finds it ({@code LD_LIBRARY_PATH},
 * the loader's cache) or in a CUDA toolkit's library folder ({@code CUDA_HOME}, {@code CUDA_PATH},
 * {@code /usr/local/cuda}), and downcall handles to its functions. Loaded once, for the life of the
 * process (the global arena): the driver cannot be unloaded safely while contexts exist.
 */
final class NativeLibrary {
  private static final Linker LINKER = Linker.nativeLinker();
  private final String name;
  private final SymbolLookup lookup;

  private NativeLibrary(String name, SymbolLookup lookup) {
    this.name = name;
    this.lookup = lookup;
  }

  /** The first of {@code fileNames} that loads, or empty; {@code what} names it in messages. */
  static Optional<NativeLibrary> find(String what, String... fileNames) {
    for (String file : fileNames) {
      for (String candidate : candidates(file)) {
        try {
          return Optional.of(new NativeLibrary(what + " (" + candidate + ")",
              SymbolLookup.libraryLookup(candidate, Arena.global())));
        } catch (IllegalArgumentException notThere) {
          // dlopen failed for this candidate: try the next one
        }
      }
    }
    return Optional.empty();
  }

  private static List<String> candidates(String file) {
    List<String> out = new ArrayList<>(List.of(file));
    for (String root : new String[] {System.getenv("CUDA_HOME"), System.getenv("CUDA_PATH"),
        "/usr/local/cuda"}) {
      if (root == null) {
        continue;
      }
      for (String lib : new String[] {"lib64", "lib", "targets/x86_64-linux/lib"}) {
        Path path = Path.of(root, lib, file);
        if (Files.exists(path)) {
          out.add(path.toString());
        }
      }
    }
    return out;
  }

  /** A downcall handle to {@code function}; a library without it is a {@link CudaUnavailableException}. */
  MethodHandle function(String function, FunctionDescriptor descriptor) {
    MemorySegment address = lookup.find(function).orElseThrow(() -> new CudaUnavailableException(
        name + " has no function " + function + "; it is older than this binding needs"));
    return LINKER.downcallHandle(address, descriptor);
  }

  @Override
  public String toString() {
    return name;
  }
}
