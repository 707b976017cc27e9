package dev.strided.processor.writing;

import com.palantir.javapoet.NameAllocator;

/**
 * The names one generated class gives, allocated as JavaPoet's {@link NameAllocator} allocates
 * them (a taken name or a keyword gets {@code _} appended until it is free).
 *
 * <pre>{@code
 * MemberNames names = new MemberNames();
 * names.newName("c0");  // "c0"
 * names.newName("c0");  // "c0_"
 * }</pre>
 */
final class MemberNames {
  private final NameAllocator allocator = new NameAllocator();

  /**
   * A free name.
   *
   * @param suggestion the name wanted
   * @return {@code suggestion}, or it with {@code _} appended until it is free
   */
  String newName(String suggestion) {
    // NameAllocator.newName(String) tags each name with UUID.randomUUID(), i.e. SecureRandom:
    // 2.5 % of the processor's samples for nothing, as no writer looks a name up by its tag
    return allocator.newName(suggestion, new Object());
  }
}
