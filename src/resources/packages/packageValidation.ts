import { greaterThanMinusOne, imageFile, requiredField } from '../../validation/rules';

/** Package form rules (spec 1 §5). The edit form drops the image requirement and the colour check. */
export function packageValidation(mode: 'create' | 'edit') {
  const required = requiredField();
  const count = [required, greaterThanMinusOne()];
  return {
    packageName: [required],
    colour: mode === 'create' ? [required] : [],
    annualCost: count,
    monthlyCost: [greaterThanMinusOne()],
    hhSessions: count,
    wsgs: count,
    benefit: [requiredField('app.packages.benefit_required')],
    image: mode === 'create' ? [required, imageFile()] : [imageFile()],
  };
}
