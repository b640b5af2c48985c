import { RecordHistory } from '../../components/activity/RecordHistory';
import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { PackageForm } from './PackageForm';
import { PACKAGE_SAVE_MESSAGES } from './packageSaveMessages';

/**
 * The package edit form, loaded by id; saved with waiting/success/error messages, then back to the list. A
 * failed load announces the server's text and stays (spec 1 §8).
 */
export const PackageEdit = () => (
  <ResourceEdit resource="packages" title="app.packages.edit_title" messages={PACKAGE_SAVE_MESSAGES.edit}>
    <PackageForm mode="edit" />
    <RecordHistory />
  </ResourceEdit>
);
