/**
 * The code blocks of docs/adding-a-resource.md: a block whose first line names a file (`// src/<file>`,
 * `// server/<file>`, or `-- server/<file>` in SQL) is a whole new file, one whose first line is `// in <file>`
 * lines added to an existing file. Read by `npm run check:guide` (scripts/checkGuide.ts) and by the tests that run
 * the guide's example (tests/docs/addingAResource.test.tsx, tests/docs/addingAResource.server.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const GUIDE = path.join(ROOT, 'docs/adding-a-resource.md');

export interface GuideBlock {
  /** `file`: a whole new file; `snippet`: lines to add to an existing file. */
  kind: 'file' | 'snippet';
  /** The file's path from the repository's root. */
  target: string;
  body: string;
}

export function guideBlocks(markdown: string = readFileSync(GUIDE, 'utf8')): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const match of markdown.matchAll(/```(tsx?|sql)\n([\s\S]*?)```/g)) {
    const [first, ...rest] = match[2].split('\n');
    const comment = match[1] === 'sql' ? '--' : '//';
    const named = new RegExp(`^${comment} (in )?((?:src|server)/\\S+)$`).exec(first);
    if (named) blocks.push({ kind: named[1] ? 'snippet' : 'file', target: named[2], body: rest.join('\n') });
  }
  return blocks;
}

/** The guide's new files of one side: the app's (src/) or the reference server's (server/). */
export const guideFiles = (side: 'src' | 'server', blocks = guideBlocks()) =>
  blocks.filter((block) => block.kind === 'file' && block.target.startsWith(`${side}/`));

/**
 * The guide's example written as a developer would: a copy of the repository's `side` folders (and shared/,
 * which both import) under `out`, with the guide's new files of those sides added. Refuses a guide that edits an
 * existing file (a snippet, or a file block naming a file that exists): adding a resource adds files only.
 */
export async function writeGuideExample(out: string, sides: readonly ('src' | 'server')[]) {
  const blocks = guideBlocks();
  const targets = (kept: GuideBlock[]) => kept.map((block) => block.target).join(', ');
  const edits = blocks.filter((block) => block.kind === 'snippet');
  if (edits.length) throw new Error(`The guide edits existing files (${targets(edits)})`);
  const taken = blocks.filter((block) => existsSync(path.join(ROOT, block.target)));
  if (taken.length)
    throw new Error(
      `Files the guide's example adds exist already (${targets(taken)}): a resource of the example's name ` +
        'is in the repository. The example and its tests need that name free: give the real resource another.',
    );
  await mkdir(out, { recursive: true });
  for (const folder of ['shared', ...sides]) {
    await cp(path.join(ROOT, folder), path.join(out, folder), { recursive: true });
  }
  const written = sides.flatMap((side) => guideFiles(side, blocks));
  for (const block of written) {
    await mkdir(path.join(out, path.dirname(block.target)), { recursive: true });
    await writeFile(path.join(out, block.target), block.body);
  }
  return written.map((block) => block.target);
}
