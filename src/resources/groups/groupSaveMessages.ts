import type { SaveMessages } from '../../components/forms/useSaveMessages';
import { saveErrorText } from '../../components/forms/saveErrorText';

/** The waiting, success and error texts of adding and updating a group (spec 3 §8 does not word them). */
export const GROUP_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: { waiting: 'app.groups.adding', success: 'app.groups.added', error: saveErrorText },
  edit: { waiting: 'app.groups.updating', success: 'app.groups.updated', error: saveErrorText },
};
