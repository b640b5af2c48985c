import { serverErrorText } from '../../components/forms/serverErrorText';
import type { SaveMessages } from '../../components/forms/useSaveMessages';

/** Spec 3 §8: the waiting, success and error texts of adding and updating an FAQ. */
export const FAQ_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: { waiting: 'app.faqs.adding', success: 'app.faqs.added', error: serverErrorText },
  edit: { waiting: 'app.faqs.updating', success: 'app.faqs.updated', error: serverErrorText },
};
