/**
 * `npm run check:guide`: proves that docs/adding-a-resource.md teaches code that compiles against today's src/ and
 * server/. It copies both to .tmp/guide-check/, writes every code block whose first line names a new file there
 * (scripts/guideBlocks.ts), and typechecks the copy with the project's compiler options: the app's, then the
 * server's. The guide edits no existing file: a `// in <file>` snippet, or a block naming a file that exists, is
 * refused. tests/docs/addingAResource.test.tsx and tests/docs/addingAResource.server.test.ts run the same example.
 */
import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guideFiles, writeGuideExample } from './guideBlocks';
import { TSC } from './typescriptCompiler';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.tmp/guide-check');

function typecheck(project: string) {
  try {
    execFileSync(process.execPath, [TSC, '-p', project, '--noEmit'], { stdio: 'inherit' });
  } catch {
    console.error(
      '\ndocs/adding-a-resource.md: its example does not compile (errors above, paths under .tmp/guide-check).',
    );
    process.exit(1);
  }
}

async function main() {
  for (const side of ['src', 'server'] as const) {
    if (guideFiles(side).length === 0) throw new Error(`The guide has no ${side}/ file blocks to check`);
  }
  await rm(OUT, { recursive: true, force: true });
  const written = await writeGuideExample(OUT, ['src', 'server']);

  const appConfig = {
    extends: path.join(ROOT, 'tsconfig.json'),
    compilerOptions: { noUnusedLocals: false },
    include: ['src'],
  };
  await writeFile(path.join(OUT, 'tsconfig.json'), JSON.stringify(appConfig, null, 2));
  typecheck(path.join(OUT, 'tsconfig.json'));
  // The server's own tsconfig.json, copied with it.
  typecheck(path.join(OUT, 'server/tsconfig.json'));
  console.log(
    `docs/adding-a-resource.md: its example compiles (${written.length} files: ${written.join(', ')}).`,
  );
}

await main();
