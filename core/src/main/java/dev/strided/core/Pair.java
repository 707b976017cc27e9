package dev.strided.core;

/**
 * A layout under construction: a shape tree and a stride tree of the client's type. The algebra
 * works on these and the client checks the final one once (the runtime builds its {@code Layout}).
 *
 * <pre>{@code
 * Pair<Tree<Long>> p = new Pair<>(new Tree.Leaf<>(4L), new Tree.Leaf<>(2L));   // 4:2
 * }</pre>
 *
 * @param shape the extents
 * @param stride congruent with {@code shape}
 * @param <T> the tree type
 */
public record Pair<T>(T shape, T stride) {}
