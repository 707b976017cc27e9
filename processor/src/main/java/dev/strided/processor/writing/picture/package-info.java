/**
 * Writing, for {@code -Astrided.svg=true}: the SVG picture of a generated layout, drawn by the
 * runtime's renderer. A {@code LayoutModel} enters; the SVG document leaves, for static layouts of
 * rank 1 or 2 that the runtime can hold, and nothing for the others.
 */
package dev.strided.processor.writing.picture;
