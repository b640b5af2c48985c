import { imageAtMost2Mb } from '../../validation/fileSize';
import { greaterThanMinusOne, imageFile, requiredField } from '../../validation/rules';

/**
 * Health hero form rules (spec 3 §5). Age bracket and category are required too: the API refuses a hero
 * without them (api-contract.md J2), which would otherwise end such a save in an error.
 */
export function heroValidation() {
  const required = requiredField();
  return {
    userUuid: [required],
    experience: [required],
    list: [required],
    ageBracket: [required],
    category: [required],
    numberOfHours: [required, greaterThanMinusOne()],
    mentoringChannel: [required],
    membershipPackage: [required],
    reasonForMentoring: [required],
    file: [imageFile(), imageAtMost2Mb()],
  };
}
