import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Screens load lazy chunks and WebAssembly modules on first render; with every worker busy on
    // a two-core machine that can take seconds. The waits inside tests say what they wait for.
    testTimeout: 20_000,
  },
});
