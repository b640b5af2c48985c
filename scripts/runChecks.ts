/**
 * `npm run check`: the static checks of `npm test` (both typechecks, ESLint, Prettier) side by side instead of one
 * after the other. Each is single-threaded, so on two cores they take about half as long together. Each check's
 * output is printed once it ends; the exit code is non-zero if any failed.
 * `tsx scripts/runChecks.ts typecheck` runs only the checks whose name starts with its argument (`npm run typecheck`).
 */
import { runSideBySide } from './sideBySide';
import { CHECKS } from './checks';

const only = process.argv[2] ?? '';
const chosen = Object.fromEntries(Object.entries(CHECKS).filter(([name]) => name.startsWith(only)));
if (Object.keys(chosen).length === 0) throw new Error(`No check is named ${only}…`);
const results = await runSideBySide(chosen, 'buffered');
process.exitCode = results.every(Boolean) ? 0 : 1;
