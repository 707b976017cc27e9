/**
 * Strided's internal core: exported only to the modules built on it, so a program on the module
 * path that reads it cannot import {@code dev.strided.core}; use {@code dev.strided} (strided-runtime).
 */
@SuppressWarnings("module")  // its readers are automatic modules, not on core's own module path
module dev.strided.core {
  exports dev.strided.core to dev.strided.runtime, dev.strided.render, dev.strided.processor;
}
