import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { guideBlocks } from '../../scripts/guideBlocks';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Serves the new files of docs/adding-a-resource.md at their paths, as if a developer had written them as the
 * guide says (only where no such file exists), so tests/docs/addingAResource.test.tsx imports and runs the
 * example itself: relative imports from and between them resolve as in the real folder.
 */
export function guideExample(): Plugin {
  let files: Map<string, string> | undefined;
  const guideFiles = () =>
    (files ??= new Map(
      guideBlocks()
        .filter((block) => block.kind === 'file')
        .map((block) => [path.join(ROOT, block.target), block.body] as const)
        .filter(([file]) => !existsSync(file)),
    ));
  return {
    name: 'guide-example',
    enforce: 'pre',
    resolveId(source, importer) {
      const base = source.startsWith('.') && importer ? path.resolve(path.dirname(importer), source) : source;
      return [base, `${base}.ts`, `${base}.tsx`].find((file) => guideFiles().has(file)) ?? null;
    },
    load(id) {
      return guideFiles().get(id) ?? null;
    },
  };
}
