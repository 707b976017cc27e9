/**
 * Hopper TMA copies named in a {@code @Layout}'s {@code copies}
 * ({@code "SM90_TMA_LOAD<bfloat16_t>(GmemA)"}): the shared-memory layout checked against the
 * global layout it is copied from or to by the runtime's one rule ({@code dev.strided.atom.TmaStage},
 * which {@code strided-cuda} applies at run time), names of the global strides decided from their
 * {@code assume} facts, and the layout's bytes against sm_90's shared memory; each mistake one
 * {@code [strided:tma]} error on {@code copies}.
 */
package dev.strided.processor.tma;
