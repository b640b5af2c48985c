import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

/*
 * Every `src/i18n/en/<area>.ts` default-exports `{ app: { <area>: { … } } }`, with the labels react-admin reads
 * (`resources: { <name>: { fields } }`); a new area's file is picked up here without editing this index.
 * Sorted by file name, so the merge order does not depend on the glob.
 */
const areas = import.meta.glob<TranslationMessages>(['./*.ts', '!./index.ts'], {
  eager: true,
  import: 'default',
});

/** react-admin's English texts, then every spec text, area by area (keys app.<area>.*). */
export const en: TranslationMessages = mergeTranslations(
  englishMessages,
  ...Object.keys(areas)
    .sort()
    .map((file) => areas[file]),
);
