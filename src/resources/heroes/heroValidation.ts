import { amountOf, withinLength } from '../../validation/fieldLimits';
import { imageFile, requiredField } from '../../validation/rules';

/**
 * Health hero form rules (spec 3 §5). Age bracket and category are required too: the API refuses a hero
 * without them (api-contract.md J2), which would otherwise end such a save in an error.
 */
export function heroValidation() {
  const required = requiredField();
  return {
    userUuid: [required],
    experience: [required, withinLength('long')],
    list: [required],
    ageBracket: [required],
    category: [required],
    numberOfHours: [required, ...amountOf('hours')],
    mentoringChannel: [required],
    membershipPackage: [required],
    reasonForMentoring: [required, withinLength('long')],
    file: [imageFile()],
  };
}
