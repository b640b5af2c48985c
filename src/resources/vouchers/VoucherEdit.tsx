import { Edit } from 'react-admin';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { ListMessage } from '../../components/list/ListMessage';
import { VoucherForm } from './VoucherForm';
import { VOUCHER_SAVE_MESSAGES } from './voucherSaveMessages';

/**
 * 'Update Voucher' at /admin/vouchers/:id. The spec passes the voucher in navigation state; here the URL
 * names it, so a reload or a shared link opens the same form (the API has no voucher view: the record is
 * read from the voucher list).
 */
export const VoucherEdit = () => {
  const queryOptions = useLoadErrorNotice();
  const mutationOptions = useSaveMessages('vouchers', VOUCHER_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.vouchers.edit_title"
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <VoucherForm mode="edit" />
    </Edit>
  );
};
