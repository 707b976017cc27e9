/**
 * Planning: decides everything the generated class needs (constants, fields, the checks of
 * {@code of(...)}, the folded terms of every index overload), so that writing only prints. A
 * checked {@code CheckedLayout} enters; its {@code LayoutModel} leaves.
 */
package dev.strided.processor.planning;
