import type { SaveMessages } from '../../components/forms/useSaveMessages';
import { serverErrorText } from '../../components/forms/serverErrorText';

/**
 * Adding and updating an event: spec 2 §8 words neither (a failed create shows the server's text in a
 * snackbar, which is what both do here).
 */
export const EVENT_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: { waiting: 'app.events.adding', success: 'app.events.added', error: serverErrorText },
  edit: { waiting: 'app.events.updating', success: 'app.events.updated', error: serverErrorText },
};
