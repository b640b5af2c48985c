import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { VoucherForm } from './VoucherForm';
import { VOUCHER_SAVE_MESSAGES } from './voucherSaveMessages';

/**
 * 'Update Voucher' at /admin/vouchers/:id. The spec passes the voucher in navigation state; here the URL
 * names it, so a reload or a shared link opens the same form (the API has no voucher view: the record is
 * read from the voucher list).
 */
export const VoucherEdit = () => (
  <ResourceEdit resource="vouchers" title="app.vouchers.edit_title" messages={VOUCHER_SAVE_MESSAGES.edit}>
    <VoucherForm mode="edit" />
  </ResourceEdit>
);
