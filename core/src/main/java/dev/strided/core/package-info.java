/**
 * Internal, not API: the one implementation of layout semantics that the runtime and the annotation
 * processor share.
 *
 * <p>The notation parser and its syntax tree, the leaf arithmetic ({@link dev.strided.core.Arithmetic}
 * with its yes / no / depends-on-the-names {@link dev.strided.core.Decision}s) and every rule of layout
 * semantics written once over it ({@link dev.strided.core.Domain}). The runtime instantiates it on
 * values ({@code dev.strided.IntTuple}); the processor on symbolic leaves (a coefficient times names,
 * with the facts known about the names). Nothing here is a supported API: users call
 * {@code dev.strided.Layout}; the processor jar carries this package relocated.
 */
package dev.strided.core;
