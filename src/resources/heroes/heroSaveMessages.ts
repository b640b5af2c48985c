import type { SaveMessages } from '../../components/forms/useSaveMessages';
import { serverErrorText } from '../../components/forms/serverErrorText';

/** The waiting, success and error texts of adding and updating a hero (spec 3 §8 does not word them). */
export const HERO_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: { waiting: 'app.heroes.adding', success: 'app.heroes.added', error: serverErrorText },
  edit: { waiting: 'app.heroes.updating', success: 'app.heroes.updated', error: serverErrorText },
};
