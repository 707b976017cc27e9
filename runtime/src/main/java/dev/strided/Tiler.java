package dev.strided;

/**
 * What a layout can be divided by, composed with or multiplied by: a {@link Layout}, a shape (each
 * integer {@code n} meaning {@code n:1}), or a by-mode tuple of tilers with {@code _} to keep a mode.
 *
 * <pre>{@code
 * Tiler t = Layout.parse("4:1");   // a layout is a tiler
 * }</pre>
 */
public interface Tiler {}
