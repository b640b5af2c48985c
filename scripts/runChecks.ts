/**
 * `npm run check`: the static checks of `npm test` (both typechecks, ESLint, Prettier) side by side instead of one
 * after the other. Each is single-threaded, so on two cores they take about half as long together. Each check's
 * output is printed once it ends, so the outputs do not interleave; the exit code is non-zero if any failed.
 */
import { spawn } from 'node:child_process';
import { TSC } from './typescriptCompiler';

const CHECKS: Record<string, string[]> = {
  'typecheck (app)': [process.execPath, TSC, '-p', 'tsconfig.json', '--noEmit'],
  'typecheck (server)': [process.execPath, TSC, '-p', 'server/tsconfig.json', '--noEmit'],
  eslint: ['eslint', '.'],
  prettier: ['prettier', '--check', '.', '--log-level', 'warn'],
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

const results = await Promise.all(Object.entries(CHECKS).map(([name, command]) => run(name, command)));
process.exitCode = results.every(Boolean) ? 0 : 1;
