import { Edit } from 'react-admin';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { ListMessage } from '../../components/list/ListMessage';
import { DocumentForm } from './DocumentForm';
import { DOCUMENT_SAVE_MESSAGES } from './documentSaveMessages';

/** 'Update Document', loaded from its URL (POST …/document/view); a load failure is an error toast. */
export const DocumentEdit = () => {
  const queryOptions = useLoadErrorNotice();
  const mutationOptions = useSaveMessages('documents', DOCUMENT_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.content.documents.edit_title"
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <DocumentForm mode="edit" />
    </Edit>
  );
};
