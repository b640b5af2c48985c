/**
 * `npm test`: the static checks (scripts/checks.ts), then the tests: the `unit` and `server` projects of
 * vitest.config.ts, each in a vitest process of its own, side by side. Their output lines stream as they come,
 * after the project's name; the exit code is non-zero if anything failed.
 *
 * Why two processes (issue 25: `npm test` takes at most 3 minutes on an idle 2-core machine): one vitest runs its
 * projects one after the other, and the server project's workers wait a quarter of their time (for the server
 * processes, password hashing, timers) while the second core has nothing to do. Side by side, the component tests
 * take that time: on a 2-core AMD EPYC, 200 s one after the other, 171 s side by side.
 *
 * `npm test -- <vitest filters>` runs the checks, then one vitest over both projects with those filters.
 */
import { spawnSync } from 'node:child_process';
import { CHECKS } from './checks';
import { runSideBySide } from './sideBySide';

const VITEST = ['vitest', 'run'];
const PROJECTS = ['unit', 'server'];

function vitestOnce(args: string[]): boolean {
  const projects = PROJECTS.flatMap((project) => ['--project', project]);
  const [command, ...rest] = [...VITEST, ...projects, ...args];
  return spawnSync(command!, rest, { stdio: 'inherit', shell: process.platform === 'win32' }).status === 0;
}

async function main(): Promise<boolean> {
  const checked = (await runSideBySide(CHECKS, 'buffered')).every(Boolean);
  if (!checked) return false;
  const filters = process.argv.slice(2);
  if (filters.length > 0) return vitestOnce(filters);
  const projects = Object.fromEntries(
    PROJECTS.map((project) => [project, [...VITEST, '--project', project]]),
  );
  return (await runSideBySide(projects, 'prefixed')).every(Boolean);
}

process.exitCode = (await main()) ? 0 : 1;
