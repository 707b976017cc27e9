package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One failing compilation per error tag and message shape: the tag, the text, the file and the line
 * of the attribute at fault, and exactly one error.
 */
class ErrorMessagesTest {
  private static void assertError(JavaFileObject source, int line, String... texts) {
    Compilation c = Compile.withProcessor(source);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    for (String text : texts) {
      assertThat(c).hadErrorContaining(text).inFile(source).onLine(line);
    }
  }

  @Test
  void syntaxInShapeShowsCaret() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,(3,4)\",", "    stride = \"(1,(2,6))\")"),
        4, "[strided:syntax] shape \"(2,(3,4)\" does not parse: expected ',' or ')' (unclosed '(' "
            + "at offset 0).\n    (2,(3,4)\n            ^");
  }

  @Test
  void syntaxInStrideIsAnchoredOnStride() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,3)\",", "    stride = \"(1,#)\")"),
        5, "[strided:syntax] stride \"(1,#)\" does not parse: expected a number, a name or '(' but "
            + "found '#'.\n    (1,#)\n       ^");
  }

  @Test
  void loneUnderscoreIsSyntax() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,_)\")"), 4,
        "[strided:syntax] shape \"(2,_)\" does not parse: '_' alone is not a value");
  }

  @Test
  void rankShowsPathAndBothSides() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,(3,4))\",",
            "    stride = \"(1,(2,6,9))\")"), 5,
        "[strided:rank] shape and stride differ in rank at mode (1): shape (3,4) has rank 2 but "
            + "stride (2,6,9) has rank 3.\n    shape:  (2,(3,4))\n    stride: (1,(2,6,9))");
  }

  @Test
  void depthShowsPathAndBothSides() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,(3,4))\",", "    stride = \"(1,2)\")"),
        5, "[strided:depth] shape and stride differ in depth at mode (1): shape has the tuple "
            + "(3,4) where stride has the integer 2.");
  }

  @Test
  void extentShowsLeafAndPath() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,(3,0))\",",
            "    stride = \"(1,(2,6))\")"), 4,
        "[strided:extent] shape \"(2,(3,0))\" has extent 0 at mode (1,1), which is below 1; every "
            + "extent must be at least 1.\n    (2,(3,0))\n          ^");
  }

  @Test
  void dynamicExtentWithNegativeCoefficient() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,-1*M)\")"), 4,
        "[strided:extent] shape \"(2,-1*M)\" has extent -M at mode (1), which is below 1 for "
            + "every value of M");
  }

  @Test
  void overflowOfStaticSize() {
    assertError(Compile.tile("@Layout(", "    shape = \"(65536,65536)\")"), 4,
        "[strided:overflow] the size of layout (65536,65536):(1,65536) is 4294967296, which does "
            + "not fit in int; use indexType = LONG or smaller extents or strides.");
  }

  @Test
  void overflowOfCosizeIsAnchoredOnStride() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,3)\",",
            "    stride = \"(1,1073741824)\")"), 5,
        "[strided:overflow] the cosize of layout (2,3):(1,1073741824) is 2147483650, which does "
            + "not fit in int");
  }

  @Test
  void overflowOfOneValueShowsCaret() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,3)\",",
            "    stride = \"(1,3000000000)\")"), 5,
        "[strided:overflow] the value 3000000000 at mode (1) of stride does not fit in int; use "
            + "indexType = LONG.\n    (1,3000000000)\n       ^");
  }

  @Test
  void overflowWithNamesUsesTheLowerBound() {
    assertError(Compile.tile("@Layout(", "    shape = \"(M,65536,65536)\")"), 4,
        "[strided:overflow] the size of layout (M,65536,65536):(1,M,65536*M) is at least "
            + "4294967296 (when every name is 1), which does not fit in int");
  }

  @Test
  void overflowOfLongLayout() {
    assertError(Compile.tile("@Layout(", "    indexType = Layout.IndexType.LONG,",
            "    shape = \"(4294967296,4294967296)\")"), 5,
        "[strided:overflow] the size of layout (4294967296,4294967296):(1,4294967296) exceeds "
            + "the range of long, so it does not fit in long.");
  }

  @Test
  void keywordAsDynamicName() {
    assertError(Compile.tile("@Layout(", "    shape = \"(M,int)\")"), 4,
        "[strided:name] the name 'int' in shape is a Java keyword, so it cannot be a parameter "
            + "of the generated factory.\n    (M,int)\n       ^");
  }

  @Test
  void reservedDynamicName() {
    assertError(Compile.tile("@Layout(", "    shape = \"(M,N)\",", "    stride = \"(1,c0)\")"), 5,
        "[strided:name] the name 'c0' in stride is reserved");
  }

  @Test
  void badGeneratedName() {
    assertError(Compile.tile("@Layout(", "    name = \"9Lives\",", "    shape = \"(2,3)\")"), 4,
        "[strided:name] name \"9Lives\" is not a valid Java class name.");
  }

  @Test
  void repeatedWithoutName() {
    assertError(Compile.tile("@Layout(name = \"A\", shape = \"(2,3)\")",
            "@Layout(shape = \"(4,5)\")"), 4,
        "[strided:name] @Layout is repeated on com.acme.Tile, so each one needs a name = \"...\" "
            + "for its generated class; this one has none.");
  }

  @Test
  void duplicateGeneratedName() {
    assertError(Compile.tile("@Layout(name = \"A\", shape = \"(2,3)\")",
            "@Layout(", "    name = \"A\",", "    shape = \"(4,5)\")"), 5,
        "[strided:name] the generated class com.acme.A is already generated by another @Layout; "
            + "give this one a different name.");
  }

  @Test
  void clashWithASourceType() {
    assertError(Compile.tile("@Layout(", "    name = \"Tile\",", "    shape = \"(2,3)\")"), 4,
        "[strided:name] the generated class com.acme.Tile would clash with the type "
            + "com.acme.Tile declared in the sources; give the @Layout a different name.");
  }

  @Test
  void injectiveShowsTwoCoordinates() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,(2,3))\",",
            "    stride = \"(1,(1,2))\",", "    injective = true)"), 5,
        "[strided:injective] layout (2,(2,3)):(1,(1,2)) is not injective: coordinates (1,(0,0)) "
            + "and (0,(1,0)) both map to index 1.");
  }

  @Test
  void compactShowsFirstMissingIndex() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2,3)\",", "    stride = \"(1,4)\",",
            "    compact = true)"), 5,
        "[strided:compact] layout (2,3):(1,4) is not compact: index 2 is never reached, but a "
            + "compact layout of size 6 reaches exactly 0..5.");
  }

  @Test
  void injectiveWithNamesGivesABindingThatFails() {
    assertError(Compile.tile("@Layout(", "    shape = \"(M,N)\",", "    stride = \"(1,1)\",",
            "    injective = true)"), 5,
        "[strided:injective] layout (M,N):(1,1) is not injective when M = 2, N = 2: coordinates "
            + "(1,0) and (0,1) both map to index 1.");
  }

  @Test
  void injectiveWithNamesThatCannotBeProven() {
    assertError(Compile.tile("@Layout(", "    shape = \"(M,N)\",", "    stride = \"(1,ld)\",",
            "    injective = true)"), 5,
        "[strided:injective] cannot prove that layout (M,N):(1,ld) is injective for every value "
            + "of M, N, ld: the processor proves it only when the strides, taken in some order, "
            + "each reach the span of the leaves before them (as (M,N):(1,M) or (M,N):(1,2*M)), "
            + "and small values of the names gave no counterexample.");
  }

  @Test
  void compactOfABigStaticLayoutNamesTheMissingIndex() {
    assertError(Compile.tile("@Layout(", "    shape = \"(2048,1024)\",",
            "    stride = \"(1,4096)\",", "    compact = true)"), 5,
        "[strided:compact] layout (2048,1024):(1,4096) is not compact: index 2048 is never "
            + "reached, but a compact layout of size 2097152 reaches exactly 0..2097151.");
  }

  @Test
  void injectiveOfABigStaticLayoutCanBeUndecidable() {
    assertError(Compile.tile("@Layout(", "    shape = \"(1024,2048)\",",
            "    stride = \"(3,2)\",", "    injective = true)"), 5,
        "[strided:injective] cannot decide whether layout (1024,2048):(3,2) is injective: its "
            + "size 2097152 exceeds the 1048576 coordinates the processor enumerates");
  }
}
