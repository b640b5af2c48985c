/**
 * `npm run check:guide`: proves that docs/adding-a-resource.md teaches code that compiles against today's src/.
 * It copies src/ to .tmp/guide-check/, writes every code block whose first line is `// src/<file>` there, and
 * typechecks the copy with the project's compiler options. The guide edits no existing file: a `// in src/<file>`
 * snippet is refused. tests/docs/addingAResource.test.tsx runs the same example.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guideBlocks } from './guideBlocks';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.tmp/guide-check');

async function main() {
  const blocks = guideBlocks();
  if (!blocks.some((block) => block.kind === 'file'))
    throw new Error('The guide has no file blocks to check');
  const snippets = blocks.filter((block) => block.kind === 'snippet');
  if (snippets.length)
    throw new Error(`The guide edits existing files (${snippets.map((block) => block.target).join(', ')})`);
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  await cp(path.join(ROOT, 'src'), path.join(OUT, 'src'), { recursive: true });
  // The field rules the app shares with the server (src/validation/fieldLimits.ts imports them).
  await cp(path.join(ROOT, 'shared'), path.join(OUT, 'shared'), { recursive: true });

  for (const block of blocks) {
    await mkdir(path.join(OUT, path.dirname(block.target)), { recursive: true });
    await writeFile(path.join(OUT, block.target), block.body);
  }

  const tsconfig = {
    extends: path.join(ROOT, 'tsconfig.json'),
    compilerOptions: { noUnusedLocals: false },
    include: ['src'],
  };
  await writeFile(path.join(OUT, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(OUT, 'tsconfig.json'), '--noEmit'], {
      stdio: 'inherit',
    });
  } catch {
    console.error(
      '\ndocs/adding-a-resource.md: its example does not compile (errors above, paths under .tmp/guide-check).',
    );
    process.exit(1);
  }
  const written = blocks.map((block) => block.target);
  console.log(
    `docs/adding-a-resource.md: its example compiles (${written.length} files: ${written.join(', ')}).`,
  );
}

await main();
