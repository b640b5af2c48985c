import { Edit } from 'react-admin';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { ListMessage } from '../../components/list/ListMessage';
import { MultimediaForm } from './MultimediaForm';
import { MULTIMEDIA_SAVE_MESSAGES } from './multimediaSaveMessages';

/**
 * 'Update Multimedia', loaded from its URL (POST /admin/contentLibrary/view); a load failure is an error
 * toast (spec 2 §8). Audio items save through the podcast route, videos through the media route (registry).
 */
export const MultimediaEdit = () => {
  const queryOptions = useLoadErrorNotice();
  const mutationOptions = useSaveMessages('multimedia', MULTIMEDIA_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.content.multimedia.edit_title"
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <MultimediaForm mode="edit" />
    </Edit>
  );
};
