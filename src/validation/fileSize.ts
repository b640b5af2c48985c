import type { ValidationErrorMessage } from 'react-admin';
import { chosenFile } from './fileContent';

/**
 * A size limit as the forms and the upload hints say it: in decimal megabytes, as the server counts them (2,000,000
 * bytes is '2 MB', 1,500,000 is '1.5 MB'), so that every language reads one unit.
 */
export function sizeText(bytes: number): string {
  return `${Math.round(bytes / 1000) / 1000} MB`;
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
