/**
 * Writing, for {@code -Astrided.cute=true}: the CuTe C++ header of a generated layout; for
 * {@code -Astrided.ascend=true}, its Ascend C Te header ({@code TeHeaderFile}). A
 * {@code LayoutModel} enters; its header text leaves (derived, divided and swizzled layouts
 * included), or the error that keeps it from being written (a name C++ reserves).
 */
package dev.strided.processor.writing.cute;
