import { useTranslate } from 'react-admin';
import { IMAGE_MAX_TEXT } from '../../validation/fileSize';
import { IMAGE_ACCEPT } from './imageAccept';

/** The image extensions the pickers take, as the hint names them: jpg, jpeg, png. */
const IMAGE_EXTENSIONS = Object.values(IMAGE_ACCEPT ?? {})
  .flat()
  .map((extension) => extension.replace(/^\./, ''));

/**
 * The text under an image picker, worded as the document and media pickers word theirs: the types it takes and
 * the server's size limit ('Allowed types: jpg, jpeg, png. At most 2 MB.').
 */
export function useImageHint(): string {
  const translate = useTranslate();
  return translate('app.content.file_hint', { types: IMAGE_EXTENSIONS.join(', '), max: IMAGE_MAX_TEXT });
}
