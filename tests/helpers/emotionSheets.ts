import createCache from '@emotion/cache';

interface EmotionSheet {
  isSpeedy: boolean;
  insert(rule: string): void;
}

const INSERT_FAILED = 'There was a problem inserting the following rule';
let installed = false;
/** Every rule Emotion wrote in this worker, with the sheet it went into. */
const written: { sheet: object; rule: string }[] = [];

/**
 * Emotion's development build writes each CSS rule as a `<style>` element of its own; its production build puts
 * the rules into one style sheet with `insertRule`. A worker's document collected thousands of those elements, and
 * every `<Global>` mount (MUI mounts one per text field) searches the document for its own: with other per-element
 * costs, a seventh of the heaviest component files' CPU time (issue 25: `npm test`'s time). So the component
 * tests insert as production does.
 *
 * A rule the DOM cannot parse (a browser drops it too: react-admin's `&$disabled`, left from JSS; one `@media`
 * happy-dom does not read) is dropped silently, as production does; the development build would print each one.
 * (tests/helpers/emotionSheets.test.tsx fails if the rules go back to elements of their own.) A rule in a sheet
 * has no text in its element: a test reads what Emotion wrote with `writtenRules`.
 */
export function insertRulesAsProduction() {
  if (installed) return;
  installed = true;
  // The class of every Emotion sheet, reached through a cache so that it is the copy Emotion itself uses.
  const sheet = Object.getPrototypeOf(createCache({ key: 'probe' }).sheet) as EmotionSheet;
  const insert = sheet.insert;
  sheet.insert = function (this: EmotionSheet, rule: string) {
    this.isSpeedy = true;
    written.push({ sheet: this, rule });
    const error = console.error;
    console.error = (...args: unknown[]) => {
      if (!(typeof args[0] === 'string' && args[0].startsWith(INSERT_FAILED))) error(...args);
    };
    try {
      insert.call(this, rule);
    } finally {
      console.error = error;
    }
  };
}

/** The rules Emotion wrote, as it wrote them: into `sheet` (an Emotion cache's), or into any sheet in this worker. */
export const writtenRules = (sheet?: object) =>
  written
    .filter((entry) => !sheet || entry.sheet === sheet)
    .map((entry) => entry.rule)
    .join('\n');
