package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.Arrays;
import java.util.List;

/**
 * One MMA instruction as CuTe's {@code MMA_Atom} sees it: the tile it computes ({@code shapeMNK}),
 * the hardware threads taking part ({@code thrId}), and for each operand a thread-value layout
 * {@code (thread, value) -> index} into the atom's column-major {@code (M,K)}, {@code (N,K)} or
 * {@code (M,N)} tile, and the value types of D, A, B and C. The facts are CuTe's
 * {@code MMA_Traits}; {@link #names()} lists the catalogue, and {@link #of(String, IntTuple, Layout,
 * Layout, Layout, Layout, ValueType, ValueType, ValueType, ValueType)} builds an atom of an
 * instruction it lacks from the same facts, checked.
 *
 * <pre>{@code
 * MmaAtom atom = MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN");
 * atom.shapeMNK();   // (_16,_8,_8)
 * atom.layoutA();    // ((_4,_8),(_2,_2)):((_16,_1),(_8,_64))
 * atom.layoutA().index(5, 1);   // 25: thread 5's value 1 is A(9,1) of the (16,8) tile
 * }</pre>
 *
 * <p>Immutable, equal when every fact is; {@link #toString()} is CuTe's {@code print(MMA_Atom)}.
 */
public final class MmaAtom {
  private final String name;
  private final IntTuple shapeMNK;
  private final Layout thrId;
  private final Layout layoutA;
  private final Layout layoutB;
  private final Layout layoutC;
  private final List<ValueType> types;
  private final boolean sharedMemoryA;
  private final boolean sharedMemoryB;

  private MmaAtom(String name, IntTuple shapeMNK, Layout thrId, Layout layoutA, Layout layoutB,
      Layout layoutC, List<ValueType> types, boolean sharedMemoryA, boolean sharedMemoryB) {
    this.name = name;
    this.shapeMNK = shapeMNK;
    this.thrId = thrId;
    this.layoutA = layoutA;
    this.layoutB = layoutB;
    this.layoutC = layoutC;
    this.types = types;
    this.sharedMemoryA = sharedMemoryA;
    this.sharedMemoryB = sharedMemoryB;
  }

  /**
   * An atom from CuTe's {@code MMA_Traits} facts of an instruction, in the order the traits list
   * them: {@code ValTypeD}, {@code ValTypeA}, {@code ValTypeB}, {@code ValTypeC},
   * {@code Shape_MNK}, {@code ThrID}, {@code ALayout}, {@code BLayout}, {@code CLayout}. It works
   * in {@link TiledMma} and {@link TiledCopy} as a catalogue atom does; its operands are held in
   * registers ({@link #withSharedMemory} for a GMMA's descriptor-read ones).
   *
   * <pre>{@code
   * MmaAtom nt = MmaAtom.of("SM70_8x8x4_F32F16F16F32_NT", IntTuple.parse("(_8,_8,_4)"),
   *     Layout.parse("(_4,_2):(_1,_16)"), Layout.parse("((_4,_2),_4):((_8,_4),_1)"),
   *     Layout.parse("((_4,_2),_4):((_8,_4),_1)"),
   *     Layout.parse("((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))"),
   *     ValueType.FLOAT, ValueType.HALF_T, ValueType.HALF_T, ValueType.FLOAT);
   * nt.equals(MmaAtom.of("SM70_8x8x4_F32F16F16F32_NT"));   // true
   * MmaAtom.of("Mine", IntTuple.parse("(_8,_8,_4)"), Layout.parse("_8"),
   *     Layout.parse("(_8,_2)"), Layout.parse("(_8,_4)"), Layout.parse("(_8,_8)"),
   *     ValueType.FLOAT, ValueType.HALF_T, ValueType.HALF_T, ValueType.FLOAT);
   * // throws IllegalArgumentException: the A layout (_8,_2):(_1,_8) of Mine never reaches
   * // element 16 of its (M,K) = (8,4) tile of 32 elements: every element of the tile must be
   * // some thread's value
   * }</pre>
   *
   * @param name the instruction's C++ name, which {@link #name()} gives back
   * @param shapeMNK the tile one instruction computes, three extents {@code (M,N,K)}
   * @param thrId the atom's logical thread to the thread index; one-to-one
   * @param layoutA {@code (thread, value) ->} index in the column-major {@code (M,K)} tile
   * @param layoutB {@code (thread, value) ->} index in the column-major {@code (N,K)} tile
   * @param layoutC {@code (thread, value) ->} index in the column-major {@code (M,N)} tile, each
   *     element held by one thread
   * @param typeD the result's value type
   * @param typeA A's value type
   * @param typeB B's value type
   * @param typeC the accumulator's value type
   * @return the atom
   * @throws IllegalArgumentException naming the trait that is inconsistent: a shape not of three
   *     positive extents, a thread id that is not one-to-one, a layout not of (thread, value), of
   *     another thread count than the thread id, or not a function onto its tile, an accumulator
   *     element held twice, a missing value type
   */
  public static MmaAtom of(String name, IntTuple shapeMNK, Layout thrId, Layout layoutA,
      Layout layoutB, Layout layoutC, ValueType typeD, ValueType typeA, ValueType typeB,
      ValueType typeC) {
    AtomTraits.checkMma(name, shapeMNK, thrId, layoutA, layoutB, layoutC,
        Arrays.asList(typeD, typeA, typeB, typeC));
    return new MmaAtom(name, shapeMNK, thrId, layoutA, layoutB, layoutC,
        List.of(typeD, typeA, typeB, typeC), false, false);
  }

  /**
   * This atom with operand A or B read from shared memory through a GMMA descriptor, as CuTe's
   * {@code FrgTypeA/B = GMMA::smem_desc}: its fragment is then the shared-memory partition itself.
   * Such an operand's layout gives every thread the whole tile, as CuTe's {@code GMMA::ABLayout}.
   *
   * <pre>{@code
   * MmaAtom ss = MmaAtom.of("SM90_64x8x16_F16F16F16_SS", Major.K, Major.K);
   * MmaAtom.of(ss.name(), ss.shapeMNK(), ss.thrId(), ss.layoutA(), ss.layoutB(), ss.layoutC(),
   *         ValueType.HALF_T, ValueType.HALF_T, ValueType.HALF_T, ValueType.HALF_T)
   *     .withSharedMemory(Operand.A).withSharedMemory(Operand.B).equals(ss);   // true
   * }</pre>
   *
   * @param operand {@code A} or {@code B}
   * @return the atom reading it from shared memory
   * @throws IllegalArgumentException for {@code C}, or when a thread's values are not the whole
   *     operand tile
   */
  public MmaAtom withSharedMemory(Operand operand) {
    AtomTraits.checkSharedMemory(name, operand, operand == Operand.A ? layoutA
        : operand == Operand.B ? layoutB : layoutC, shapeMNK);
    return new MmaAtom(name, shapeMNK, thrId, layoutA, layoutB, layoutC, types,
        sharedMemoryA || operand == Operand.A, sharedMemoryB || operand == Operand.B);
  }

  /**
   * The atom of a CuTe MMA operation by its C++ name: {@code UniversalFMA<float>},
   * {@code SM80_16x8x16_F32F16F16F32_TN}, {@code SM90_64x64x8_F32TF32TF32_SS_TN}, or a GMMA with
   * its majors in C++ spelling, {@code SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::MN>}.
   *
   * <pre>{@code MmaAtom.of("UniversalFMA<float>").shapeMNK();   // (_1,_1,_1)}</pre>
   *
   * @param cuteName the name
   * @return the atom
   * @throws IllegalArgumentException if the name is not in the catalogue (the message lists the
   *     nearest names), or a GMMA that takes majors has none
   */
  public static MmaAtom of(String cuteName) {
    return MmaCatalogue.lookup(cuteName);
  }

  /**
   * A Hopper GMMA atom with the majors of its operands: {@code of("SM90_64xNx16_F32BF16BF16_SS",
   * Major.K, Major.MN)} is CuTe's {@code SM90_64xNx16_F32BF16BF16_SS<GMMA::Major::K,
   * GMMA::Major::MN>}. The majors do not change the layouts; they name the instruction.
   *
   * <pre>{@code MmaAtom.of("SM90_64x64x16_F32F16F16_RS", Major.K, Major.K).layoutA();
   * // ((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))}</pre>
   *
   * @param cuteName a GMMA name that takes majors ({@code SM90_64xNx16_F32BF16BF16_SS} / {@code _RS},
   *     {@code SM90_64xNx16_F32F16F16_SS} / {@code _RS})
   * @param a the major of A ({@code K} for a register-sourced {@code _RS} atom)
   * @param b the major of B
   * @return the atom
   * @throws IllegalArgumentException if the name is unknown or takes no majors, or an {@code _RS}
   *     atom's A is not K-major
   */
  public static MmaAtom of(String cuteName, Major a, Major b) {
    return MmaCatalogue.lookup(cuteName, a, b);
  }

  /**
   * The catalogue's names, a GMMA family once per N (its majors left out).
   *
   * <pre>{@code MmaAtom.names().contains("SM80_16x8x16_F16F16F16F16_TN");   // true}</pre>
   *
   * @return the names, in catalogue order
   */
  public static List<String> names() {
    return MmaCatalogue.names();
  }

  /**
   * The C++ type, majors included: what {@code make_tiled_mma} takes.
   *
   * <pre>{@code MmaAtom.of("SM90_64x8x16_F32F16F16_SS", Major.MN, Major.K).name();
   * // SM90_64x8x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::K>}</pre>
   */
  public String name() {
    return name;
  }

  /**
   * The tile one instruction computes, CuTe's {@code Shape_MNK}.
   *
   * <pre>{@code MmaAtom.of("SM80_16x8x16_F32BF16BF16F32_TN").shapeMNK();   // (_16,_8,_16)}</pre>
   */
  public IntTuple shapeMNK() {
    return shapeMNK;
  }

  /**
   * The atom's logical thread to the thread index, CuTe's {@code ThrID}.
   *
   * <pre>{@code MmaAtom.of("SM80_16x8x16_F32BF16BF16F32_TN").thrId();   // _32:_1}</pre>
   */
  public Layout thrId() {
    return thrId;
  }

  /**
   * {@code (thread, value) -> } index into the column-major {@code (M,K)} tile, CuTe's
   * {@code ALayout}.
   *
   * <pre>{@code MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN").layoutA();
   * // ((_4,_8),(_2,_2)):((_16,_1),(_8,_64))}</pre>
   */
  public Layout layoutA() {
    return layoutA;
  }

  /**
   * {@code (thread, value) -> } index into the column-major {@code (N,K)} tile, CuTe's
   * {@code BLayout}.
   *
   * <pre>{@code MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN").layoutB();   // ((_4,_8),_2):((_8,_1),_32)}</pre>
   */
  public Layout layoutB() {
    return layoutB;
  }

  /**
   * {@code (thread, value) -> } index into the column-major {@code (M,N)} tile, CuTe's
   * {@code CLayout}.
   *
   * <pre>{@code MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN").layoutC();
   * // ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))}</pre>
   */
  public Layout layoutC() {
    return layoutC;
  }

  /**
   * The result's value type, CuTe's {@code ValTypeD}.
   *
   * <pre>{@code MmaAtom.of("SM90_64x64x16_F16F16F16_SS", Major.K, Major.K).valueTypeD();   // HALF_T}</pre>
   */
  public ValueType valueTypeD() {
    return types.get(0);
  }

  /**
   * A's value type, CuTe's {@code ValTypeA}.
   *
   * <pre>{@code MmaAtom.of("SM90_64x64x32_F32E4M3E5M2_SS_TN").valueTypeA();   // FLOAT_E4M3_T}</pre>
   */
  public ValueType valueTypeA() {
    return types.get(1);
  }

  /**
   * B's value type, CuTe's {@code ValTypeB}.
   *
   * <pre>{@code MmaAtom.of("SM90_64x64x32_F32E4M3E5M2_SS_TN").valueTypeB();   // FLOAT_E5M2_T}</pre>
   */
  public ValueType valueTypeB() {
    return types.get(2);
  }

  /**
   * The accumulator's value type, CuTe's {@code ValTypeC}.
   *
   * <pre>{@code MmaAtom.of("SM80_16x8x32_S32S8S8S32_TN").valueTypeC();   // INT32_T}</pre>
   */
  public ValueType valueTypeC() {
    return types.get(3);
  }

  /**
   * Whether A is read from shared memory through a GMMA descriptor (a Hopper {@code _SS} atom):
   * then its fragment is the shared-memory partition itself, not registers.
   *
   * <pre>{@code MmaAtom.of("SM90_64x8x8_F32TF32TF32_SS_TN").readsASharedMemory();   // true}</pre>
   */
  public boolean readsASharedMemory() {
    return sharedMemoryA;
  }

  /**
   * Whether B is read from shared memory through a GMMA descriptor (every Hopper GMMA atom).
   *
   * <pre>{@code MmaAtom.of("SM90_64x8x16_F32F16F16_RS", Major.K, Major.K).readsBSharedMemory();   // true}</pre>
   */
  public boolean readsBSharedMemory() {
    return sharedMemoryB;
  }

  /**
   * CuTe's {@code print(MMA_Atom)}: {@code MMA_Atom}, then {@code ThrID}, {@code Shape_MNK} and the
   * three layouts, one per line.
   */
  @Override
  public String toString() {
    return "MMA_Atom\n"
        + "  ThrID:      " + thrId + "\n"
        + "  Shape_MNK:  " + shapeMNK + "\n"
        + "  LayoutA_TV: " + layoutA + "\n"
        + "  LayoutB_TV: " + layoutB + "\n"
        + "  LayoutC_TV: " + layoutC + "\n";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MmaAtom other && name.equals(other.name)
        && shapeMNK.equals(other.shapeMNK) && thrId.equals(other.thrId)
        && layoutA.equals(other.layoutA) && layoutB.equals(other.layoutB)
        && layoutC.equals(other.layoutC) && types.equals(other.types)
        && sharedMemoryA == other.sharedMemoryA && sharedMemoryB == other.sharedMemoryB;
  }

  @Override
  public int hashCode() {
    return name.hashCode();
  }
}
