package dev.strided.core;

/** What a {@link Decision} says about a condition on leaves. */
public enum Answer {
  /** The condition holds for every value the known facts allow. */
  YES,
  /** The condition fails for every value the known facts allow. */
  NO,
  /** The condition holds for some allowed values and fails for others. */
  DEPENDS
}
