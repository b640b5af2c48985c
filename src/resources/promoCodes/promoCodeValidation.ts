import { amountOf, withinLength } from '../../validation/fieldLimits';
import { notInPast, requiredField } from '../../validation/rules';
import { unlessSavedDay } from '../../validation/unlessSavedDay';

/**
 * Promo code rules (spec 2 §5): event, package, name, description, expiry and quantity required; the expiry
 * not before today, compared as calendar days (on edit, the saved day passes, however it is typed); the discount a required number of at most 100 ('Not greater then 100'). Negative discounts
 * and quantities are refused too ('Value must be greater than -1'); the spec is silent on them. The quantity is
 * whole, bounded as the server bounds it, and so are the texts (shared/fieldRules.ts).
 */
export function promoCodeValidation(mode: 'create' | 'edit', savedExpiry?: unknown) {
  const required = requiredField();
  return {
    eventUuid: [required],
    membershipUuid: [required],
    name: [required, withinLength('code')],
    description: [required, withinLength('long')],
    expiryDate: [required, unlessSavedDay(mode === 'edit' ? savedExpiry : undefined, notInPast())],
    discountAmount: [required, ...amountOf('percent', { maxMessage: 'app.promoCodes.discount_max' })],
    quantity: [required, ...amountOf('stock')],
  };
}
