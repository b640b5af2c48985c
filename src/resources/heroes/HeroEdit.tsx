import { Edit } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { HeroForm } from './HeroForm';
import { HERO_SAVE_MESSAGES } from './heroSaveMessages';

/** 'Update Health Hero', loaded by id, the member fixed; then back to the list (spec 3 §4). */
export const HeroEdit = () => {
  const mutationOptions = useSaveMessages('heroes', HERO_SAVE_MESSAGES.edit);
  return (
    <Edit title="app.heroes.edit_title" mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <HeroForm mode="edit" />
    </Edit>
  );
};
