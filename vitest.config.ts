import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { guideExample } from './tests/helpers/guideModules.ts';
import { createRequire } from 'node:module';

// react-admin is an external dependency that Node loads with its own `react-router`; left to Vite, the tests'
// own `import … from 'react-router'` became a second copy of the router, and two copies do not share its context
// ('useRoutes() may be used only in the context of a <Router>'). Pointing them at the file Node resolves keeps
// one router. (The app's bundle has one copy anyway.)
const reactRouter = createRequire(import.meta.url).resolve('react-router');

/** The server tests of stored uploads, run against both stores (DATA_DIR/uploads and an S3 bucket). */
const UPLOAD_TESTS = [
  'tests/server/uploads.test.ts',
  'tests/server/storage/storedFileRanges.test.ts',
  'tests/server/security/unreferencedUploads.test.ts',
  'tests/server/security/uploadStreaming.test.ts',
  'tests/server/security/securityHeaders.test.ts',
  'tests/server/ops/ready.test.ts',
];

export default defineConfig({
  // guideExample: the example of docs/adding-a-resource.md, importable by its test as if written in src/.
  plugins: [react(), guideExample()],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouter }] },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Test files
    // spend much of their time waiting (the DOM, database, timers), so every core gets one.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker runs its files in one module graph instead of importing react-admin, MUI and the app again for
    // each file (that import was a third of the run). Each file still starts from a clean state: see
    // tests/setup.ts and tests/contract/setup.ts.
    isolate: false,
    // A larger young generation (V8's default semi-space is 16 MB): React's development build and the test DOM make
    // many short-lived objects, and fewer, larger collections cost less. 5–8 % less CPU in the heaviest component
    // files (issue 25: `npm test`'s time), for a larger heap per worker.
    execArgv: ['--max-semi-space-size=128'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // happy-dom rather than jsdom: the same tests in three quarters of the CPU time (issue 25: the suite's time).
          environment: 'happy-dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/contract/**', 'tests/e2e/**', 'tests/server/**', 'tests/**/*.server.test.ts'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // *.server.test.ts elsewhere: a test of the server beside the app's tests of the same thing (the guide's).
          include: ['tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/**/*.server.test.ts'],
          setupFiles: ['tests/contract/setup.ts'],
          globalSetup: ['tests/contract/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          // The upload tests again, with the stored files in a bucket of an S3-compatible server each test file
          // starts (tests/server/storage/testBucket.ts) instead of DATA_DIR/uploads.
          name: 'server-s3',
          environment: 'node',
          include: UPLOAD_TESTS,
          env: { TEST_UPLOAD_STORE: 's3' },
          setupFiles: ['tests/contract/setup.ts'],
          globalSetup: ['tests/contract/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
