import { required } from 'react-admin';
import { amountOf, withinLength } from '../../validation/fieldLimits';
import { imageFile, notInPast, REQUIRED } from '../../validation/rules';
import { unlessSavedDay } from '../../validation/unlessSavedDay';

/**
 * Voucher form rules (spec 2 §5): every field required; the expiry not in the past ('Date cannot be in the
 * past'); the number of vouchers greater than -1; the cover (JPG, PNG or JPEG, 2 MB) on create only. The
 * discount is at most 100, as the API checks (api-contract.md H2), with the promo codes' wording; the spec
 * does not word it for vouchers. The discount is not negative (-0.5 was let through, then refused by the server),
 * the number of vouchers whole, both bounded as the server bounds them, and so are the texts
 * (shared/fieldRules.ts).
 */
export function voucherValidation(mode: 'create' | 'edit', savedExpiry?: unknown) {
  const isRequired = required(REQUIRED);
  const cover = [imageFile()];
  return {
    name: [isRequired, withinLength('name')],
    companyName: [isRequired, withinLength('name')],
    description: [isRequired, withinLength('long')],
    discount: [isRequired, ...amountOf('percent', { maxMessage: 'app.vouchers.discount_max' })],
    discountType: [isRequired],
    // On edit the saved day passes however it is typed: an expired voucher can still be edited (the encoder
    // then leaves the date out, as the backend refuses a past one).
    expiryDate: [isRequired, unlessSavedDay(mode === 'edit' ? savedExpiry : undefined, notInPast())],
    membershipPackage: [isRequired],
    voucherCode: [isRequired, withinLength('code')],
    numberOfVouchers: [isRequired, ...amountOf('stock')],
    termsAndConditions: [isRequired, withinLength('long')],
    file: mode === 'create' ? [isRequired, ...cover] : cover,
  };
}
