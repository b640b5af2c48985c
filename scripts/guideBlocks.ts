/**
 * The code blocks of docs/adding-a-resource.md: a block whose first line is `// src/<file>` is a whole new file,
 * one whose first line is `// in src/<file>` lines added to an existing file. Read by `npm run check:guide`
 * (scripts/checkGuide.ts) and by the test that runs the guide's example (tests/docs/addingAResource.test.tsx).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const GUIDE = path.resolve(import.meta.dirname, '../docs/adding-a-resource.md');

export interface GuideBlock {
  /** `file`: a whole new file; `snippet`: lines to add to an existing file. */
  kind: 'file' | 'snippet';
  /** The file's path from the repository's root. */
  target: string;
  body: string;
}

export function guideBlocks(markdown: string = readFileSync(GUIDE, 'utf8')): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const match of markdown.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const [first, ...rest] = match[1].split('\n');
    const file = /^\/\/ (src\/\S+)$/.exec(first);
    const snippet = /^\/\/ in (src\/\S+)/.exec(first);
    if (file) blocks.push({ kind: 'file', target: file[1], body: rest.join('\n') });
    else if (snippet) blocks.push({ kind: 'snippet', target: snippet[1], body: rest.join('\n') });
  }
  return blocks;
}
