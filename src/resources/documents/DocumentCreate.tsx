import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { DocumentForm } from './DocumentForm';
import { DOCUMENT_SAVE_MESSAGES } from './documentSaveMessages';

/** 'Upload New Document': saved with waiting/success/error messages, then back to the list (spec 2 §4). */
export const DocumentCreate = () => {
  const mutationOptions = useSaveMessages('documents', DOCUMENT_SAVE_MESSAGES.create);
  return (
    <Create title="app.content.documents.create_title" mutationOptions={mutationOptions}>
      <DocumentForm mode="create" />
    </Create>
  );
};
