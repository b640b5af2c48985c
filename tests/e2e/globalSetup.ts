import { buildUi } from '../../server/src/buildUi';
import { existsSync } from 'node:fs';
import { prepareTemplate } from '../contract/template';
import { E2E_UI_DIR } from './harness';

/** Builds the UI once per run (E2E_SKIP_BUILD=1 reuses an existing build) and prepares the seeded database. */
export default async function setup() {
  if (!(process.env.E2E_SKIP_BUILD && existsSync(`${E2E_UI_DIR}/index.html`))) {
    buildUi(E2E_UI_DIR);
  }
  await prepareTemplate();
}
