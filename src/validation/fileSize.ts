import type { ValidationErrorMessage } from 'react-admin';
import { chosenFile } from './fileContent';

/**
 * A size limit as the forms and the upload hints say it: decimal megabytes, as the server counts them
 * (2,000,000 bytes is '2 MB'); a limit that is no whole number of megabytes in bytes.
 */
export function sizeText(bytes: number): string {
  return bytes >= 1_000_000 && bytes % 1_000_000 === 0 ? `${bytes / 1_000_000} MB` : `${bytes} bytes`;
}

/**
 * A chosen file of at most `maxBytes` ('The file is larger than 2 MB'): the server refuses bigger uploads with
 * an unreadable 500 (api-contract.md §5), so the form says so before sending.
 */
export const fileAtMost =
  (maxBytes: number) =>
  (value: unknown): ValidationErrorMessage | undefined => {
    const file = chosenFile(value);
    return file && file.size > maxBytes
      ? { message: 'app.common.file_too_large', args: { max: sizeText(maxBytes) } }
      : undefined;
  };

/** The image limit of the backend's local uploads (logos, covers): 2 MB. */
const IMAGE_MAX_BYTES = 2_000_000;
export const IMAGE_MAX_TEXT = sizeText(IMAGE_MAX_BYTES);
export const imageAtMost2Mb = () => fileAtMost(IMAGE_MAX_BYTES);
