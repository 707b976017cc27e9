/**
 * Hopper TMA copies named in a {@code @Layout}'s {@code copies}
 * ({@code "SM90_TMA_LOAD<bfloat16_t>(GmemA)"}): the shared-memory layout checked against the
 * global layout it is copied from or to by the runtime's one rule ({@code dev.strided.atom.TmaStage},
 * which {@code strided-cuda} applies at run time), names of the global strides decided from their
 * {@code assume} facts, and the layout's bytes against sm_90's shared memory; and a kernel's whole
 * shared memory ({@code @SharedMemory}: its TMA-copied tiles and barriers laid out by the runtime's
 * {@code dev.strided.atom.SharedMemoryStruct}) against the architecture's limit. Each mistake is one
 * {@code [strided:tma]} error on the attribute at fault.
 */
package dev.strided.processor.tma;
