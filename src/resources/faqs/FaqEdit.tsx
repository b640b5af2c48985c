import { Edit } from 'react-admin';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { ListMessage } from '../../components/list/ListMessage';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { FaqForm } from './FaqForm';
import { FAQ_SAVE_MESSAGES } from './faqSaveMessages';

/**
 * 'Update FAQ' at /admin/faqs/:id, so it opens from its URL too (the old app carried the FAQ in navigation
 * state; /admin/faq/edit with that state redirects here). The API has no FAQ view: the record comes from
 * the FAQ list.
 */
export const FaqEdit = () => {
  const queryOptions = useLoadErrorNotice();
  const mutationOptions = useSaveMessages('faqs', FAQ_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.faqs.edit_title"
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <FaqForm />
    </Edit>
  );
};
