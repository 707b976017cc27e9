/**
 * Writing: prints the generated Java class with JavaPoet and decides nothing. A {@code LayoutModel}
 * enters; a {@code JavaFile} leaves, with the annotated type as its only originating element. The
 * other outputs are in {@code writing.cute} (CuTe C++ headers) and {@code writing.picture} (SVG).
 */
package dev.strided.processor.writing;
