import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // react-admin, loaded by Node, reaches react-router through its "module-sync" export (the ES build); the app's
  // own imports of react-router must resolve to that same build, or the router's context is not shared.
  resolve: { conditions: ['module-sync'] },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Test files
    // spend much of their time waiting (jsdom, database, timers), so every core gets one.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/contract/**', 'tests/e2e/**', 'tests/server/**'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts'],
          setupFiles: ['tests/contract/setup.ts'],
          globalSetup: ['tests/contract/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
