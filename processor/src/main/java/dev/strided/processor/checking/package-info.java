/**
 * Checking: the rules every layout meets once derivation has made it, one class per rule (the
 * limits on the generated class, overflow, the demanded properties, {@code require}, the generated
 * class name, the element types of the typed views, the warnings, the C++ names). A
 * {@code CheckedLayout} enters, written or derived; it leaves with what was proven, or
 * {@code LayoutRejected} with the first rule's one error. The rules of MMA and copy atoms and of
 * the shared memory they move are in {@code checking.atom}; neither uses the other.
 */
package dev.strided.processor.checking;
