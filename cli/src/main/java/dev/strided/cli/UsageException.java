package dev.strided.cli;

/** A command line that does not follow the usage; the message says what is wrong. */
final class UsageException extends Exception {
  private static final long serialVersionUID = 1L;

  UsageException(String message) {
    super(message);
  }
}
