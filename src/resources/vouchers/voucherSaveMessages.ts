import type { SaveMessages } from '../../components/forms/useSaveMessages';

/** The server's own text when it gave one (a duplicate voucher code says so), else the generic `fallback`. */
const errorOr = (fallback: string) => (error: unknown) =>
  (error instanceof Error && error.message) || fallback;

/**
 * Spec 2 does not word the voucher form's messages; these are the promo codes' (vouchers tied to an event,
 * spec 2 §8): 'Voucher Adding....', 'Voucher Created Successfully.', and their update counterparts. A failure
 * shows the server's reason, which says what to fix; the generic text is kept for a failure without one.
 */
export const VOUCHER_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: {
    waiting: 'app.vouchers.adding',
    success: 'app.vouchers.added',
    error: errorOr('app.vouchers.create_error'),
  },
  edit: {
    waiting: 'app.vouchers.updating',
    success: 'app.vouchers.updated',
    error: errorOr('app.vouchers.update_error'),
  },
};
