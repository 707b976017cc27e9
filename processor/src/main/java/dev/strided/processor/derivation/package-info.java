/**
 * Derivation: the layout an annotation gives, made before anything is checked: a written layout
 * read (limits on the text, syntax and names, rank and depth, extent, the stride filled in, the
 * {@code assume} facts) or {@code of} derived (the core's algebra on symbolic leaves, over the
 * layouts it refers to). A {@code LayoutRequest} enters with its siblings and the
 * {@code LayoutDirectory} of other types; a {@code CheckedLayout} leaves for checking, or
 * {@code LayoutRejected} with the one error.
 */
package dev.strided.processor.derivation;
