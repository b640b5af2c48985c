import { HttpError } from 'react-admin';
import { ERROR_KEYS } from '../../api/apiErrors';
import type { SaveMessages } from '../../components/forms/useSaveMessages';

/** The backend's refusal of a code name its event already has (api-contract E2). */
const SAME_NAME = 'Coupon with same name already exists.';

/**
 * A failed save's message: the server's reason when it gave one (its name clash in the admin's language), else
 * the spec's text ('An error occurred while creating voucher. Please try again..').
 */
const saveError = (specText: string) => (error: unknown) => {
  if (!(error instanceof HttpError) || !error.message || error.message === ERROR_KEYS.generic)
    return specText;
  return error.message === SAME_NAME ? 'app.promoCodes.same_name' : error.message;
};

/** Spec 2 §8's texts: 'Voucher Adding....', 'Voucher Created Successfully.', their failures and updates. */
export const PROMO_CODE_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: {
    waiting: 'app.promoCodes.adding',
    success: 'app.promoCodes.added',
    error: saveError('app.promoCodes.create_error'),
  },
  edit: {
    waiting: 'app.promoCodes.updating',
    success: 'app.promoCodes.updated',
    error: saveError('app.promoCodes.update_error'),
  },
};
