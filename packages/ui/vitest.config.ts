import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { environment: 'jsdom', setupFiles: ['./src/test-utils/setup.ts'], testTimeout: 20_000 },
});
