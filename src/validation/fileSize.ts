import type { ValidationErrorMessage } from 'react-admin';
import { chosenFile } from './fileContent';

/**
 * A chosen file of at most `maxBytes` ('The file is larger than 2 MB'): the server refuses bigger uploads with
 * an unreadable 500 (api-contract.md §5), so the form says so before sending.
 */
export const fileAtMost =
  (maxBytes: number, maxText: string) =>
  (value: unknown): ValidationErrorMessage | undefined => {
    const file = chosenFile(value);
    return file && file.size > maxBytes
      ? { message: 'app.common.file_too_large', args: { max: maxText } }
      : undefined;
  };

/** The image limit of the backend's local uploads (logos, covers): 2 MB. */
const IMAGE_MAX_BYTES = 2_000_000;
export const IMAGE_MAX_TEXT = '2 MB';
export const imageAtMost2Mb = () => fileAtMost(IMAGE_MAX_BYTES, IMAGE_MAX_TEXT);
