/**
 * The compiler the project typechecks with: TypeScript 7 (the native one), installed as `typescript-7` beside
 * TypeScript 6 (`typescript`), whose JavaScript API typescript-eslint needs and TypeScript 7 does not ship. Both
 * packages name their binary `tsc`, so it is called by path. TypeScript 7 typechecks the app in about a third of
 * TypeScript 6's CPU time (issue 25: `npm test`'s time).
 */
import path from 'node:path';

export const TSC = path.resolve(import.meta.dirname, '../node_modules/typescript-7/bin/tsc');
