package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * CuTe's vocabulary evaluated by enumeration on seeded random layouts: {@code flatten} and
 * {@code group} keep the index of every coordinate; {@code take} and {@code select} are the
 * layout's index with the other modes at 0; {@code append} and {@code prepend} add a mode whose
 * coordinate adds its own index; {@code compactLike} keeps the shape and is a bijection onto
 * {@code [0, size)} for an injective layout.
 */
class VocabularyLawsTest {
  @Test
  void theModeEditsAreTheLayoutsIndexByEnumeration() {
    long seed = System.nanoTime();
    Random r = new Random(seed);
    for (int trial = 0; trial < 300; trial++) {
      Layout a = RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.values()[r.nextInt(7)],
          r.nextBoolean());
      String id = "seed " + seed + ", " + a;
      int rank = a.shape().rank();
      Layout flat = a.flatten();
      for (int i = 0; i < a.size(); i++) {
        assertEquals(a.index(i), flat.index(i), id + " flatten at " + i);
      }
      if (rank >= 2) {
        Layout grouped = a.group(0, 2);
        for (int i = 0; i < a.size(); i++) {
          assertEquals(a.index(i), grouped.index(i), id + " group at " + i);
        }
        int m = r.nextInt(rank);
        Layout one = a.select(m);
        Layout first = a.take(0, 1);
        int[] sizes = new int[rank];
        for (int k = 0; k < rank; k++) {
          sizes[k] = a.shape().get(k).size();
        }
        for (int c = 0; c < sizes[m]; c++) {
          int stride = 1;
          for (int k = 0; k < m; k++) {
            stride *= sizes[k];
          }
          assertEquals(a.index(c * stride), one.index(c), id + " select " + m + " at " + c);
        }
        for (int c = 0; c < sizes[0]; c++) {
          assertEquals(a.index(c), first.index(c), id + " take(0,1) at " + c);
        }
      }
      Layout extra = Layout.parse("_3:_1000");
      Layout appended = a.append(extra);
      Layout prepended = a.prepend(extra);
      for (int c = 0; c < 3; c++) {
        for (int i = 0; i < a.size(); i++) {
          assertEquals(a.index(i) + 1000 * c, appended.index(i + c * a.size()), id + " append");
          assertEquals(a.index(i) + 1000 * c, prepended.index(c + 3 * i), id + " prepend");
        }
      }
      java.util.Set<Integer> image = new java.util.HashSet<>();
      for (int i = 0; i < a.size(); i++) {
        image.add(a.index(i));
      }
      if (image.size() < a.size()) {
        continue;   // a repeated index (a stride 0, or strides that tie): CuTe keeps those as they are
      }
      Layout like = a.compactLike();
      assertEquals(a.shape().toString().replace("_", ""),
          like.shape().toString().replace("_", ""), id + " compactLike shape");
      boolean[] seen = new boolean[a.size()];
      for (int i = 0; i < a.size(); i++) {
        int k = like.index(i);
        assertTrue(k >= 0 && k < a.size() && !seen[k], id + " compactLike at " + i);
        seen[k] = true;
      }
    }
  }
}
