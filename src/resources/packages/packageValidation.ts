import { greaterThanMinusOne, imageFile, requiredField } from '../../validation/rules';

/** Package form rules (spec 1 §5). The edit form drops the image requirement and the colour check. */
export function packageValidation(mode: 'create' | 'edit') {
  const count = [requiredField(), greaterThanMinusOne()];
  return {
    packageName: [requiredField()],
    colour: mode === 'create' ? [requiredField()] : [],
    annualCost: count,
    monthlyCost: [greaterThanMinusOne()],
    hhSessions: count,
    wsgs: count,
    benefit: [requiredField('app.packages.benefit_required')],
    image: mode === 'create' ? [requiredField(), imageFile()] : [imageFile()],
  };
}
