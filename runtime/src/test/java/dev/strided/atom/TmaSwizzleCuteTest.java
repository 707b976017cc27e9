package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TmaSwizzle} against CuTe C++ (g++, host only): for every GMMA shared-memory layout atom
 * (K and MN major, interleaved and 32-, 64-, 128-byte swizzled, every element type CuTe defines
 * them for), the TMA swizzle mode CuTe's {@code make_tma_copy} encodes for it,
 * {@code detail::get_tma_swizzle_bits(get_swizzle_portion(atom))}, equals the mode Strided derives
 * from the same atom's swizzle on element offsets.
 */
class TmaSwizzleCuteTest {
  @Test
  void everyGmmaAtomsModeIsCutes() throws Exception {
    List<String> names = Atoms.gmmaLayoutNames();
    StringBuilder program = new StringBuilder(String.join("\n",
        "#include <cute/tensor.hpp>",
        "#include <cute/atom/mma_traits_sm90_gmma.hpp>",
        "#include <cute/atom/copy_traits_sm90_tma.hpp>",
        "#include <cstdio>",
        "using namespace cute;",
        "int main() {", ""));
    StringBuilder java = new StringBuilder();
    for (String name : names) {
      program.append("  printf(\"%d\\n\", int(cute::detail::get_tma_swizzle_bits("
          + "get_swizzle_portion(" + name + "{}))));\n");
      String type = name.substring(name.indexOf('<') + 1, name.lastIndexOf('>'));
      ValueType value = Arrays.stream(ValueType.values())
          .filter(t -> t.cuteName().equals(type)).findFirst().orElseThrow();
      java.append(TmaSwizzle.of(Atoms.gmmaLayout(name).swizzle(), value).code()).append('\n');
    }
    program.append("}\n");
    String cxx;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      cxx = gpp.outputsOf(List.of(program.toString()), List.of()).get(0);
    }
    List<String> modes = new ArrayList<>(List.of(java.toString().split("\n")));
    assertEquals(names.size(), modes.size());
    assertEquals(cxx, java.toString(), "modes of " + names);
    // the four modes all occur: the comparison is not of a constant
    assertEquals(4, modes.stream().distinct().count());
  }
}
