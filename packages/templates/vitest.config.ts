import { defineConfig } from 'vitest/config';

// vitest 5's reporter calls Map.groupBy when it prints failures; Node 20 (allowed by the root
// `engines`) lacks it, so a failing test would crash the report instead of showing the diff.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const key = keyOf(item, i++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { environment: 'node' },
});
