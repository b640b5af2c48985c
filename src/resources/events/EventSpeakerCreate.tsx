import { useCallback } from 'react';
import { useParams } from 'react-router';
import { Create, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { serverErrorText } from '../../components/forms/serverErrorText';
import { useSaveMessages, type SaveMessages } from '../../components/forms/useSaveMessages';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { withinLength } from '../../validation/fieldLimits';
import { imageAtMost2Mb } from '../../validation/fileSize';
import { imageFile, requiredField, validUrl } from '../../validation/rules';

const MESSAGES: SaveMessages = {
  waiting: 'app.events.speakers.adding',
  success: 'app.events.speakers.added',
  error: serverErrorText,
};

const name = [requiredField(), withinLength('name')];
const description = [requiredField(), withinLength('long')];
/** LinkedIn is optional (spec 2 §5); when given it must be a link the speakers page can open. */
const linkedIn = [validUrl(), withinLength('url')];
const image = [requiredField(), imageFile(), imageAtMost2Mb()];

/**
 * 'Add New Speaker' (spec 2 §2, §5): name, designation, description and an image (JPG, PNG or JPEG)
 * required, LinkedIn optional; then back to the event's speakers.
 */
export const EventSpeakerCreate = () => {
  const { id = '' } = useParams();
  const mutationOptions = useSaveMessages('speakers', MESSAGES, {
    redirectTo: () => `/events/${id}/speakers`,
  });
  const transform = useCallback((values: RaRecord) => ({ ...values, eventUuid: id }), [id]);
  return (
    <Create
      resource="speakers"
      title="app.events.speakers.create_title"
      mutationOptions={mutationOptions}
      transform={transform}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar label="app.common.save" />}>
        <TextInput source="name" validate={name} fullWidth />
        <TextInput source="designation" validate={name} fullWidth />
        <TextInput source="description" validate={description} multiline minRows={5} fullWidth />
        <TextInput source="linkedInProfile" validate={linkedIn} fullWidth />
        <ReplaceableImageInput
          source="file"
          storedSource="image"
          fallback={DEFAULT_AVATAR_IMAGE}
          validate={image}
        />
      </SimpleForm>
    </Create>
  );
};
