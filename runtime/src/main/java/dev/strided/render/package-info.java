/**
 * Pictures of layouts: an SVG grid of indices ({@link dev.strided.render.LayoutSvg}), a standalone
 * HTML page with the picture and the layout's properties ({@link dev.strided.render.LayoutHtml}),
 * and the properties themselves ({@link dev.strided.render.LayoutProperties}).
 *
 * <pre>{@code
 * Layout l = Layout.parse("(4,8):(8,1)");
 * String svg = LayoutSvg.svg(l);          // one cell per coordinate, coloured by index mod 8
 * String page = LayoutHtml.html(l);       // the same picture plus size, cosize, injective, ...
 * // anything that maps (row, column) to an index, e.g. a swizzled layout:
 * String sw = LayoutSvg.svg(new IndexGrid("my swizzle", 8, 8, (i, j) -> i * 8 + (j ^ i)));
 * }</pre>
 *
 * <p>Output is deterministic (the same input gives the same bytes) and drawing is capped at
 * {@link dev.strided.render.IndexGrid#MAX_CELLS} cells.
 */
package dev.strided.render;
