import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { PartnerForm } from './PartnerForm';
import { PARTNER_SAVE_MESSAGES } from './partnerSaveMessages';

/** 'Update Partner Information', loaded by id (POST /admin/business/view). */
export const PartnerEdit = () => (
  <ResourceEdit
    resource="partners"
    title="app.marketplace.partners.edit_title"
    messages={PARTNER_SAVE_MESSAGES.edit}
  >
    <PartnerForm mode="edit" />
  </ResourceEdit>
);
