import { Edit } from 'react-admin';
import { ListMessage } from '../../components/list/ListMessage';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { PartnerForm } from './PartnerForm';

/** 'Update Partner Information', loaded by id (POST /admin/business/view). */
export const PartnerEdit = () => {
  const queryOptions = useLoadErrorNotice();
  return (
    <Edit
      title="app.marketplace.partners.edit_title"
      mutationMode="pessimistic"
      queryOptions={queryOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <PartnerForm mode="edit" />
    </Edit>
  );
};
