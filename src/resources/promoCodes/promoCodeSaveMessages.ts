import type { SaveMessages } from '../../components/forms/useSaveMessages';

/** Spec 2 §8's texts: 'Voucher Adding....', 'Voucher Created Successfully.', their failures and updates. */
export const PROMO_CODE_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: {
    waiting: 'app.promoCodes.adding',
    success: 'app.promoCodes.added',
    error: () => 'app.promoCodes.create_error',
  },
  edit: {
    waiting: 'app.promoCodes.updating',
    success: 'app.promoCodes.updated',
    error: () => 'app.promoCodes.update_error',
  },
};
