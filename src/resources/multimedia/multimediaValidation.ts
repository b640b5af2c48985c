import { required } from 'react-admin';
import { itemsWithinLength, withinLength } from '../../validation/fieldLimits';
import { imageFile, REQUIRED } from '../../validation/rules';

/**
 * Multimedia form rules (spec 2 §5): title, type, description, at least one category, the membership and,
 * on create, the cover image (JPG, PNG or JPEG). The cover goes through the server's 2 MB image rule, so a
 * bigger one is refused here first. Speaker, tags and meta tags are optional. Lengths are the server's
 * (shared/fieldRules.ts).
 */
export function multimediaValidation(mode: 'create' | 'edit') {
  const isRequired = [required(REQUIRED)];
  const cover = [imageFile()];
  return {
    multimediaTitle: [...isRequired, withinLength('name')],
    multimediaType: isRequired,
    multiDescription: [...isRequired, withinLength('long')],
    speakerName: [itemsWithinLength('name')],
    category: isRequired,
    membership: isRequired,
    file: mode === 'create' ? [required(REQUIRED), ...cover] : cover,
  };
}
