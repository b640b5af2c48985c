import type { SaveMessages } from '../../components/forms/useSaveMessages';
import { memberSaveError } from './memberSaveError';

/** Spec 1 §8: the waiting, success and error texts of adding and updating a member. */
export const MEMBER_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: { waiting: 'app.members.adding', success: 'app.members.added', error: memberSaveError },
  edit: { waiting: 'app.members.updating', success: 'app.members.updated', error: memberSaveError },
};
