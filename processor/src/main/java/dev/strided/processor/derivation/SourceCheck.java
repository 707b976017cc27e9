package dev.strided.processor.derivation;

import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.CheckedLayout;

/**
 * What a layout must meet before a derivation or a condition may use it: checking's rules, handed
 * in by the driver (derivation runs before checking, so it names none of checking's classes).
 *
 * <pre>{@code
 * DerivedLayouts.writtenOrDerived(request, siblings, directory, LayoutChecks::check);
 * }</pre>
 */
@FunctionalInterface
public interface SourceCheck {
  /**
   * Checks a layout that another one uses.
   *
   * @param layout the written or derived layout
   * @throws LayoutRejected with its first fault
   */
  void check(CheckedLayout layout) throws LayoutRejected;
}
