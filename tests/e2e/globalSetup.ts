import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { prepareTemplate } from '../contract/template';
import { E2E_UI_DIR } from './harness';

/** Builds the UI once per run (E2E_SKIP_BUILD=1 reuses an existing build) and prepares the seeded database. */
export default async function setup() {
  if (!(process.env.E2E_SKIP_BUILD && existsSync(`${E2E_UI_DIR}/index.html`))) {
    const result = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', E2E_UI_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error('vite build failed');
  }
  await prepareTemplate();
}
