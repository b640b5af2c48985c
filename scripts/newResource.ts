/**
 * `npm run new-resource -- <plural> <singular>` (e.g. `announcements announcement`): writes a new resource's
 * files from the example of docs/adding-a-resource.md (its `notes`), renamed: the app's folder, its texts in
 * English (the Arabic and Turkish files too, under a line asking to translate them, which fails npm test until
 * then), and the server's module with its migration (the next free number, the table in snake case). A starting
 * point that compiles, to be shaped to the resource: its fields, its list, its texts. It edits no existing file and
 * refuses a name whose files exist.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guideBlocks, type GuideBlock } from './guideBlocks.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MIGRATIONS = 'server/src/db/migrations';

export interface ResourceNames {
  /** The resource's name: its URL /admin/<plural>, its folder, its table. */
  plural: string;
  /** One record's name: the API's paths (/admin/<singular>/list) and the types (`<Singular>Record`). */
  singular: string;
}

/** Lower camel case, as the app's resource names are (`faqs`, `promoCodes`). */
const NAME = /^[a-z][a-zA-Z]{1,40}$/;
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** `healthStories` → `Health Stories`, as a text names it. */
const words = (name: string) => capitalised(name.replace(/([a-z])([A-Z])/g, '$1 $2'));
/** `healthStories` → `health_stories`, as the database's tables are named (`promo_codes`). */
const snakeCase = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
/** `healthStories` → `HEALTH_STORIES`, as a constant's name. */
const constantCase = (name: string) => snakeCase(name).toUpperCase();

/**
 * The server's text with the example's table (`notes`) and its index under the new resource's table name, in
 * snake case (PostgreSQL folds an unquoted `healthStories` to `healthstories`), and its not-found text in words
 * ('No health story found'); the rest is renamed as everywhere.
 */
function serverNamed(body: string, names: ResourceNames): string {
  const table = snakeCase(names.plural);
  return body
    .replace(/\b(TABLE|FROM|INTO|UPDATE|JOIN|ON)( +)notes\b/g, `$1$2${table}`)
    .replace(/\bnotes_newest\b/g, `${table}_newest`)
    .replace(/(updateRow\(\w+, |table: |insertMany\([^,]+, )'notes'/g, `$1'${table}'`)
    .replace(/notFound\('note'\)/g, `notFound('${words(names.singular).toLowerCase()}')`);
}

/** The example's identifiers no rename may touch (its menu icon's import). */
const KEPT = new Set(['StickyNote2Outlined']);

/**
 * `text` with the example's names in the new resource's: `notes`/`note` where an identifier or word starts with
 * them, `Notes`/`Note` where a word or a camel-case part does (`NoteList`, `archiveNote`, 'Add New Note'),
 * `NOTES`/`NOTE` as a part of a constant's name (`NOTE_COLUMNS`).
 */
export function renameExample(text: string, names: ResourceNames): string {
  const { plural, singular } = names;
  const words: Record<string, string> = {
    notes: plural,
    note: singular,
    Notes: capitalised(plural),
    Note: capitalised(singular),
    NOTES: constantCase(plural),
    NOTE: constantCase(singular),
  };
  const parts =
    /(?<=^|_|[a-z0-9])(?:Notes|Note)(?![a-z])|(?<=^|_)(?:notes|note)(?![a-z])|(?<=^|_)(?:NOTES|NOTE)(?=_|$)/g;
  return text.replace(/[A-Za-z0-9_]+/g, (token) =>
    KEPT.has(token) ? token : token.replace(parts, (part) => words[part] ?? part),
  );
}

/** The migration number after the last one of server/src/db/migrations. */
function nextMigrationNumber(root: string): string {
  const numbers = readdirSync(path.join(root, MIGRATIONS))
    .map((file) => Number(/^(\d+)_/.exec(file)?.[1]))
    .filter((number) => Number.isInteger(number));
  return String(Math.max(0, ...numbers) + 1).padStart(3, '0');
}

/** What the header of a translation file written in English says; tests/i18n/parity.test.ts fails while it is there. */
export const UNTRANSLATED_MARK = 'written in English by npm run new-resource';

/** The header of a translation file written with the English texts, for the developer to translate. */
const untranslated = (language: string) =>
  `// The ${language} texts of this resource: ${UNTRANSLATED_MARK}. Translate them.\n`;

/** The files of the new resource, from the guide's example blocks: path and text. */
export function newResourceFiles(
  names: ResourceNames,
  blocks: GuideBlock[] = guideBlocks(),
  root = ROOT,
): { target: string; body: string }[] {
  const files = blocks.filter((block) => block.kind === 'file');
  const english = files.find((block) => block.target === 'src/i18n/en/notes.ts');
  if (!english) throw new Error('The guide has no src/i18n/en/notes.ts block');
  const migration = nextMigrationNumber(root);
  return files.map((block) => {
    const translation = /^src\/i18n\/(ar|tr)\//.exec(block.target)?.[1];
    const body = translation
      ? untranslated(translation === 'ar' ? 'Arabic' : 'Turkish') + english.body
      : block.target.endsWith('/resource.ts')
        ? // The spec names no URL of a new resource: no legacy redirects.
          block.body.replace(/^\s*legacy: .*\n/m, '')
        : block.body;
    const target = block.target.startsWith(`${MIGRATIONS}/`)
      ? `${MIGRATIONS}/${migration}_${names.plural}.sql`
      : renameExample(block.target, names);
    const renamed = renameExample(target.startsWith('server/') ? serverNamed(body, names) : body, names);
    // The texts name it in words ('Add New Health Story'); only their values hold the capitalised names.
    const text = target.startsWith('src/i18n/')
      ? renamed
          .replaceAll(capitalised(names.plural), words(names.plural))
          .replaceAll(capitalised(names.singular), words(names.singular))
      : renamed;
    return { target, body: text };
  });
}

async function main() {
  const [plural = '', singular = ''] = process.argv.slice(2);
  if (!NAME.test(plural) || !NAME.test(singular) || plural === singular) {
    console.error(
      'Usage: npm run new-resource -- <plural> <singular>, e.g. announcements announcement (lower camel case).',
    );
    process.exit(1);
  }
  const files = newResourceFiles({ plural, singular });
  const taken = files.filter((file) => existsSync(path.join(ROOT, file.target)));
  if (taken.length > 0 || existsSync(path.join(ROOT, 'src/resources', plural))) {
    console.error(
      `A resource named ${plural} exists already: ${taken.map((file) => file.target).join(', ')}`,
    );
    process.exit(1);
  }
  for (const file of files) {
    await mkdir(path.join(ROOT, path.dirname(file.target)), { recursive: true });
    await writeFile(path.join(ROOT, file.target), file.body);
  }
  console.log(`Wrote ${files.length} files:\n${files.map((file) => `  ${file.target}`).join('\n')}`);
  console.log(
    [
      '',
      'Next, as docs/adding-a-resource.md describes each part:',
      `- shape the fields, list and form (src/resources/${plural}/), the table, schemas and demo records`,
      `  (server/src/modules/${plural}/, the migration);`,
      `- translate src/i18n/ar/${plural}.ts and src/i18n/tr/${plural}.ts, written in English (npm test fails until then);`,
      "- keep or remove the example's Archive action; choose its menu icon and place;",
      '- give a choice field its reading in src/resources/activity/fieldReadings.ts, for the activity log;',
      '- add its tests (tests/docs/addingAResource*.test.ts* test this example), then npm run format, lint,',
      '  typecheck and npm test.',
    ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) void main();
