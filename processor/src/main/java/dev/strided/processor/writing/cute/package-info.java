/**
 * Writing, for {@code -Astrided.cute=true}: the CuTe C++ header of a generated layout. A
 * {@code LayoutModel} enters; its header text leaves, or the error or warning that keeps it from
 * being written (a name C++ reserves, a swizzle or divided names this version does not write).
 */
package dev.strided.processor.writing.cute;
