/**
 * How many source files outside a resource's own modules name it (issue 25: at most 3): `npx tsx
 * scripts/resourceNames.ts` prints each resource of the app with the files that name it; `--server` counts
 * server/src too, and then each module of the reference server (server/src/modules/<name>/) with the server files
 * that name it. tests/resources/resourceNames.test.ts holds the app to the goal,
 * tests/server/moduleNames.test.ts the server.
 *
 * A file names a resource when one of its string literals (a resource key, a URL, a message key, an import path,
 * a table in SQL) holds the name as a whole word; comments and identifiers do not count. Not counted: the
 * resource's own folder, the other resource folders and server modules (a screen reading another resource's
 * collection, a module joining another's records, is that folder's own dependency, written where it is used), the
 * message catalogues (src/i18n: texts keyed by name, a resource's own in files of their own) and the user area
 * (src/userArea: another app under /user, whose pages share words such as 'events').
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

/** A file of a resource folder (src/resources/<folder>/…) or a server module (server/src/modules/<name>/…). */
const inResourceFolder = (file: string) => /^(src\/resources|server\/src\/modules)\/[^/]+\//.test(file);

/** The files of `files` (other than resource folders and modules) whose string literals hold `name` as a word. */
function filesNaming(root: string, files: string[]) {
  const counted = files.filter(
    (file) => !inResourceFolder(file) && !NOT_COUNTED.some((dir) => file.startsWith(dir)),
  );
  const literals = new Map(
    counted.map((file) => [file, stringLiterals(readFileSync(path.join(root, file), 'utf8'))]),
  );
  return (name: string) => {
    const word = new RegExp(`(?<![\\w$])${name}(?![\\w$])`);
    return counted.filter((file) => word.test(literals.get(file) ?? '')).sort();
  };
}

/** Every declared resource with the files outside its own modules that name it (see the rules above). */
export function countResourceNames(root: string, options: { server?: boolean } = {}): NameCount[] {
  const naming = filesNaming(root, [
    ...sourceFiles(root, 'src'),
    ...(options.server ? sourceFiles(root, 'server/src') : []),
  ]);
  return declaredResources(root).map((resource) => ({ ...resource, files: naming(resource.name) }));
}

/** The modules of the reference server: the folders of server/src/modules (each with its module.ts). */
export function declaredModules(root: string): string[] {
  return readdirSync(path.join(root, 'server/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every module of the server with the server source files outside the modules that name it. */
export function countModuleNames(root: string): { name: string; files: string[] }[] {
  const naming = filesNaming(root, sourceFiles(root, 'server/src'));
  return declaredModules(root).map((name) => ({ name, files: naming(name) }));
}

const byCount = <T extends { files: string[] }>(counts: T[]) =>
  counts.sort((a, b) => b.files.length - a.files.length);

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const server = process.argv.includes('--server');
  console.log(`Resources of the app, in src${server ? ' and server/src' : ''}:`);
  for (const { name, folder, files } of byCount(countResourceNames(process.cwd(), { server }))) {
    console.log(
      `${String(files.length).padStart(3)}  ${name}${name === folder ? '' : ` (${folder})`}: ${files.join(' ')}`,
    );
  }
  if (!server) process.exit(0);
  console.log('Modules of the server, in server/src:');
  for (const { name, files } of byCount(countModuleNames(process.cwd()))) {
    console.log(`${String(files.length).padStart(3)}  ${name}: ${files.join(' ')}`);
  }
}
