import { amountOf, withinLength } from '../../validation/fieldLimits';
import { imageFile, noComma, requiredField } from '../../validation/rules';

/**
 * Package form rules (spec 1 §5, §10: costs and session counts minimum 0, counts whole; their upper bounds and
 * the lengths are the server's, shared/fieldRules.ts). The edit form drops
 * the image requirement and the colour check. A benefit may not hold a comma: the API receives the benefits
 * as one comma-joined string and splits it (api-contract.md B), so 'Spa, sauna' would come back as two.
 */
export function packageValidation(mode: 'create' | 'edit') {
  const count = [requiredField(), ...amountOf('allowance')];
  return {
    packageName: [requiredField(), withinLength('short')],
    colour: mode === 'create' ? [requiredField()] : [],
    annualCost: [requiredField(), ...amountOf('money')],
    monthlyCost: amountOf('money'),
    hhSessions: count,
    wsgs: count,
    benefit: [requiredField('app.packages.benefit_required'), noComma(), withinLength('short')],
    image: mode === 'create' ? [requiredField(), imageFile()] : [imageFile()],
  };
}
