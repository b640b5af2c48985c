import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { MultimediaForm } from './MultimediaForm';
import { MULTIMEDIA_SAVE_MESSAGES } from './multimediaSaveMessages';

/**
 * 'Update Multimedia', loaded from its URL (POST /admin/contentLibrary/view); a load failure is an error
 * toast (spec 2 §8). Audio items save through the podcast route, videos through the media route (registry).
 */
export const MultimediaEdit = () => (
  <ResourceEdit
    resource="multimedia"
    title="app.content.multimedia.edit_title"
    messages={MULTIMEDIA_SAVE_MESSAGES.edit}
  >
    <MultimediaForm mode="edit" />
  </ResourceEdit>
);
