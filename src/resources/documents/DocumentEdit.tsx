import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { DocumentForm } from './DocumentForm';
import { DOCUMENT_SAVE_MESSAGES } from './documentSaveMessages';

/** 'Update Document', loaded from its URL (POST …/document/view); a load failure is an error toast. */
export const DocumentEdit = () => (
  <ResourceEdit
    resource="documents"
    title="app.content.documents.edit_title"
    messages={DOCUMENT_SAVE_MESSAGES.edit}
  >
    <DocumentForm mode="edit" />
  </ResourceEdit>
);
