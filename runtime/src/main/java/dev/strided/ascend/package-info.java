/**
 * Ascend C's {@code tensor_api} ({@code AscendC::Te}) semantics where they differ from CuTe's, over
 * the runtime's {@link dev.strided.Layout}: {@link dev.strided.ascend.Te}. Te's frame formats by
 * name ({@code NZ<half_t>(m,n)}) are layouts of {@link dev.strided.Layout#derive}.
 */
package dev.strided.ascend;
