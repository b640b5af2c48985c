import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { FaqForm } from './FaqForm';
import { FAQ_SAVE_MESSAGES } from './faqSaveMessages';

/**
 * 'Update FAQ' at /admin/faqs/:id, so it opens from its URL too (the old app carried the FAQ in navigation
 * state; /admin/faq/edit with that state redirects here). The API has no FAQ view: the record comes from
 * the FAQ list.
 */
export const FaqEdit = () => (
  <ResourceEdit resource="faqs" title="app.faqs.edit_title" messages={FAQ_SAVE_MESSAGES.edit}>
    <FaqForm />
  </ResourceEdit>
);
