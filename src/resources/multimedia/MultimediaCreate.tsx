import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { MultimediaForm } from './MultimediaForm';
import { MULTIMEDIA_SAVE_MESSAGES } from './multimediaSaveMessages';

/** 'Create New Multimedia': saved with waiting/success/error messages, then back to the list (spec 2 §4). */
export const MultimediaCreate = () => {
  const mutationOptions = useSaveMessages('multimedia', MULTIMEDIA_SAVE_MESSAGES.create);
  return (
    <Create title="app.content.multimedia.create_title" mutationOptions={mutationOptions}>
      <MultimediaForm mode="create" />
    </Create>
  );
};
