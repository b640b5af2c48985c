import { spawnSync } from 'node:child_process';

/**
 * Builds the UI with Vite into `outDir`: a production build whatever NODE_ENV the caller runs under (vitest sets
 * `test`, which would give React's development bundle). Used by npm start, the browser tests and the benchmarks.
 */
export function buildUi(outDir: string): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('The UI build (vite build) failed.');
}
