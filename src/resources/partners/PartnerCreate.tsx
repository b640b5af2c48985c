import { Create } from 'react-admin';
import { PartnerForm } from './PartnerForm';

/** 'Add New Partner'. */
export const PartnerCreate = () => (
  <Create title="app.marketplace.partners.create_title">
    <PartnerForm mode="create" />
  </Create>
);
