package dev.strided.benchmarks;

import dev.strided.annotations.Layout;

/**
 * The four layouts of the index benchmarks, each twice: fully static (generated static
 * {@code index(...)}) and with named extents and strides (generated {@code of(...)} factory and
 * instance methods); plus a power-of-two tile and a tile of odd extents for {@link
 * BestIndexBenchmark}. Example: {@code RowMajorStatic.index(3, 5) == 3 * 64 + 5}.
 */
@Layout(name = "RowMajorStatic", shape = "(64,64)", stride = "(64,1)")
@Layout(name = "RowMajorDynamic", shape = "(M,N)", stride = "(N,1)")
@Layout(name = "NestedStatic", shape = "(2,(3,4))", stride = "(1,(2,6))")
@Layout(name = "NestedDynamic", shape = "(A,(B,C))", stride = "(1,(A,A*B))")
@Layout(name = "GemmTileStatic", shape = "((8,4),(8,2))", stride = "((1,64),(8,512))")
@Layout(name = "GemmTileDynamic", shape = "((TM,RM),(TN,RN))", stride = "((1,LD),(TM,LD*TN))")
@Layout(name = "NzStatic", shape = "((16,2),(16,4))", stride = "((16,256),(1,512))")
@Layout(name = "NzDynamic", shape = "((16,MB),(16,NB))", stride = "((16,256),(1,256*MB))")
@Layout(name = "TileStatic", shape = "((8,4),(4,8))", stride = "((1,32),(8,128))")
@Layout(name = "OddStatic", shape = "((3,5),(6,7))", stride = "((1,18),(3,90))")
final class IndexLayouts {
  private IndexLayouts() {}
}
