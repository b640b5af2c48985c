import { greaterThanMinusOne, imageFile, requiredField } from '../../validation/rules';

/**
 * Group form rules (spec 3 §5): state, city, link and leader optional; the cover image required on add
 * only, and JPG, JPEG or PNG.
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
    file: mode === 'create' ? [required, imageFile()] : [imageFile()],
  };
}
