/**
 * Ascend C's Cube rules ({@code @AscendCube}): reading the annotation, the formats each Cube buffer
 * takes per chip, C0 against the element type, and conversions proven by the core's
 * {@code FrameConversion}; each mistake one {@code [strided:ascend]} error on the attribute at
 * fault.
 */
package dev.strided.processor.ascend;
