// The voucher form's choices, shared with the activity log's reading of a voucher's fields.
/** Discount types (spec 2 §9): flat and %. */
export const DISCOUNT_TYPE_CHOICES = [
  { id: 'flat', name: 'app.vouchers.discount_types.flat' },
  { id: '%', name: 'app.vouchers.discount_types.percent' },
];
