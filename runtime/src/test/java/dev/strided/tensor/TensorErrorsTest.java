package dev.strided.tensor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.atom.ValueType;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every bad input to a tensor gets one IllegalArgumentException naming the values (and
 * IndexOutOfBoundsException from the checked accessors, naming the mode, as the checked index of a
 * layout).
 */
class TensorErrorsTest {
  private static final FloatTensor T = FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)"));
  private static final Tiler TILE = Tiler.parse("(_4,_2)");

  private static void refused(String expected, Executable call) {
    String message = assertThrows(IllegalArgumentException.class, call).getMessage();
    assertTrue(message.contains(expected), () -> "expected \"" + expected + "\" in: " + message);
  }

  private static void outOfRange(String expected, Executable call) {
    String message = assertThrows(IndexOutOfBoundsException.class, call).getMessage();
    assertEquals(expected, message);
  }

  @Test
  void constructionRefusesNullsAndLayoutsThatLeaveTheArray() {
    refused("the data array must not be null", () -> FloatTensor.of(null, Layout.parse("4")));
    refused("the layout must not be null", () -> FloatTensor.of(new float[4], null));
    refused("the layout must not be null", () -> FloatTensor.of(new float[4], 0,
        (SwizzledLayout) null));
    refused("the layout (4,3):(_1,4) at offset 0 reaches the elements 0 to 11, outside the "
        + "float[10] (indices 0 to 9)", () -> FloatTensor.of(new float[10], Layout.parse("(4,3)")));
    refused("at offset -1 reaches the elements -1 to 10, outside the float[20]",
        () -> FloatTensor.of(new float[20], -1, Layout.parse("(4,3)")));
    refused("the layout (4,2):(-1,4) at offset 2 reaches the elements -1 to 6",
        () -> FloatTensor.of(new float[20], 2, Layout.parse("(4,2):(-1,4)")));
    refused("Sw<3,4,3> o _0 o (8,64):(64,1) at offset 0 reaches the elements 0 to 511, outside the"
        + " float[100]", () -> FloatTensor.of(new float[100], 0,
            SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)")));
    refused("long[3] (indices 0 to 2)", () -> LongTensor.of(new long[3], Layout.parse("4")));
  }

  @Test
  void aValueTypeIsSaidOnceAndKeptByViewsAndLikes() {
    refused("the value type must not be null",
        () -> FloatTensor.allocate(Layout.parse("(4,2)")).holding(null));
    FloatTensor t = FloatTensor.allocate(Layout.parse("(4,2)")).holding(ValueType.BFLOAT16_T);
    assertEquals(Optional.of(ValueType.BFLOAT16_T), t.slice("(_,1)").valueType());
    assertEquals(Optional.of(ValueType.BFLOAT16_T), t.like().valueType());
    assertEquals(Optional.of(ValueType.HALF_T), t.like(ValueType.HALF_T).valueType());
    assertEquals(Optional.empty(), FloatTensor.allocate(Layout.parse("(4,2)")).valueType());
  }

  @Test
  void aNegativeStrideMayReachBelowTheOffsetInsideTheArray() {
    FloatTensor t = FloatTensor.of(new float[8], 3, Layout.parse("(4,2):(-1,4)"));
    t.set(3, 0, 5);
    assertEquals(5, t.data()[0]);
    assertEquals(3, FloatTensor.allocate(Layout.parse("(4,2):(-1,4)")).offset());
  }

  @Test
  void checkedAccessNamesTheModeAndItsExtent() {
    outOfRange("coordinate 64 of the layout (_8,_8):(_8,_1) is out of range: its size is 64",
        () -> T.checkedGet(64));
    outOfRange("coordinate 8 of mode 0 of (_8,_8):(_8,_1) is out of range: its extent is 8",
        () -> T.checkedGet(8, 0));
    outOfRange("coordinate 8 of mode (1) of (_8,_8):(_8,_1) is out of range: its extent is 8",
        () -> T.checkedGet(IntTuple.parse("(1,8)")));
    outOfRange("coordinate -1 of mode 1 of (_8,_8):(_8,_1) is out of range: its extent is 8",
        () -> T.checkedSet(0, -1, 1));
    outOfRange("coordinate 2 of mode 2 of (_2,_2,_2):(_1,_2,_4) is out of range: its extent is 2",
        () -> IntTensor.allocate(Layout.parse("(_2,_2,_2)")).checkedSet(0, 0, 2, 1));
  }

  /**
   * An unchecked access that leaves the array is the JVM's bare ArrayIndexOutOfBoundsException
   * unless rethrown: the coordinate, its mode and the extent are named (one IndexOutOfBounds
   * type with the checked accessors, so one catch serves both).
   */
  @Test
  void anUncheckedAccessOutsideTheArrayNamesTheCoordinateTheModeAndTheExtent() {
    outsideTheArray("coordinate 8 of mode 0 of (_8,_8):(_8,_1) is out of range: its extent is 8; "
        + "unchecked, the access reached element 64, outside the float[64] (indices 0 to 63)",
        () -> T.get(8, 0));
    FloatTensor columns = FloatTensor.allocate(Layout.parse("(_8,_8)"));
    outsideTheArray("coordinate 64 of the layout (_8,_8):(_1,_8) is out of range: its size is 64; "
        + "unchecked, the access reached element 64, outside the float[64] (indices 0 to 63)",
        () -> columns.set(64, 1));
    outsideTheArray("coordinate 9 of mode (0) of (_8,_8):(_8,_1) is out of range: its extent is 8;"
        + " unchecked, the access reached element 73, outside the float[64] (indices 0 to 63)",
        () -> T.get(IntTuple.parse("(9,1)")));
    DoubleTensor d = DoubleTensor.allocate(Layout.parse("(_2,_2,_2)"));
    outsideTheArray("coordinate 2 of mode 2 of (_2,_2,_2):(_1,_2,_4) is out of range: its extent "
        + "is 2; unchecked, the access reached element 8, outside the double[8] (indices 0 to 7)",
        () -> d.set(0, 0, 2, 1.0));
  }

  /**
   * Rows 5 to 9 of an 8-row tensor: the tile's coordinate (3,0) is row 8, inside the tile's shape
   * but past the array. checkedGet passes the mode checks and says that the tile overhangs.
   */
  @Test
  void anAccessIntoTheOverhangOfATileSaysTheTileOverhangs() {
    FloatTensor tile = T.localTile(Tiler.parse("(_5,_8)"), 1, 0);
    String overhang = "coordinate (3,0) is inside the shape (_5,_8) of the tensor (_5,_8):(_8,_1) "
        + "at offset 40, but its element 64 is outside the float[64] (indices 0 to 63): the tensor "
        + "is a tile that overhangs the array, as the last tile of a divide or localTile that does "
        + "not divide does; guard each access with an IdentityTensor's inBounds";
    outsideTheArray(overhang, () -> tile.checkedGet(3, 0));
    outsideTheArray(overhang, () -> tile.get(3, 0));
    outsideTheArray(overhang, () -> tile.checkedSet(IntTuple.parse("(3,0)"), 1));
    outsideTheArray(overhang.replace("(3,0)", "3"), () -> tile.checkedGet(3));   // 3 is (3,0)
    assertEquals(0, tile.get(2, 7));   // row 7, inside: no check on the fast path
  }

  private static void outsideTheArray(String expected, Executable call) {
    IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, call);
    assertEquals(IndexOutOfBoundsException.class, e.getClass());
    assertEquals(expected, e.getMessage());
  }

  @Test
  void aCoordinateOfTheWrongRankIsRefused() {
    refused("got 3 coordinates for (_8,_8):(_8,_1), which takes 2 (one per mode)",
        () -> T.checkedGet(0, 1, 2));
    refused("got 3 coordinates for (_8,_8):(_8,_1)", () -> T.get(1, 2, 3));
    refused("this coordinate has rank 3 but the mode it addresses is (_8,_8) (rank 2)",
        () -> T.slice("(_,_,1)"));
    refused("slice at (_,8 of the tensor (_8,_8):(_8,_1): \"(_,8\" at the end", () -> T.slice("(_,8"));
  }

  @Test
  void aTileCoordinateOutsideTheTilesIsRefused() {
    refused("localTile(tiler, int...) takes two or more coordinates, got 1",
        () -> T.localTile(TILE, 1));
    refused("the tile coordinate (2,_) is outside the tiles of ((_4,_2),(_2,_4)):((_8,_1),(_32,_2)):"
        + " its 2 addresses a mode of 2 tiles", () -> T.localTile(TILE, "(2,_)"));
    refused("the tile coordinate 8 is outside the tiles", () -> T.localTile(TILE, "8"));
    refused("the tile coordinate (1,1,1) does not fit the tiles", () -> T.localTile(TILE, 1, 1, 1));
    refused("its (1,1) addresses the mode _2 of rank 1", () -> T.localTile(TILE, "((1,1),0)"));
    refused("the tile coordinate: \"(1,\" at the end", () -> T.localTile(TILE, "(1,"));
  }

  @Test
  void aTilerThatDoesNotFitIsRefusedWithTheView() {
    refused("localTile by (_4,_2,_2) at (1,1) of the tensor (_8,_8):(_8,_1): the tiler (_4,_2,_2)"
        + " has 3 modes, more than the rank 2 of the tensor: for a CTA tiler of more modes (such as"
        + " (BLK_M,BLK_N,BLK_K) on an (M,K) operand) pass a Step that drops the others, localTile("
        + "tiler, \"(1,0,_)\", Step.of(Step._1, Step.X, Step._1)), CuTe's local_tile(t, tiler, "
        + "make_coord(1,0,_), Step<_1,X,_1>{})", () -> T.localTile(Tiler.parse("(_4,_2,_2)"), 1, 1));
    refused("zippedDivide by (_4,_2,_2) of the tensor (_8,_8):(_8,_1)",
        () -> T.zippedDivide(Tiler.parse("(_4,_2,_2)")));
    refused("compose with null of the tensor (_8,_8):(_8,_1)", () -> T.compose(null));
    refused("zippedDivide by _32:_1 of the tensor (_5,_6):(_1,_64): logical divide (_5,_6):(_1,_64)"
        + " / _32:_1: composition (_5,_6):(_1,_64) o (_32,_1):(_1,_0): the shape divisibility "
        + "condition fails", () -> FloatTensor.allocate(Layout.parse("(_5,_6):(_1,_64)"))
            .zippedDivide(Layout.parse("_32:_1")));
  }

  @Test
  void aThreadOutsideTheThreadLayoutIsRefused() {
    refused("thread 8 is outside the thread layout (_2,_4):(_4,_1) of 8 threads (0 to 7)",
        () -> T.localPartition(Layout.parse("(_2,_4):(_4,_1)"), 8));
    refused("thread -1 is outside the thread layout",
        () -> T.localPartition(Layout.parse("(_2,_4)"), -1));
    refused("the thread layout (_2,_2):(_1,_4) is not compact",
        () -> T.localPartition(Layout.parse("(_2,_2):(_1,_4)"), 1));
    refused("the thread layout must not be null", () -> T.localPartition(null, 1));
    refused("thread 4 is outside the thread-value layout (_4,_16):(_16,_1) of 4 threads (0 to 3)",
        () -> T.partition(Layout.parse("(_4,_16):(_16,_1)"), 4));
  }

  @Test
  void aThreadValueLayoutMustHaveTwoModesInsideTheTensor() {
    refused("a thread-value layout has the two modes (thread, value); (_4,_2,_2):(_1,_4,_8) has 3",
        () -> T.partition(Layout.parse("(_4,_2,_2)"), 1));
    refused("the thread-value layout (_4,_32):(_32,_1) reaches the elements 0 to 127, outside the "
        + "64 elements of the tensor", () -> T.partition(Layout.parse("(_4,_32):(_32,_1)"), 1));
    refused("the thread-value layout must not be null", () -> T.partition(null, 1));
  }

  @Test
  void copyToNeedsADestinationOfTheSameSize() {
    refused("copyTo needs a destination of the same size: this tensor (_8,_8):(_8,_1) has 64 "
        + "elements, the destination 8:_1 has 8", () -> T.copyTo(FloatTensor.allocate(
            Layout.parse("8"))));
    refused("the destination is null", () -> T.copyTo(null));
  }

  @Test
  void aSwizzledTensorHasNoPlainLayout() {
    FloatTensor s = FloatTensor.of(new float[512], 0,
        SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)"));
    IllegalStateException e = assertThrows(IllegalStateException.class, s::layout);
    assertEquals("the tensor's layout Sw<3,4,3> o _0 o (8,64):(64,1) is swizzled: use "
        + "swizzledLayout()", e.getMessage());
    assertEquals("Sw<3,4,3> o _0 o (8,64):(64,1)", s.swizzledLayout().toString());
  }

  @Test
  void anIdentityTensorRefusesWhatItCannotRepresent() {
    refused("the shape of an identity tensor must not be null", () -> IdentityTensor.of(null));
    refused("the identity tensor of shape (1024,1024,1024) is too large for its views: its "
        + "coordinates take 33 bits", () -> IdentityTensor.of(IntTuple.parse("(1024,1024,1024)")));
    refused("of the identity layout (_4,_4):(_1@0,_1@1) reaches coordinates too large to tell its 2 "
        + "leaves apart", () -> IdentityTensor.of(IntTuple.parse("(_4,_4)"))
            .compose(Tiler.parse("(_2:_32768,_)")));
    refused("the integer form of the identity layout (_5,_6):(_1@0,_1@1)", () -> IdentityTensor
        .of(IntTuple.parse("(_5,_6)")).logicalDivide(Layout.parse("_4:_1")));
  }

  @Test
  void cuteCoordinateTextWithUnderscoreGoesThroughTheStepForm() {
    // local_tile(A, (32,8,4), make_coord(1,0,_), Step<_1,X,_1>{}) on (64,16): the IntTuple form's
    FloatTensor a = FloatTensor.allocate(Layout.parse("(_64,_16)"));
    Step mk = Step.of(Step._1, Step.X, Step._1);
    FloatTensor typed = a.localTile(Tiler.of(32, 8, 4),
        IntTuple.of(IntTuple.of(1), IntTuple.of(0),
            IntTuple.ALL), mk);
    FloatTensor text = a.localTile(Tiler.of(32, 8, 4), "(1,0,_)", mk);
    assertEquals(typed.layout(), text.layout());
    assertEquals(32, text.offset());
    refused("read a slice or tile coordinate such as (3,1,_) with IntTuple.parseCoordinate",
        () -> IntTuple.parse("(3,1,_)"));
  }
}
