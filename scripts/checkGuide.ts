/**
 * `npm run check:guide`: proves that docs/adding-a-resource.md teaches code that compiles against today's src/ and
 * server/. It copies both to .tmp/guide-check/, writes every code block whose first line names a new file there
 * (scripts/guideBlocks.ts), and typechecks the copy with the project's compiler options: the app's, then the
 * server's. The guide edits no existing file: a `// in <file>` snippet, or a block naming a file that exists, is
 * refused. tests/docs/addingAResource.test.tsx and tests/docs/addingAResource.server.test.ts run the same example.
 * The copy that `npm run new-resource` writes of the example (scripts/newResource.ts), under another name, is
 * typechecked beside it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guideFiles, writeGuideExample } from './guideBlocks';
import { newResourceFiles } from './newResource';
import { TSC } from './typescriptCompiler';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.tmp/guide-check');
/** The names a resource from npm run new-resource is checked under (camel case, an irregular plural). */
const SCAFFOLD_CHECK = { plural: 'healthStories', singular: 'healthStory' };

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
  // npm run new-resource writes the same example renamed: a resource of it is checked beside it.
  const scaffolded = newResourceFiles(SCAFFOLD_CHECK, undefined, OUT);
  for (const file of scaffolded) {
    await mkdir(path.join(OUT, path.dirname(file.target)), { recursive: true });
    await writeFile(path.join(OUT, file.target), file.body);
  }

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
    `docs/adding-a-resource.md: its example compiles (${written.length} files: ${written.join(', ')}), and so does ` +
      `npm run new-resource's copy of it (${scaffolded.length} files, as ${SCAFFOLD_CHECK.plural}).`,
  );
}

await main();
