/**
 * npm run bench [-- --only bundle,link,lighthouse,provider,server,browser,listparts,lists,uploads,activity,import,bulk,live]: prints the machine
 * (CPU, cores, load average) and every figure with its goal beside it, says which fall short and which were measured
 * while the machine was busy. Figures, not tests: nothing here fails a build. The browser figures are taken at
 * 10 000 and at 100 000 members; their seeded databases are kept in .tmp/bench-data and reused (listparts reads the
 * 100 000 one). `bundle`, `link` and `lighthouse` open the app on the demo data (.tmp/bench-data/demo). BENCH_UI_DIR=<dir> measures a UI built there instead of building the current one (e.g. to compare
 * with an earlier build).
 */
import path from 'node:path';
import { buildUi } from '../server/src/buildUi';
import { benchActivity } from './activity';
import { benchBrowser, launchChromium } from './browser';
import { benchBulk } from './bulk';
import { benchFirstScreenJs } from './firstScreenJs';
import { benchLighthouse } from './lighthouse';
import { benchLink } from './link';
import { benchListMachinery } from './listMachinery';
import { startBenchServer } from './benchServer';
import { printFigures, type Figure } from './figures';
import { benchListParts } from './listParts';
import { benchLiveChanges } from './liveChanges';
import { describeLoad, describeMachine } from './machine';
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
/** `npm run seed`'s demo data (server/src/seed/context.ts). */
const DEMO_SIZE = { members: 60, transactions: 150 };
const dataDirOf = (size: { members: number }) => path.resolve(`.tmp/bench-data/${size.members}-members`);

async function main() {
  const onlyArg = process.argv.indexOf('--only');
  const only = new Set(
    onlyArg > 0
      ? (process.argv[onlyArg + 1] ?? '').split(',')
      : [
          'bundle',
          'link',
          'lighthouse',
          'provider',
          'server',
          'browser',
          'listparts',
          'lists',
          'uploads',
          'activity',
          'import',
          'bulk',
          'live',
        ],
  );
  const figures: Figure[] = [];
  const started = `${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${describeMachine()}`;
  console.log(`Wellness Admin benchmarks, ${started}\n`);

  const inBrowser = ['bundle', 'link', 'lighthouse', 'browser', 'bulk', 'live'].some((section) =>
    only.has(section),
  );
  if (inBrowser && !process.env.BENCH_UI_DIR) buildUi(UI_DIR);
  if (['bundle', 'link', 'lighthouse'].some((section) => only.has(section)))
    figures.push(...(await benchFirstVisit(only)));

  if (only.has('provider')) figures.push(...(await benchProvider()));

  for (const size of SIZES) {
    const forServer = only.has('server') && size.members === 10000;
    const forParts = only.has('listparts') && size.members === 100000;
    if (!forServer && !forParts && !only.has('browser')) continue;
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
    // In this process, on the data directory the server has just left.
    if (forParts) figures.push(...(await benchListParts(dataDirOf(size))));
  }
  if (only.has('lists')) figures.push(...(await benchListMachinery()));
  if (only.has('uploads')) figures.push(...(await benchUploads()));
  if (only.has('activity')) figures.push(...(await benchActivity()));
  if (only.has('import')) figures.push(...(await benchMemberImport()));
  if (only.has('bulk')) figures.push(...(await benchBulk(UI_DIR)));
  if (only.has('live')) figures.push(...(await benchLiveChanges(UI_DIR)));
  console.log(`\nStarted ${started}\nLoad average at the end: ${describeLoad()}\n`);
  printFigures(figures);
}

/** The JS of the first screens (`bundle`), the visits over a slow link (`link`) and Lighthouse's scores, on the demo data. */
async function benchFirstVisit(only: Set<string>): Promise<Figure[]> {
  const server = await startBenchServer({
    uiDir: UI_DIR,
    ...DEMO_SIZE,
    dataDir: path.resolve('.tmp/bench-data/demo'),
  });
  const browser = await launchChromium();
  try {
    return [
      ...(only.has('bundle') ? await benchFirstScreenJs(browser, server.url, server.token) : []),
      ...(only.has('link') ? await benchLink(browser, server.url, server.token) : []),
      ...(only.has('lighthouse') ? await benchLighthouse(server.url, server.token) : []),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
