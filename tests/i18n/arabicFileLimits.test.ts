import { expect, it } from 'vitest';
import { ar } from '../../src/i18n/ar';

/** Left-to-right isolation (LRI … PDI): a run of Latin text and digits that keeps its order on a right-to-left line. */
const isolated = (placeholder: string) => `\u2066%{${placeholder}}\u2069`;

/**
 * A file limit ('200 MB') or a list of file types ('mp4, mkv, png') in an Arabic sentence reads as written: left to
 * right as one unit, not 'MB 200' nor with the list's full stop before its first type.
 */
it.each([
  ['the form refusing a large file', ar.app.common.file_too_large, ['max']],
  ['the upload hint', ar.app.content.file_hint, ['types', 'max']],
  ["the server's refusal of a large file", ar.app.serverErrors.file_size, ['max']],
  ["the server's refusal of a file type", ar.app.serverErrors.file_type, ['types']],
])('isolates the sizes and types in %s', (_name, text, placeholders) => {
  for (const placeholder of placeholders) expect(text).toContain(isolated(placeholder));
});
