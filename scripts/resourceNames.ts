/**
 * How many source files outside a resource's own modules name it (issue 25: at most 3): `npx tsx
 * scripts/resourceNames.ts` prints each resource with the files that name it (`--server` adds server/src, once its
 * resources are modules of their own). tests/resources/resourceNames.test.ts holds the app to the goal.
 *
 * A file names a resource when one of its string literals (a resource key, a URL, a message key, an import path)
 * holds the name as a whole word; comments and identifiers do not count. Not counted: the resource's own folder,
 * the other resource folders (a screen reading another resource's collection is that folder's own dependency,
 * written where it is used), the message catalogues (src/i18n: texts keyed by name, a resource's own in files of
 * their own) and the user area (src/userArea: another app under /user, whose pages share words such as 'events').
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface DeclaredResource {
  /** react-admin's resource name. */
  name: string;
  /** The folder under src/resources that declares it. */
  folder: string;
}

export interface NameCount extends DeclaredResource {
  /** The files outside its own modules that name it, relative to the root. */
  files: string[];
}

const SOURCE = /\.(ts|tsx)$/;
const NOT_COUNTED = ['src/i18n/', 'src/userArea/'];

const sourceFiles = (root: string, dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));

/** The string literals of a source file (comments dropped), one after another. */
export function stringLiterals(source: string): string {
  const tokens = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
  return [...source.matchAll(tokens)]
    .map(([token]) => token)
    .filter((token) => !token.startsWith('/'))
    .join('\n');
}

/** The resources the descriptors declare (src/resources/<folder>/resource.ts: its `name` and `collections`). */
export function declaredResources(root: string): DeclaredResource[] {
  const folders = readdirSync(path.join(root, 'src/resources'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return folders.flatMap((folder) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, 'src/resources', folder, 'resource.ts'), 'utf8');
    } catch {
      return [];
    }
    const name = /^\s*name: '([^']+)'/m.exec(text)?.[1];
    const collections = /^\s*collections: \[([^\]]*)\]/m.exec(text)?.[1] ?? '';
    const names = [name, ...[...collections.matchAll(/'([^']+)'/g)].map((match) => match[1])];
    return names.filter((one) => one !== undefined).map((one) => ({ name: one, folder }));
  });
}

/** A file of a resource folder (src/resources/<folder>/…), not of the folder's shared root. */
const inResourceFolder = (file: string) => /^src\/resources\/[^/]+\//.test(file);

/** Every declared resource with the files outside its own modules that name it (see the rules above). */
export function countResourceNames(root: string, options: { server?: boolean } = {}): NameCount[] {
  const files = [...sourceFiles(root, 'src'), ...(options.server ? sourceFiles(root, 'server/src') : [])];
  const counted = files.filter(
    (file) => !inResourceFolder(file) && !NOT_COUNTED.some((dir) => file.startsWith(dir)),
  );
  const literals = new Map(
    counted.map((file) => [file, stringLiterals(readFileSync(path.join(root, file), 'utf8'))]),
  );
  return declaredResources(root).map((resource) => {
    const word = new RegExp(`(?<![\\w$])${resource.name}(?![\\w$])`);
    // On the server, a resource's own modules are the files named after it (server/src/<layer>/<name>.ts).
    const own = (file: string) =>
      file.startsWith('server/src/') && path.basename(file, '.ts') === resource.name;
    const named = counted.filter((file) => !own(file) && word.test(literals.get(file) ?? ''));
    return { ...resource, files: named.sort() };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const counts = countResourceNames(process.cwd(), { server: process.argv.includes('--server') });
  for (const { name, folder, files } of counts.sort((a, b) => b.files.length - a.files.length)) {
    console.log(
      `${String(files.length).padStart(3)}  ${name}${name === folder ? '' : ` (${folder})`}: ${files.join(' ')}`,
    );
  }
}
