/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:' + (process.env.PORT ?? '3000');

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
  // Component tests type into antd forms; on a loaded 2-core CI machine that can pass 5 s.
  test: { environment: 'jsdom', globals: false, testTimeout: 20_000 },
});
