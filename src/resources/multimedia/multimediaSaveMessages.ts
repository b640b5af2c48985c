import type { SaveMessages } from '../../components/forms/useSaveMessages';
import { serverErrorText } from '../../components/forms/serverErrorText';

/**
 * Spec 2 §8 does not word the multimedia add and update messages ("a generic add error"): waiting and
 * success name the action; a failure shows the server's text.
 */
export const MULTIMEDIA_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: {
    waiting: 'app.content.multimedia.adding',
    success: 'app.content.multimedia.added',
    error: serverErrorText,
  },
  edit: {
    waiting: 'app.content.multimedia.updating',
    success: 'app.content.multimedia.updated',
    error: serverErrorText,
  },
};
