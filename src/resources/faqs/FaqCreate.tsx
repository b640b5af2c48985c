import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { FaqForm } from './FaqForm';
import { FAQ_SAVE_MESSAGES } from './faqSaveMessages';

/** 'Add New FAQ': saved with waiting/success/error messages, then back to the FAQ list. */
export const FaqCreate = () => {
  const mutationOptions = useSaveMessages('faqs', FAQ_SAVE_MESSAGES.create);
  return (
    <Create title="app.faqs.create_title" mutationOptions={mutationOptions}>
      <FaqForm />
    </Create>
  );
};
