import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { PromoCodeForm } from './PromoCodeForm';
import { PROMO_CODE_SAVE_MESSAGES } from './promoCodeSaveMessages';

/** 'Add Promo Code': waiting, success or error (spec 2 §8), then back to the list. */
export const PromoCodeCreate = () => {
  const mutationOptions = useSaveMessages('promoCodes', PROMO_CODE_SAVE_MESSAGES.create);
  return (
    <Create title="app.promoCodes.create_title" mutationOptions={mutationOptions}>
      <PromoCodeForm mode="create" />
    </Create>
  );
};
