import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { HeroForm } from './HeroForm';
import { HERO_SAVE_MESSAGES } from './heroSaveMessages';

/** 'Add New Health Hero': saved with waiting/success/error messages, then back to the list (spec 3 §4). */
export const HeroCreate = () => {
  const mutationOptions = useSaveMessages('heroes', HERO_SAVE_MESSAGES.create);
  return (
    <Create title="app.heroes.create_title" mutationOptions={mutationOptions}>
      <HeroForm mode="create" />
    </Create>
  );
};
