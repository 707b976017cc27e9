package dev.strided;

import dev.strided.core.Trees;
import java.util.List;

/**
 * How the core reads an {@link IntTuple} without copying it: its leaves are its {@link IntTuple.Int}s.
 *
 * <pre>{@code
 * Congruence.leaves(IntTupleTrees.INSTANCE, IntTuple.parse("(2,(3,4))"), IntTuple.parse("(1,(2,6))"));
 * // 3
 * }</pre>
 */
enum IntTupleTrees implements Trees<IntTuple, IntTuple.Int> {
  INSTANCE;

  @Override
  public boolean isLeaf(IntTuple tree) {
    return tree instanceof IntTuple.Int;
  }

  @Override
  public IntTuple.Int leaf(IntTuple tree) {
    return (IntTuple.Int) tree;
  }

  @Override
  public List<IntTuple> elements(IntTuple tuple) {
    return ((IntTuple.Tuple) tuple).elements();
  }

  @Override
  public IntTuple ofLeaf(IntTuple.Int leaf) {
    return leaf;
  }

  @Override
  public IntTuple tuple(List<IntTuple> elements) {
    return new IntTuple.Tuple(elements);
  }
}
