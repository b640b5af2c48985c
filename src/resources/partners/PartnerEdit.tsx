import { Edit } from 'react-admin';
import { ListMessage } from '../../components/list/ListMessage';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { PartnerForm } from './PartnerForm';
import { PARTNER_SAVE_MESSAGES } from './partnerSaveMessages';

/** 'Update Partner Information', loaded by id (POST /admin/business/view). */
export const PartnerEdit = () => {
  const queryOptions = useLoadErrorNotice();
  const mutationOptions = useSaveMessages('partners', PARTNER_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.marketplace.partners.edit_title"
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <PartnerForm mode="edit" />
    </Edit>
  );
};
