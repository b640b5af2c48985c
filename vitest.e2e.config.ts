import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    setupFiles: ['tests/contract/setup.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    // expect.poll waits 1 s by default: on a busy CI machine a lazy screen can take longer than that to appear
    // (the dashboard's counts did, after sign-in). Playwright's own waits here allow 15 s; polls allow as much.
    expect: { poll: { timeout: 15000 } },
    // Each file starts its own server, database and Chromium: two files at a time keep CI short.
    maxWorkers: 2,
    // A worker imports the server's code once for all its files, not once per file (about 4.5 s a file, 90 s of
    // the run); each file still starts its own server, database and Chromium. As in the server tests.
    isolate: false,
  },
});
