/**
 * Checking: the rules that read one annotation on its own, one class per rule (limits, syntax and
 * names, rank and depth, extent, overflow, {@code assume}, the demanded properties, the generated
 * class name, the element types of the typed views, the warnings). A {@code LayoutRequest}
 * enters; a {@code CheckedLayout} leaves (parsed, congruent, within the limits, its facts
 * checked), or {@code LayoutRejected} with the first rule's one error.
 */
package dev.strided.processor.checking;
