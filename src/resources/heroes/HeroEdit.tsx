import { Edit } from 'react-admin';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { ListMessage } from '../../components/list/ListMessage';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { HeroForm } from './HeroForm';
import { HERO_SAVE_MESSAGES } from './heroSaveMessages';

/** 'Update Health Hero', loaded by id, the member fixed; then back to the list (spec 3 §4). */
export const HeroEdit = () => {
  const mutationOptions = useSaveMessages('heroes', HERO_SAVE_MESSAGES.edit);
  // A record that fails to load shows the error's text (spec 3 §8) and stays on the page with 'Oops'.
  const queryOptions = useLoadErrorNotice();
  return (
    <Edit
      title="app.heroes.edit_title"
      mutationOptions={mutationOptions}
      queryOptions={queryOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <HeroForm mode="edit" />
    </Edit>
  );
};
