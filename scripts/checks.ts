/** The static checks: both typechecks, ESLint and Prettier, each as the command that runs it. */
import { TSC } from './typescriptCompiler';

// TypeScript 7 checks on several threads by default; beside three other checks on two cores, those threads only
// add their own overhead (the app's typecheck took 12.6 CPU-seconds so, 6.9 on one thread).
const TYPECHECK = [process.execPath, TSC, '--noEmit', '--singleThreaded', '-p'];

export const CHECKS: Record<string, string[]> = {
  'typecheck (app)': [...TYPECHECK, 'tsconfig.json'],
  'typecheck (server)': [...TYPECHECK, 'server/tsconfig.json'],
  eslint: ['eslint', '.'],
  // Prettier's new CLI: on a fresh clone a fifth less CPU than the classic one (20.6 against 26.7 CPU-s alone,
  // about 2 s less in `npm run check`); after that, an unchanged file is checked from its cache in
  // node_modules/.cache/prettier (issue 25: `npm test`'s time).
  prettier: ['prettier', '--experimental-cli', '--check', '.', '--log-level', 'warn'],
};
