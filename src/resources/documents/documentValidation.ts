import { required } from 'react-admin';
import { fileAtMost, sizeText } from '../../validation/fileSize';
import { withinLength } from '../../validation/fieldLimits';
import { fileExtensionIn, imageFile, REQUIRED } from '../../validation/rules';

/** The document types the upload takes (spec 2 §9). */
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'];

/**
 * The biggest document the server takes: api-contract.md F1 states no limit (S3), so this is the reference
 * server's document rule (20 MB). A bigger file is refused before anything is sent.
 */
const DOCUMENT_MAX_BYTES = 20_000_000;
export const DOCUMENT_MAX_TEXT = sizeText(DOCUMENT_MAX_BYTES);

/**
 * Document form rules (spec 2 §5). Create: title, description, a category, the membership, a cover (JPG,
 * PNG or JPEG) and the document (jpg, jpeg, png or pdf: 'Type should be JPG, PNG, JPEG or Pdf '). Update:
 * title, type, description, category and membership; the cover is optional and the document stays.
 */
export function documentValidation(mode: 'create' | 'edit') {
  const isRequired = [required(REQUIRED)];
  const cover = [imageFile()];
  return {
    documentTitle: [...isRequired, withinLength('name')],
    documentType: isRequired,
    documentDescription: [...isRequired, withinLength('long')],
    authorName: [withinLength('name')],
    category: isRequired,
    membership: isRequired,
    file: mode === 'create' ? [required(REQUIRED), ...cover] : cover,
    upload: [
      required(REQUIRED),
      fileExtensionIn(DOCUMENT_EXTENSIONS, 'app.content.documents.file_type'),
      fileAtMost(DOCUMENT_MAX_BYTES),
    ],
  };
}
