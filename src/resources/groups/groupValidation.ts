import { imageAtMost2Mb } from '../../validation/fileSize';
import { greaterThanMinusOne, imageFile, requiredField } from '../../validation/rules';

/**
 * Group form rules (spec 3 §5): state, city, link and leader optional; the cover image required on add
 * only, and JPG, JPEG or PNG of at most 2 MB (the API refuses bigger ones with an unreadable error).
 */
export function groupValidation(mode: 'create' | 'edit') {
  const required = requiredField();
  return {
    name: [required],
    description: [required],
    numberOfMembers: [required, greaterThanMinusOne()],
    groupCategory: [required],
    membershipPackage: [required],
    country: [required],
    file: mode === 'create' ? [required, imageFile(), imageAtMost2Mb()] : [imageFile(), imageAtMost2Mb()],
  };
}
