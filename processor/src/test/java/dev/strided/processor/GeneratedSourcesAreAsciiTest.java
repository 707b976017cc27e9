package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * From ASCII annotations the processor writes ASCII sources: javac reads a generated file in the
 * build's {@code -encoding}, where a character such as the sum sign of the cosize's description
 * may not map, and a non-Latin-1 character makes every string of the file's printing two bytes a
 * character. Covered: each kind of member description (static constants, a table left out for its
 * size, a factory's observers, a swizzle, a masked tile's {@code inBounds}).
 */
class GeneratedSourcesAreAsciiTest {
  @Test
  void everyGeneratedSourceIsAsciiWhenTheAnnotationsAre() throws IOException {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Small\", shape = \"(4,8)\")",
        "@Layout(name = \"Big\", shape = \"(32,32)\")",
        "@Layout(name = \"Named\", shape = \"(M,N)\", stride = \"(1,LD)\")",
        "@Layout(name = \"Blocked\", shape = \"((16,MB),(16,NB))\", stride = \"((16,256),(1,256*MB))\")",
        "@Layout(name = \"Swizzled\", of = \"Sw<3,3,3> o (8,64):(64,1)\")",
        "@Layout(name = \"Gmem\", shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR)",
        "@Layout(name = \"Tiles\", of = \"zipped_divide(Gmem, (BM,BN))\", masked = true)"));
    assertThat(c).succeeded();
    List<String> written = new ArrayList<>();
    for (JavaFileObject f : c.generatedSourceFiles()) {
      String text = f.getCharContent(true).toString();
      written.add(f.getName());
      String[] lines = text.split("\n", -1);
      for (int k = 0; k < lines.length; k++) {
        String line = lines[k];
        int number = k + 1;
        assertTrue(line.chars().allMatch(ch -> ch < 0x80),
            () -> f.getName() + " line " + number + " is not ASCII: " + line);
      }
    }
    assertEquals(7, written.size(), "one source per layout: " + written);
  }
}
