import { Edit } from 'react-admin';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { ListMessage } from '../../components/list/ListMessage';
import { PromoCodeForm } from './PromoCodeForm';
import { PROMO_CODE_SAVE_MESSAGES } from './promoCodeSaveMessages';

/**
 * 'Update Promo Code' at /admin/promoCodes/:id. The spec passes the code in navigation state; here the URL
 * names it, so a reload or a shared link opens the same form (read from the promo code list: no view call).
 */
export const PromoCodeEdit = () => {
  const queryOptions = useLoadErrorNotice();
  const mutationOptions = useSaveMessages('promoCodes', PROMO_CODE_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.promoCodes.edit_title"
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <PromoCodeForm mode="edit" />
    </Edit>
  );
};
