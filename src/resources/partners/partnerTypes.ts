/** Partner type codes (spec 3 §3, §9): 0 Product, 1 Service, 2 Both. */
export const PARTNER_TYPE_CHOICES = [
  { id: 0, name: 'app.marketplace.types.product' },
  { id: 1, name: 'app.marketplace.types.service' },
  { id: 2, name: 'app.marketplace.types.both' },
];

/** The partners list's reading of a type code ('Both' for 2); '' for an unknown code. */
export function partnerTypeLabel(type: unknown): string {
  const code = String(type ?? '').trim();
  return PARTNER_TYPE_CHOICES.find((choice) => String(choice.id) === code)?.name ?? '';
}

/** The partner requests list's reading (spec 3 §2): Product for 0, Service for 1, Product and Service otherwise. */
export function requestTypeLabel(type: unknown): string {
  const code = String(type ?? '').trim();
  if (code === '0') return 'app.marketplace.types.product';
  if (code === '1') return 'app.marketplace.types.service';
  return 'app.marketplace.types.product_and_service';
}
