// What Radix primitives call that jsdom lacks; import this file at the top of a test that uses them.
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

export {};
