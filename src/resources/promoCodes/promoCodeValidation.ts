import { maxValue, number } from 'react-admin';
import { greaterThanMinusOne, notInPast, requiredField } from '../../validation/rules';

/** On update the saved expiry left as it was passes, so an expired code can still be corrected. */
const notPastUnlessSaved = (saved: unknown) => {
  const notPast = notInPast();
  return (value: unknown) => (saved !== undefined && value === saved ? undefined : notPast(value));
};

/**
 * Promo code rules (spec 2 §5): event, package, name, description, expiry and quantity required; the expiry
 * not in the past; the discount a required number of at most 100 ('Not greater then 100'). Negative discounts
 * and quantities are refused too ('Value must be greater than -1'); the spec is silent on them.
 */
export function promoCodeValidation(mode: 'create' | 'edit', savedExpiry?: unknown) {
  const required = requiredField();
  return {
    eventUuid: [required],
    membershipUuid: [required],
    name: [required],
    description: [required],
    expiryDate: [required, mode === 'create' ? notInPast() : notPastUnlessSaved(savedExpiry)],
    discountAmount: [required, number(), greaterThanMinusOne(), maxValue(100, 'app.promoCodes.discount_max')],
    quantity: [required, number(), greaterThanMinusOne()],
  };
}
