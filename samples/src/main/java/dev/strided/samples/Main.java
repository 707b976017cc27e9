package dev.strided.samples;

/** Entry point of the samples: runs each sample and prints a short report. */
public final class Main {
  private Main() {}

  /**
   * Runs the samples.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    System.out.println("Strided samples");
  }
}
