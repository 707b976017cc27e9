/**
 * Reading: what javac hands the processor, read as it is written. An annotated type enters (and,
 * for derivations, the other types of a package); one {@code LayoutRequest} per {@code @Layout}
 * leaves, with the attribute values and source positions that anchor an error, or the attribute
 * not resolved yet, which defers the type to a later round.
 */
package dev.strided.processor.reading;
