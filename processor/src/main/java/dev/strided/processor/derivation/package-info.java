/**
 * Derivation: the rules that relate a layout to other layouts, {@code of} (the core's algebra on
 * symbolic leaves) and {@code require} (conditions over the layouts in scope). A
 * {@code LayoutRequest} enters with its siblings and the {@code LayoutDirectory} of other types; a
 * {@code CheckedLayout} leaves, written or derived, with the facts and requirements that
 * {@code of(...)} checks, or {@code LayoutRejected} with the one error.
 */
package dev.strided.processor.derivation;
