/**
 * npm run bench [-- --only provider,server,browser,lists,uploads,activity,import]: prints every figure with its goal beside it and says which
 * fall short. Figures, not tests: nothing here fails a build. The browser figures are taken at 10 000 and at 100 000
 * members; their seeded databases are kept in .tmp/bench-data and reused. BENCH_UI_DIR=<dir> measures a UI built
 * there instead of building the current one (e.g. to compare with an earlier build).
 */
import path from 'node:path';
import { buildUi } from '../server/src/buildUi';
import { benchActivity } from './activity';
import { benchBrowser } from './browser';
import { benchListMachinery } from './listMachinery';
import { startBenchServer } from './benchServer';
import { printFigures, type Figure } from './figures';
import { benchMemberImport } from './memberImport';
import { benchProvider } from './provider';
import { benchServer } from './server';
import { benchUploads } from './uploads';

const UI_DIR = path.resolve(process.env.BENCH_UI_DIR ?? '.tmp/bench-dist');

/** The organisation's size today and ten times that (issue #16); BENCH_MEMBERS=100000 measures one of them. */
const SIZES = [
  { members: 10000, transactions: 50000 },
  { members: 100000, transactions: 200000 },
].filter((size) => !process.env.BENCH_MEMBERS || String(size.members) === process.env.BENCH_MEMBERS);
const dataDirOf = (size: { members: number }) => path.resolve(`.tmp/bench-data/${size.members}-members`);

async function main() {
  const onlyArg = process.argv.indexOf('--only');
  const only = new Set(
    onlyArg > 0
      ? (process.argv[onlyArg + 1] ?? '').split(',')
      : ['provider', 'server', 'browser', 'lists', 'uploads', 'activity', 'import'],
  );
  const figures: Figure[] = [];
  console.log(
    `Wellness Admin benchmarks, ${new Date().toISOString().slice(0, 10)}, node ${process.version}\n`,
  );

  if (only.has('provider')) figures.push(...(await benchProvider()));

  if (only.has('browser') && !process.env.BENCH_UI_DIR) buildUi(UI_DIR);
  for (const size of SIZES) {
    const forServer = only.has('server') && size.members === 10000;
    if (!forServer && !only.has('browser')) continue;
    const server = await startBenchServer({ uiDir: UI_DIR, ...size, dataDir: dataDirOf(size) });
    if (server.seedSeconds > 1) {
      figures.push({
        section: 'seed',
        name: `seed ${size.members} members + ${size.transactions} transactions`,
        value: server.seedSeconds,
        unit: 's',
      });
    }
    try {
      if (forServer) figures.push(...(await benchServer(server)));
      if (only.has('browser')) figures.push(...(await benchBrowser(server, size.members)));
    } finally {
      await server.stop();
    }
  }
  if (only.has('lists')) figures.push(...(await benchListMachinery()));
  if (only.has('uploads')) figures.push(...(await benchUploads()));
  if (only.has('activity')) figures.push(...(await benchActivity()));
  if (only.has('import')) figures.push(...(await benchMemberImport()));
  console.log('');
  printFigures(figures);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
