import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { guideFiles } from '../../scripts/guideBlocks.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Serves the app's new files of docs/adding-a-resource.md (its src/ blocks) at their paths, as if a developer had
 * written them as the guide says (only where no such file exists), so the tests of the guide
 * (tests/docs/addingAResource*.test.ts*) import and run the example itself: relative imports from and between
 * them resolve as in the real folder. (The server's blocks run from a copy of server/: its modules are found on
 * disk, which a served file is not.)
 */
export function guideExample(): Plugin {
  let files: Map<string, string> | undefined;
  const exampleFiles = () =>
    (files ??= new Map(
      guideFiles('src')
        .map((block) => [path.join(ROOT, block.target), block.body] as const)
        .filter(([file]) => !existsSync(file)),
    ));
  return {
    name: 'guide-example',
    enforce: 'pre',
    resolveId(source, importer) {
      const base = source.startsWith('.') && importer ? path.resolve(path.dirname(importer), source) : source;
      return [base, `${base}.ts`, `${base}.tsx`].find((file) => exampleFiles().has(file)) ?? null;
    },
    load(id) {
      return exampleFiles().get(id) ?? null;
    },
  };
}
