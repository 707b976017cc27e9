/**
 * What every stage of the processor reports with: {@code Tag} (the bracketed kind of a message),
 * {@code Diagnostic} (one error or warning, anchored on the annotation attribute at fault) and
 * {@code LayoutRejected} (a stage's refusal, carrying its single error). Every stage may import
 * this package; it imports none of them.
 */
package dev.strided.processor.diagnostic;
