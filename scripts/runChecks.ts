/**
 * `npm run check`: the static checks of `npm test` (both typechecks, ESLint, Prettier) side by side instead of one
 * after the other. Each is single-threaded, so on two cores they take about half as long together. Each check's
 * output is printed once it ends, so the outputs do not interleave; the exit code is non-zero if any failed.
 * `tsx scripts/runChecks.ts typecheck` runs only the checks whose name starts with its argument (`npm run typecheck`).
 */
import { spawn } from 'node:child_process';
import { TSC } from './typescriptCompiler';

// TypeScript 7 checks on several threads by default; beside three other checks on two cores, those threads only
// add their own overhead (the app's typecheck took 12.6 CPU-seconds so, 6.9 on one thread).
const TYPECHECK = [process.execPath, TSC, '--noEmit', '--singleThreaded', '-p'];

const CHECKS: Record<string, string[]> = {
  'typecheck (app)': [...TYPECHECK, 'tsconfig.json'],
  'typecheck (server)': [...TYPECHECK, 'server/tsconfig.json'],
  eslint: ['eslint', '.'],
  // Prettier's new CLI: on a fresh clone a fifth less CPU than the classic one (20.6 against 26.7 CPU-s alone,
  // about 2 s less in `npm run check`); after that, an unchanged file is checked from its cache in
  // node_modules/.cache/prettier (issue 25: `npm test`'s time).
  prettier: ['prettier', '--experimental-cli', '--check', '.', '--log-level', 'warn'],
};

function run(name: string, [command, ...args]: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      process.stdout.write(`✗ ${name}: ${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name}\n${output}`);
      resolve(code === 0);
    });
  });
}

const only = process.argv[2] ?? '';
const chosen = Object.entries(CHECKS).filter(([name]) => name.startsWith(only));
if (chosen.length === 0) throw new Error(`No check is named ${only}…`);
const results = await Promise.all(chosen.map(([name, command]) => run(name, command)));
process.exitCode = results.every(Boolean) ? 0 : 1;
