/**
 * The {@code @Layout} annotation processor. {@code LayoutProcessor} (rounds, deferral, never a
 * thrown exception) runs each annotation through the stages, one package each and in this order:
 * {@code reading}, {@code checking}, {@code derivation}, {@code planning}, {@code writing}, with
 * {@code model} holding the values they hand on ({@code LayoutPipeline} is the part without
 * javac). This package also holds what every stage reports with: {@code Tag}, {@code Diagnostic}
 * and {@code LayoutRejected}.
 */
package dev.strided.processor;
