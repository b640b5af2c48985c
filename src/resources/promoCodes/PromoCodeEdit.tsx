import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { PromoCodeForm } from './PromoCodeForm';
import { PROMO_CODE_SAVE_MESSAGES } from './promoCodeSaveMessages';

/**
 * 'Update Promo Code' at /admin/promoCodes/:id. The spec passes the code in navigation state; here the URL
 * names it, so a reload or a shared link opens the same form (read from the promo code list: no view call).
 */
export const PromoCodeEdit = () => (
  <ResourceEdit
    resource="promoCodes"
    title="app.promoCodes.edit_title"
    messages={PROMO_CODE_SAVE_MESSAGES.edit}
  >
    <PromoCodeForm mode="edit" />
  </ResourceEdit>
);
