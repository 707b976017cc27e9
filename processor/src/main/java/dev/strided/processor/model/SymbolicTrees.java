package dev.strided.processor.model;

import dev.strided.core.Trees;
import java.util.List;

/**
 * How the core reads a {@link SymbolicTuple} without copying it. Its leaves are the
 * {@link SymbolicTuple.Leaf} nodes themselves, so a leaf the core hands back keeps its position in
 * the text; a tuple built here ({@link #tuple}) comes from no text: its position is 0.
 *
 * <pre>{@code
 * Congruence.find(SymbolicTrees.INSTANCE, shape, stride);  // the first rank or depth mismatch
 * }</pre>
 */
public enum SymbolicTrees implements Trees<SymbolicTuple, SymbolicTuple.Leaf> {
  INSTANCE;

  @Override
  public boolean isLeaf(SymbolicTuple tree) {
    return tree instanceof SymbolicTuple.Leaf;
  }

  @Override
  public SymbolicTuple.Leaf leaf(SymbolicTuple tree) {
    return (SymbolicTuple.Leaf) tree;
  }

  @Override
  public List<SymbolicTuple> elements(SymbolicTuple tuple) {
    return ((SymbolicTuple.Node) tuple).elements();
  }

  @Override
  public SymbolicTuple ofLeaf(SymbolicTuple.Leaf leaf) {
    return leaf;
  }

  @Override
  public SymbolicTuple tuple(List<SymbolicTuple> elements) {
    return new SymbolicTuple.Node(elements, 0);
  }
}
