import { serverErrorText } from '../../components/forms/serverErrorText';
import type { SaveMessages } from '../../components/forms/useSaveMessages';

/**
 * Spec 3 §8: the waiting, success and error texts of adding and updating a partner. After a save the
 * partners list opens: the spec's target, /admin/partner/onboardings, is not a screen of the app and
 * redirects there too.
 */
export const PARTNER_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: {
    waiting: 'app.marketplace.partners.adding',
    success: 'app.marketplace.partners.added',
    error: serverErrorText,
  },
  edit: {
    waiting: 'app.marketplace.partners.updating',
    success: 'app.marketplace.partners.updated',
    error: serverErrorText,
  },
};
