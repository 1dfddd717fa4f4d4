// Component tests render antd tables and dialogs in jsdom; on a loaded 2-core CI machine one test
// took over 20 s, so they get a minute each.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { environment: 'jsdom', setupFiles: ['./src/test-utils/setup.ts'], testTimeout: 60_000 },
});
