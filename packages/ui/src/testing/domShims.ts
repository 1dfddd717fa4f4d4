// jsdom shims for component tests of every app: import it first in a test file (`import '@wb/ui/testing'`).
// jsdom lacks matchMedia, which antd's responsive grid asks for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }),
});

// ...and ResizeObserver, which antd's overflow-aware components use.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
