// jsdom shims for component tests of every app and package: import it first in a test file
// (`import '@wb/ui/testing'`) or list it in setupFiles.
// jsdom lacks what antd's responsive and measuring helpers ask for.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  // antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => original(elt);
}
