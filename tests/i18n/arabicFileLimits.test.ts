import { expect, it } from 'vitest';
import common from '../../src/i18n/ar/common';
import content from '../../src/i18n/ar/content';
import serverErrors from '../../src/i18n/ar/serverErrors';

/** Left-to-right isolation (LRI … PDI): a run of Latin text and digits that keeps its order on a right-to-left line. */
const isolated = (placeholder: string) => `\u2066%{${placeholder}}\u2069`;

/**
 * A file limit ('200 MB') or a list of file types ('mp4, mkv, png') in an Arabic sentence reads as written: left to
 * right as one unit, not 'MB 200' nor with the list's full stop before its first type.
 */
it.each([
  ['the form refusing a large file', common.app.common.file_too_large, ['max']],
  ['the upload hint', content.app.content.file_hint, ['types', 'max']],
  ["the server's refusal of a large file", serverErrors.app.serverErrors.file_size, ['max']],
  ["the server's refusal of a file type", serverErrors.app.serverErrors.file_type, ['types']],
])('isolates the sizes and types in %s', (_name, text, placeholders) => {
  for (const placeholder of placeholders) expect(text).toContain(isolated(placeholder));
});
