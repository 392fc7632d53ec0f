// What Radix primitives call that jsdom lacks; imported by `@manan/ui-kit/testing`. A test in Jest's node
// environment has no window, and needs none of it.
if (typeof window !== 'undefined') {
  const element = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  element.hasPointerCapture ??= () => false;
  element.setPointerCapture ??= () => undefined;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;

  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as Record<string, unknown>).ResizeObserver ??= NoopResizeObserver;
}

export {};
