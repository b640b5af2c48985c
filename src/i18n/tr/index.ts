import { mergeTranslations, type TranslationMessages } from 'react-admin';
import raMessages from './ra';

/*
 * Turkish: react-admin's own texts (./ra.ts), then one file per area mirroring src/i18n/en/ key for key
 * (tests/i18n/parity.test.ts). Loaded only when the language is chosen (src/i18n/i18nProvider.ts).
 */
const areas = import.meta.glob<TranslationMessages>(['./*.ts', '!./index.ts', '!./ra.ts'], {
  eager: true,
  import: 'default',
});

export const tr: TranslationMessages = mergeTranslations(
  raMessages,
  ...Object.keys(areas)
    .sort()
    .map((file) => areas[file]),
);
