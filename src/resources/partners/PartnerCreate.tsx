import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { PartnerForm } from './PartnerForm';
import { PARTNER_SAVE_MESSAGES } from './partnerSaveMessages';

/** 'Add New Partner': saved with waiting/success/error messages, then back to the partners list. */
export const PartnerCreate = () => {
  const mutationOptions = useSaveMessages('partners', PARTNER_SAVE_MESSAGES.create);
  return (
    <Create title="app.marketplace.partners.create_title" mutationOptions={mutationOptions}>
      <PartnerForm mode="create" />
    </Create>
  );
};
