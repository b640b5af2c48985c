import { imageFile, noComma, notNegative, requiredField, wholeNumber } from '../../validation/rules';

/**
 * Package form rules (spec 1 §5, §10: costs and session counts minimum 0, counts whole). The edit form drops
 * the image requirement and the colour check. A benefit may not hold a comma: the API receives the benefits
 * as one comma-joined string and splits it (api-contract.md B), so 'Spa, sauna' would come back as two.
 */
export function packageValidation(mode: 'create' | 'edit') {
  const count = [requiredField(), notNegative(), wholeNumber()];
  return {
    packageName: [requiredField()],
    colour: mode === 'create' ? [requiredField()] : [],
    annualCost: [requiredField(), notNegative()],
    monthlyCost: [notNegative()],
    hhSessions: count,
    wsgs: count,
    benefit: [requiredField('app.packages.benefit_required'), noComma()],
    image: mode === 'create' ? [requiredField(), imageFile()] : [imageFile()],
  };
}
