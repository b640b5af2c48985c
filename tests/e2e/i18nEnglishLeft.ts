import type { TranslationMessages } from 'react-admin';

/** Every [dot path, text] of a message tree. */
function leaves(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts a translated page must not show: every message of `english` whose translation differs,
 * each as a whole-text pattern (a %{placeholder} stands for any text; polyglot's plural forms each count).
 * Texts without a letter ('→', '%{name}') are left out: they are the same in every language.
 */
export function englishTextPatterns(
  english: TranslationMessages,
  translated: TranslationMessages,
): { key: string; pattern: RegExp }[] {
  const translations = new Map(leaves(translated));
  return leaves(english)
    .filter(([key, text]) => translations.get(key) !== text)
    .flatMap(([key, text]) =>
      text
        .split('||||')
        .map((form) => form.trim())
        .filter((form) => /[A-Za-z]{2,}/.test(form.replace(/%\{[^}]+\}/g, '')))
        .map((form) => ({
          key,
          pattern: new RegExp(
            `^${form
              .split(/%\{[^}]+\}/)
              .map(escapeRegExp)
              .join('.+')}$`,
          ),
        })),
    );
}
