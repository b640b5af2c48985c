import type { SaveMessages } from '../../components/forms/useSaveMessages';
import { serverErrorText } from '../../components/forms/serverErrorText';

/**
 * Spec 2 §8 does not word the document add and update messages ("a generic add error"): waiting and
 * success name the action; a failure shows the server's text.
 */
export const DOCUMENT_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: {
    waiting: 'app.content.documents.adding',
    success: 'app.content.documents.added',
    error: serverErrorText,
  },
  edit: {
    waiting: 'app.content.documents.updating',
    success: 'app.content.documents.updated',
    error: serverErrorText,
  },
};
