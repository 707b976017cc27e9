package dev.strided.tensor;

import dev.strided.IntTuple;

/**
 * CuTe's {@code make_identity_tensor(shape)}: a tensor whose element is its own coordinate in
 * {@code shape}, with the views of every tensor. A view of it holds the coordinates its elements
 * have in the original shape, so {@link #inBounds} tells the overhang of a tile that does not
 * divide the shape (CuTe's predication by {@code elem_less}).
 *
 * <pre>{@code
 * IdentityTensor c = IdentityTensor.of(IntTuple.parse("(5,6)"));
 * IdentityTensor tile = c.localTile(Tiler.parse("(_4,_4)"), 1, 1);
 * tile.get(0, 1);        // (4,5)
 * tile.inBounds(1);      // false: (5,4) is outside (5,6)
 * }</pre>
 *
 * <p>Its layout's strides are CuTe's basis elements ({@code _1@0}); views of it are computed with
 * integer layouts that give each coordinate leaf its own bits of an int, so a view whose coordinates
 * grow past them is refused (about {@code 30 / leaves} bits per leaf, counting the shape's own).
 * Immutable.
 */
public final class IdentityTensor extends TensorViews<IdentityTensor, IdentityLayout> {

  private IdentityTensor(IdentityLayout at) {
    super(at);
  }

  /**
   * The identity tensor of {@code shape}.
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(_2,(_3,_2))")).toString();
   * // ArithTuple(_0,(_0,_0)) o (_2,(_3,_2)):(_1@0,(_1@0@1,_1@1@1))}</pre>
   *
   * @throws IllegalArgumentException if the shape is null, or its coordinates take more than
   *     {@code 30 - 2 * leaves} bits
   */
  public static IdentityTensor of(IntTuple shape) {
    return new IdentityTensor(IdentityLayout.of(shape));
  }

  /**
   * The coordinate at a 1-D index.
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(2,3)")).get(3);   // (1,1)}</pre>
   */
  public IntTuple get(int i) {
    return at.element(i);
  }

  /**
   * The coordinate at one coordinate per mode (or per leaf).
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(2,3)")).slice("(_,2)").get(1);   // (1,2)}</pre>
   */
  public IntTuple get(int c0, int c1) {
    return at.element(new int[] {c0, c1});
  }

  /**
   * The coordinate at three coordinates (one per mode or per leaf).
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(2,3,4)")).get(1, 2, 3);   // (1,2,3)}</pre>
   */
  public IntTuple get(int c0, int c1, int c2) {
    return at.element(new int[] {c0, c1, c2});
  }

  /**
   * The coordinate at a hierarchical coordinate.
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(2,(3,4))")).get(IntTuple.parse("(1,5)"));   // (1,(2,1))}</pre>
   */
  public IntTuple get(IntTuple coord) {
    return at.element(coord);
  }

  /**
   * CuTe's {@code elem_less(tensor(i), shape)}: whether element {@code i}'s coordinate lies inside
   * the original shape (each leaf below its extent).
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(5,6)")).localTile(Tiler.parse("(_4,_4)"), 1, 0).inBounds(1);   // false}</pre>
   */
  public boolean inBounds(int i) {
    return at.inBounds(i);
  }

  /**
   * The shape the coordinates belong to (the original identity tensor's, for every view).
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(5,6)")).slice("(_,2)").bounds();   // (5,6)}</pre>
   */
  public IntTuple bounds() {
    return at.bounds();
  }

  /**
   * Where the view starts: CuTe's {@code ArithTuple}, the coordinate its layout is added to.
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(_8,_8)")).localTile(Tiler.parse("(_4,_4)"), 1, 0).origin();   // (4,0)}</pre>
   */
  public IntTuple origin() {
    return at.origin();
  }

  @Override
  IdentityTensor view(IdentityLayout next) {
    return new IdentityTensor(next);
  }

  /** CuTe prints an {@code int} element as {@code %5d}, any other as two spaces and its form. */
  @Override
  String elementText(int[] modeCoords) {
    IntTuple c = at.element(modeCoords);
    return c instanceof IntTuple.Int i && !i.isStatic() ? ElementText.of(i.value()) : "  " + c;
  }

  /**
   * CuTe's {@code print(tensor)}: the origin and the layout with basis strides.
   *
   * <pre>{@code IdentityTensor.of(IntTuple.parse("(5,_6)")).toString();   // ArithTuple(_0,_0) o (5,_6):(_1@0,_1@1)}</pre>
   */
  @Override
  public String toString() {
    return at.toString();
  }
}
