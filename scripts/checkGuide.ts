/**
 * `npm run check:guide`: proves that docs/adding-a-resource.md teaches code that compiles against today's src/.
 * It copies src/ to .tmp/guide-check/, writes every code block whose first line is `// src/<file>` there, turns
 * every `// in src/<file>` snippet into a small file beside its target (so its relative imports resolve the
 * same way), and typechecks the copy with the project's compiler options.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const GUIDE = path.join(ROOT, 'docs/adding-a-resource.md');
const OUT = path.join(ROOT, '.tmp/guide-check');

interface Block {
  /** `file`: a whole new file; `snippet`: lines to add to an existing file. */
  kind: 'file' | 'snippet';
  target: string;
  body: string;
}

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const match of markdown.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const [first, ...rest] = match[1].split('\n');
    const file = /^\/\/ (src\/\S+)$/.exec(first);
    const snippet = /^\/\/ in (src\/\S+)/.exec(first);
    if (file) blocks.push({ kind: 'file', target: file[1], body: rest.join('\n') });
    else if (snippet) blocks.push({ kind: 'snippet', target: snippet[1], body: rest.join('\n') });
  }
  return blocks;
}

/** Import lines and `const` declarations go to the top; the rest is what the snippet adds inside a list or JSX. */
function split(body: string) {
  const lines = body.split('\n').filter((line) => line.trim());
  const top = lines.filter((line) => /^(import|const) /.test(line));
  const inner = lines.filter((line) => !top.includes(line));
  return { top: top.join('\n'), inner: inner.join('\n') };
}

/** Each edited file's snippet inside what surrounds it there (the registry's array, <Admin>, the menu). */
const WRAPPERS: Record<string, (top: string, inner: string) => string> = {
  'src/api/resources/index.ts': (top, inner) =>
    `import type { ResourceSpec } from '../types';\n${top}\nexport const guideEntries: ResourceSpec[] = [\n${inner}\n];\n`,
  'src/routes/AdminApp.tsx': (top, inner) =>
    `import { Admin, Resource } from 'react-admin';\nimport { lazyResource } from './lazyResource';\n${top}\n` +
    `export const GuideAdmin = () => (\n<Admin>\n${inner}\n</Admin>\n);\n`,
  'src/layout/navigation.ts': (top, inner) =>
    `import type { NavItem } from './navigation';\n${top}\nconst m = (key: string) => \`app.shell.menu.\${key}\`;\n` +
    `export const guideNavigation: NavItem[] = [\n${inner}\n];\n`,
};

async function main() {
  const blocks = blocksOf(await readFile(GUIDE, 'utf8'));
  if (!blocks.some((block) => block.kind === 'file'))
    throw new Error('The guide has no file blocks to check');
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  await cp(path.join(ROOT, 'src'), path.join(OUT, 'src'), { recursive: true });

  const written: string[] = [];
  for (const [index, block] of blocks.entries()) {
    if (block.kind === 'file') {
      await mkdir(path.join(OUT, path.dirname(block.target)), { recursive: true });
      await writeFile(path.join(OUT, block.target), block.body);
      written.push(block.target);
      continue;
    }
    const wrap = WRAPPERS[block.target];
    if (!wrap)
      throw new Error(`No wrapper for a snippet in ${block.target}: add one to scripts/checkGuide.ts`);
    const { top, inner } = split(block.body);
    const file = path.join(path.dirname(block.target), `guideSnippet${index}.tsx`);
    await writeFile(path.join(OUT, file), wrap(top, inner));
    written.push(file);
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
  console.log(
    `docs/adding-a-resource.md: its example compiles (${written.length} files: ${written.join(', ')}).`,
  );
}

await main();
