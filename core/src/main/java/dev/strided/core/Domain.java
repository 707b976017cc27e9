package dev.strided.core;

/**
 * Trees and their leaf arithmetic together: what every algorithm of the core takes as its first
 * argument, {@code static <T, L> ... op(Domain<T, L> dom, ...)}. Exactly one implementation per side
 * is loaded (the runtime's over {@code IntTuple}, the processor's over symbolic trees), so the calls
 * stay monomorphic.
 *
 * @param <T> the tree type
 * @param <L> the leaf type
 */
public interface Domain<T, L> extends Trees<T, L>, Arithmetic<L> {}
