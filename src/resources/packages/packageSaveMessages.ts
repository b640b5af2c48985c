import type { SaveMessages } from '../../components/forms/useSaveMessages';
import { packageSaveError } from './packageSaveError';

/** Spec 1 §8: the waiting, success and error texts of adding and updating a package. */
export const PACKAGE_SAVE_MESSAGES: Record<'create' | 'edit', SaveMessages> = {
  create: { waiting: 'app.packages.adding', success: 'app.packages.added', error: packageSaveError },
  edit: { waiting: 'app.packages.updating', success: 'app.packages.updated', error: packageSaveError },
};
