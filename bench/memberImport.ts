/**
 * Member import (issue #18): BENCH_IMPORT_ROWS members (default 10 000) of a CSV like the members download,
 * parsed with papaparse and created through the app's dataProvider against the reference server, four at a time
 * as the Import screen does (the real backend has no bulk call). A fresh small server of its own.
 */
import { performance } from 'node:perf_hooks';
import Papa from 'papaparse';
import { createDataProvider } from '../src/api/dataProvider';
import { createHttpClient } from '../src/api/httpClient';
import { members as memberEntry } from '../src/resources/members/api';
import { packages as packageEntry } from '../src/resources/packages/api';
import type { UploadClient } from '../src/api/types';
import { runBatch } from '../src/api/runBatch';
import { startBenchServer } from './benchServer';
import type { Figure } from './figures';

const SECTION = 'import';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
/** As the Import screen (useBatchRun's default). */
const CONCURRENCY = 4;
/** 10 000 members in under five minutes: a lunch-break import of the organisation's whole list. */
const GOAL_SECONDS_PER_10000 = 300;

const csvOf = (rows: number) =>
  Papa.unparse({
    fields: ['Name', 'Email', 'Phone No', 'Gender', 'Membership', 'City', 'Country', 'Age Group'],
    data: Array.from({ length: rows }, (_, i) => [
      `Imported Member${i}`,
      `import${i}@bench.example`,
      '(+91) 9876543210',
      i % 2 ? 'Female' : 'Male',
      'Gold',
      'Pune',
      'India',
      '30-50',
    ]),
  });

export async function benchMemberImport(): Promise<Figure[]> {
  const server = await startBenchServer({ members: 200, transactions: 200 });
  try {
    const httpClient = createHttpClient({ apiUrl: `${server.url}/v1`, getToken: () => server.token });
    // Node has no XMLHttpRequest: the multipart creates go through fetch, as the contract tests send them.
    const uploadClient: UploadClient = (request) => httpClient({ ...request, timeoutMs: 0 });
    const provider = createDataProvider(httpClient, {
      registry: { members: memberEntry, packages: packageEntry },
      uploadClient,
      cacheTtlMs: 0,
    });
    const packages = (
      await provider.getList('packages', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;
    const active = packages.find((pkg) => pkg.isActive);
    if (!active) throw new Error('the seed has no active package');

    const parseStarted = performance.now();
    const parsed = Papa.parse<Record<string, string>>(csvOf(ROWS), {
      header: true,
      skipEmptyLines: 'greedy',
    });
    const parseMs = performance.now() - parseStarted;
    const rows = parsed.data.map((row) => {
      const [firstName, lastName] = (row.Name ?? '').split(' ');
      return {
        firstName,
        lastName,
        email: row.Email,
        countryCode: '+91',
        phoneNumber: '9876543210',
        gender: row.Gender,
        ageRange: row['Age Group'],
        city: row.City,
        country: row.Country,
        packageName: String(active.id),
      };
    });

    const started = performance.now();
    const outcomes = await runBatch(rows, (data) => provider.create('members', { data }), {
      concurrency: CONCURRENCY,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      reasonOf: (error) => (error instanceof Error ? error.message : String(error)),
    });
    const seconds = (performance.now() - started) / 1000;
    const failed = outcomes.filter((outcome) => outcome.status !== 'done').length;
    const size = ROWS.toLocaleString('en-US').replace(/,/g, ' ');
    return [
      {
        section: SECTION,
        name: `parse a ${size}-row CSV (papaparse)`,
        value: Math.round(parseMs),
        unit: 'ms',
      },
      {
        section: SECTION,
        name: `import ${size} members, ${CONCURRENCY} at a time`,
        value: Math.round(seconds * 10) / 10,
        unit: 's',
        goal: (GOAL_SECONDS_PER_10000 * ROWS) / 10_000,
        note: `${Math.round(ROWS / seconds)} members/s; ${failed} failed`,
      },
    ];
  } finally {
    await server.stop();
  }
}
