/**
 * npm run bench [-- --only provider,server,browser,uploads]: prints every figure with its goal beside it and says which
 * missed it. Figures, not tests: nothing here fails a build.
 */
import path from 'node:path';
import { buildUi } from '../server/src/buildUi';
import { benchBrowser } from './browser';
import { startBenchServer } from './benchServer';
import { printFigures, type Figure } from './figures';
import { benchProvider } from './provider';
import { benchServer } from './server';
import { benchUploads } from './uploads';

const UI_DIR = path.resolve('.tmp/bench-dist');

async function main() {
  const onlyArg = process.argv.indexOf('--only');
  const only = new Set(
    onlyArg > 0 ? (process.argv[onlyArg + 1] ?? '').split(',') : ['provider', 'server', 'browser', 'uploads'],
  );
  const figures: Figure[] = [];
  console.log(
    `Wellness Admin benchmarks, ${new Date().toISOString().slice(0, 10)}, node ${process.version}\n`,
  );

  if (only.has('provider')) figures.push(...(await benchProvider()));

  if (only.has('server') || only.has('browser')) {
    if (only.has('browser')) {
      buildUi(UI_DIR);
    }
    const server = await startBenchServer({ uiDir: UI_DIR });
    figures.push({
      section: 'seed',
      name: 'seed 10 000 members + 50 000 transactions',
      value: server.seedSeconds,
      unit: 's',
    });
    try {
      if (only.has('server')) figures.push(...(await benchServer(server)));
      if (only.has('browser')) figures.push(...(await benchBrowser(server)));
    } finally {
      await server.stop();
    }
  }
  if (only.has('uploads')) figures.push(...(await benchUploads()));
  console.log('');
  printFigures(figures);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
