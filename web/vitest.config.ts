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
    // Twice the cores: most of a screen test's time is waiting (a loading state's minimum delay, a
    // lazy chunk, a timer), not computing, so four workers on two cores finish the suite in about
    // half the time of two (125 s against 236 s on this machine; six were no faster).
    maxWorkers: 4,
    // Each test file still runs in a VM context of its own, so no state crosses files, but a worker
    // builds jsdom once instead of once per file: building it 102 times was a quarter of the run
    // (the suite takes 61 s against 125 s with the default pool; six workers were no faster).
    pool: 'vmThreads',
  },
});
