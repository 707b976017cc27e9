/**
 * The {@code @Layout} annotation processor. {@code LayoutProcessor} (rounds, deferral, never a
 * thrown exception) hands each annotation that {@code reading} found to {@code LayoutPipeline},
 * whose one ordered list runs the stages: the name claim and every check in {@code checking}
 * (derived layouts are computed by {@code derivation} on the way, and checked as written ones
 * are), then {@code planning} and {@code writing}. {@code model} holds the values they hand on,
 * the checked layout with what checking proved among them; {@code diagnostic} is what every stage
 * reports with. This package imports the stages; no stage imports it.
 */
package dev.strided.processor;
