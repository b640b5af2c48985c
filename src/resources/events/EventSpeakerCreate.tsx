import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { Create, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { serverErrorText } from '../../components/forms/serverErrorText';
import { useSaveMessages, type SaveMessages } from '../../components/forms/useSaveMessages';
import { useUniqueValue } from '../../components/forms/useUniqueValue';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { withinLength } from '../../validation/fieldLimits';
import { imageFile, requiredField, validUrl } from '../../validation/rules';

const MESSAGES: SaveMessages = {
  waiting: 'app.events.speakers.adding',
  success: 'app.events.speakers.added',
  error: serverErrorText,
};

const shortText = [requiredField(), withinLength('name')];
const description = [requiredField(), withinLength('long')];
/** LinkedIn is optional (spec 2 §5); when given it must be a link the speakers page can open. */
const linkedIn = [validUrl(), withinLength('url')];
const image = [requiredField(), imageFile()];

/**
 * 'Add New Speaker' (spec 2 §2, §5): name, designation, description and an image (JPG, PNG or JPEG)
 * required, LinkedIn optional; then back to the event's speakers. A name another speaker of the event has is
 * refused: the API deletes speakers by name, so two alike would be deleted together.
 */
export const EventSpeakerCreate = () => {
  const { id = '' } = useParams();
  const mutationOptions = useSaveMessages('speakers', MESSAGES, {
    redirectTo: () => `/events/${id}/speakers`,
  });
  const transform = useCallback((values: RaRecord) => ({ ...values, eventUuid: id }), [id]);
  const eventSpeakers = useMemo(() => ({ eventId: id }), [id]);
  const uniqueName = useUniqueValue('speakers', 'name', 'app.events.speakers.name_taken', {
    filter: eventSpeakers,
  });
  const name = useMemo(() => [...shortText, uniqueName], [uniqueName]);
  return (
    <Create
      resource="speakers"
      title="app.events.speakers.create_title"
      mutationOptions={mutationOptions}
      transform={transform}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar label="app.common.save" />}>
        <TextInput source="name" validate={name} fullWidth />
        <TextInput source="designation" validate={shortText} fullWidth />
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
