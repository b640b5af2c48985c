import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { VoucherForm } from './VoucherForm';
import { VOUCHER_SAVE_MESSAGES } from './voucherSaveMessages';

/** 'Add New Voucher': saved with waiting/success/error messages, then back to the list. */
export const VoucherCreate = () => {
  const mutationOptions = useSaveMessages('vouchers', VOUCHER_SAVE_MESSAGES.create);
  return (
    <Create title="app.vouchers.create_title" mutationOptions={mutationOptions}>
      <VoucherForm mode="create" />
    </Create>
  );
};
