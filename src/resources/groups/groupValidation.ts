import { amountOf, withinLength } from '../../validation/fieldLimits';
import { imageFile, requiredField } from '../../validation/rules';

/**
 * Group form rules (spec 3 §5): state, city, link and leader optional; the cover image required on add
 * only, and JPG, JPEG or PNG of at most 2 MB (the API refuses bigger ones with an unreadable error). The capacity is
 * a whole number up to the server's bound, and texts as long as it takes (shared/fieldRules.ts).
 */
export function groupValidation(mode: 'create' | 'edit') {
  const required = requiredField();
  return {
    name: [required, withinLength('name')],
    description: [required, withinLength('long')],
    numberOfMembers: [required, ...amountOf('capacity')],
    state: [withinLength('short')],
    city: [withinLength('short')],
    groupLink: [withinLength('url')],
    groupCategory: [required],
    membershipPackage: [required],
    country: [required],
    file: mode === 'create' ? [required, imageFile()] : [imageFile()],
  };
}
