import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { ar } from '../../src/i18n/ar';
import { tr } from '../../src/i18n/tr';
import { UNTRANSLATED_MARK } from '../../scripts/newResource';

/** Every [dot path, value] of a message tree. */
function leaves(tree: unknown, path = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

/** The %{name} placeholders of a message, sorted and without repeats (plural forms may repeat them). */
const placeholders = (message: unknown) => [...new Set(String(message).match(/%\{[^}]+\}/g) ?? [])].sort();

const english = new Map(leaves(en));

/** The messages given a resource's name lowered for the inside of a sentence (useResourceNameInText). */
const LOWERED_NAME_KEYS = [
  'app.bulk.select_page',
  'app.bulk.select_all',
  'app.bulk.select_all_title',
  'app.collections.loading',
  'app.collections.loading_unknown',
];

describe.each([
  ['ar', ar],
  ['tr', tr],
])('the %s catalogue', (_locale, messages) => {
  const translated = new Map(leaves(messages));

  it('has every key of the English one', () => {
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
  });

  it('has no key the English one lacks', () => {
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has a translated text at every app.* key', () => {
    const blank = [...translated].filter(
      ([key, value]) => key.startsWith('app.') && (typeof value !== 'string' || value.trim() === ''),
    );
    expect(blank).toEqual([]);
  });

  it('keeps the placeholders of every English message', () => {
    const differing = [...english]
      .filter(([key]) => translated.has(key))
      .filter(([key, value]) => placeholders(value).join() !== placeholders(translated.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('never starts a sentence with a name lowered for the inside of one', () => {
    expect(LOWERED_NAME_KEYS.filter((key) => !translated.has(key))).toEqual([]);
    const starting = LOWERED_NAME_KEYS.filter((key) => String(translated.get(key)).startsWith('%{name}'));
    expect(starting).toEqual([]);
  });
});

// npm run new-resource writes a new resource's Arabic and Turkish texts in English, under a line saying so.
describe('the Arabic and Turkish files', () => {
  const files = import.meta.glob<string>(['../../src/i18n/ar/*.ts', '../../src/i18n/tr/*.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('are translated: none still has the English texts npm run new-resource wrote', () => {
    expect(Object.keys(files).length).toBeGreaterThan(20);
    const untranslated = Object.entries(files).filter(([, text]) => text.includes(UNTRANSLATED_MARK));
    expect(untranslated.map(([file]) => file)).toEqual([]);
  });
});
