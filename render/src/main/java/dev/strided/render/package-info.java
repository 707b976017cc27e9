/**
 * Pictures of layouts: an SVG grid of indices ({@link dev.strided.render.LayoutSvg}) with nested
 * coordinates in the headers, sub-mode boundaries and a map of the index range that marks every
 * hole; a standalone HTML page with the picture, the layout's properties and what they mean
 * ({@link dev.strided.render.LayoutHtml}); and the properties themselves
 * ({@link dev.strided.render.LayoutProperties}).
 *
 * <pre>{@code
 * Layout l = Layout.parse("((2,2),(2,4)):((1,4),(2,16))");
 * String svg = LayoutSvg.svg(l);          // 32 cells; indices 0..55, the 24 holes hatched
 * String page = LayoutHtml.html(l);       // the same picture plus cosize, capacity, ... in words
 * String sw = LayoutHtml.html(SwizzledLayout.parse("Sw<3,0,3> o _0 o (8,8):(8,1)"));
 * // anything that maps (row, column) to an index:
 * String xor = LayoutSvg.svg(new IndexGrid("my swizzle", 8, 8, (i, j) -> i * 8 + (j ^ i)));
 * }</pre>
 *
 * <p>Output is deterministic (the same input gives the same bytes). Limits, checked before any work
 * proportional to the size: a picture has at most {@link dev.strided.render.IndexGrid#MAX_CELLS}
 * cells; its index map is drawn square by square for ranges of at most 4096 indices and stated in
 * words beyond.
 */
package dev.strided.render;
