import { required } from 'react-admin';
import { greaterThanMinusOne, imageFile, REQUIRED } from '../../validation/rules';

/** Package form rules (spec 1 §5). The edit form drops the image requirement and the colour check. */
export function packageValidation(mode: 'create' | 'edit') {
  const count = [required(REQUIRED), greaterThanMinusOne()];
  return {
    packageName: [required(REQUIRED)],
    colour: mode === 'create' ? [required(REQUIRED)] : [],
    annualCost: count,
    monthlyCost: [greaterThanMinusOne()],
    hhSessions: count,
    wsgs: count,
    benefit: [required('app.packages.benefit_required')],
    image: mode === 'create' ? [required(REQUIRED), imageFile()] : [imageFile()],
  };
}
