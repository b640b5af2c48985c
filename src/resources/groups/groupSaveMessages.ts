import type { SaveMessages } from '../../components/forms/useSaveMessages';
import { serverErrorText } from '../../components/forms/serverErrorText';

/** The waiting, success and error texts of adding and updating a group (spec 3 §8 does not word them). */
export const GROUP_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: { waiting: 'app.groups.adding', success: 'app.groups.added', error: serverErrorText },
  edit: { waiting: 'app.groups.updating', success: 'app.groups.updated', error: serverErrorText },
};
