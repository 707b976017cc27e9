package dev.strided.cuda;

import dev.strided.atom.SharedMemoryLimit;

/**
 * Where and how wide a kernel runs: grid and block (x, y, z), thread-block cluster, and dynamic shared
 * memory in bytes. Checked against CUDA's limits when made, and against a GPU's in
 * {@link #checkFits(int)}.
 *
 * <pre>{@code
 * LaunchShape s = LaunchShape.of(132, 384, 197_632);   // 132 blocks of 384 threads
 * s.withCluster(2, 1, 1).clusterSize();               // 2
 * LaunchShape.persistent(1024, 132, 384, 0).gridX();  // 132: one block per SM
 * }</pre>
 *
 * @param gridX blocks along x
 * @param gridY blocks along y
 * @param gridZ blocks along z
 * @param blockX threads along x
 * @param blockY threads along y
 * @param blockZ threads along z
 * @param clusterX blocks per cluster along x
 * @param clusterY blocks per cluster along y
 * @param clusterZ blocks per cluster along z
 * @param sharedMemoryBytes dynamic shared memory per block
 */
public record LaunchShape(int gridX, int gridY, int gridZ, int blockX, int blockY, int blockZ,
    int clusterX, int clusterY, int clusterZ, int sharedMemoryBytes) {
  private static final int MAX_THREADS = 1024;
  private static final int MAX_PORTABLE_CLUSTER = 8;

  /** Checks every extent against CUDA's limits. */
  public LaunchShape {
    positive("grid", gridX, gridY, gridZ);
    positive("block", blockX, blockY, blockZ);
    positive("cluster", clusterX, clusterY, clusterZ);
    if ((long) blockX * blockY * blockZ > MAX_THREADS) {
      throw new IllegalArgumentException("a block of " + blockX + "x" + blockY + "x" + blockZ
          + " threads is over CUDA's " + MAX_THREADS);
    }
    if (gridX % clusterX != 0 || gridY % clusterY != 0 || gridZ % clusterZ != 0) {
      throw new IllegalArgumentException("the grid " + gridX + "x" + gridY + "x" + gridZ
          + " is not a whole number of clusters of " + clusterX + "x" + clusterY + "x" + clusterZ);
    }
    if ((long) clusterX * clusterY * clusterZ > MAX_PORTABLE_CLUSTER) {
      throw new IllegalArgumentException("a cluster of " + clusterX * clusterY * clusterZ
          + " blocks is over the portable " + MAX_PORTABLE_CLUSTER);
    }
    if (sharedMemoryBytes < 0) {
      throw new IllegalArgumentException("dynamic shared memory cannot be negative: "
          + sharedMemoryBytes);
    }
  }

  private static void positive(String what, int x, int y, int z) {
    if (x < 1 || y < 1 || z < 1) {
      throw new IllegalArgumentException("a " + what + " of " + x + "x" + y + "x" + z
          + " has an extent below 1");
    }
  }

  /**
   * A one-dimensional grid of one-dimensional blocks, no cluster.
   *
   * <pre>{@code LaunchShape.of(4, 128, 0).blockX();   // 128}</pre>
   *
   * @param blocks blocks
   * @param threads threads per block
   * @param sharedMemoryBytes dynamic shared memory per block
   * @return the shape
   */
  public static LaunchShape of(int blocks, int threads, int sharedMemoryBytes) {
    return new LaunchShape(blocks, 1, 1, threads, 1, 1, 1, 1, 1, sharedMemoryBytes);
  }

  /**
   * A persistent kernel's grid: one block per SM, or one per tile where there are fewer tiles.
   *
   * <pre>{@code LaunchShape.persistent(40, 132, 256, 0).gridX();   // 40}</pre>
   *
   * @param tiles the work's tiles
   * @param multiprocessors the GPU's SMs ({@link Cuda#multiprocessors()})
   * @param threads threads per block
   * @param sharedMemoryBytes dynamic shared memory per block
   * @return the shape
   */
  public static LaunchShape persistent(long tiles, int multiprocessors, int threads,
      int sharedMemoryBytes) {
    return of((int) Math.min(tiles, multiprocessors), threads, sharedMemoryBytes);
  }

  /**
   * This shape with blocks grouped in clusters (the grid is rounded down to whole clusters along x,
   * at least one).
   *
   * <pre>{@code LaunchShape.of(132, 384, 0).withCluster(2, 1, 1).gridX();   // 132}</pre>
   *
   * @param x blocks per cluster along x
   * @param y blocks per cluster along y
   * @param z blocks per cluster along z
   * @return the shape
   */
  public LaunchShape withCluster(int x, int y, int z) {
    int grid = x < 1 ? gridX : Math.max(x, gridX / x * x);
    return new LaunchShape(grid, gridY, gridZ, blockX, blockY, blockZ, x, y, z, sharedMemoryBytes);
  }

  /** @return threads per block */
  public int threads() {
    return blockX * blockY * blockZ;
  }

  /** @return blocks per cluster */
  public int clusterSize() {
    return clusterX * clusterY * clusterZ;
  }

  /**
   * Refuses shared memory over what one block may have on a GPU of compute capability {@code arch}
   * ({@link SharedMemoryLimit}).
   *
   * <pre>{@code LaunchShape.of(1, 128, 240_000).checkFits(90);   // throws: over sm_90's 232448}</pre>
   *
   * @param arch e.g. 90 for sm_90
   * @return this shape
   */
  public LaunchShape checkFits(int arch) {
    SharedMemoryLimit.check(arch, sharedMemoryBytes, "this launch's dynamic shared memory");
    return this;
  }
}
