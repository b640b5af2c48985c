import { Create } from 'react-admin';
import { FaqForm } from './FaqForm';

/** 'Add New FAQ'. */
export const FaqCreate = () => (
  <Create title="app.faqs.create_title">
    <FaqForm mode="create" />
  </Create>
);
