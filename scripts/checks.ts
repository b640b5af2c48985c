/** The static checks: both typechecks, ESLint and Prettier, each as the command that runs it. */
import { TSC } from './typescriptCompiler';

// TypeScript 7 checks on several threads by default; beside three other checks on two cores, those threads only
// add their own overhead (the app's typecheck took 12.6 CPU-seconds so, 6.9 on one thread).
const TYPECHECK = [process.execPath, TSC, '--noEmit', '--singleThreaded', '-p'];

export const CHECKS: Record<string, string[]> = {
  'typecheck (app)': [...TYPECHECK, 'tsconfig.json'],
  'typecheck (server)': [...TYPECHECK, 'server/tsconfig.json'],
  eslint: ['eslint', '.'],
  prettier: ['prettier', '--check', '.', '--log-level', 'warn'],
};
