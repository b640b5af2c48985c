import { describe, expect, it } from 'vitest';
import type { TranslationMessages } from 'react-admin';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { tr } from '../../src/i18n/tr';

/** Every [dot path, value] of a message tree. */
function leaves(tree: unknown, path = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

describe("the activity log's name", () => {
  it.each([
    ['English', en],
    ['Arabic', ar],
    ['Turkish', tr],
  ])("is no other screen's title in %s", (_language, messages) => {
    const { app, resources } = messages as TranslationMessages &
      Record<'app' | 'resources', Record<string, unknown>>;
    const names = [
      (app.activity as Record<string, unknown>).menu,
      (resources.activity as { name: unknown }).name,
    ];
    const otherTitles = [...leaves(app, 'app'), ...leaves(resources, 'resources')].filter(
      ([key]) => /\.(title|name)$/.test(key) && !/^(app|resources)\.activity\./.test(key),
    );
    const same = (a: unknown, b: unknown) => String(a).toLocaleLowerCase() === String(b).toLocaleLowerCase();
    expect(otherTitles.filter(([, title]) => names.some((name) => same(name, title)))).toEqual([]);
  });
});
