import { NumberInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CATEGORY_CHOICES } from '../../components/forms/categoryChoices';
import { CheckboxInput } from '../../components/forms/CheckboxInput';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { FormRow } from '../../components/forms/FormRow';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { DEFAULT_PACKAGE_IMAGE } from '../../components/media/defaultImages';
import { EventTimeInputs } from './EventTimeInputs';
import { eventValidation } from './eventValidation';
import { MODE_CHOICES, MEETING_TYPE_CHOICES } from './eventChoices';

/**
 * The venue for events that are not online, the meeting type for those that are not on-site (spec 2 §5);
 * the registration link is the server's own for online events on create (it makes the Zoom meeting), so it
 * is disabled there.
 */
const ModeFields = ({
  mode,
  rules,
}: {
  mode: 'create' | 'edit';
  rules: ReturnType<typeof eventValidation>;
}) => {
  const eventMode = useWatch({ name: 'eventMode' }) as string | undefined;
  return (
    <>
      <FormRow>
        {eventMode !== 'on-site' && (
          <SelectInput
            source="meetingType"
            choices={MEETING_TYPE_CHOICES}
            validate={rules.meetingType}
            fullWidth
          />
        )}
        {eventMode !== 'online' && <TextInput source="eventVenue" validate={rules.eventVenue} fullWidth />}
      </FormRow>
      <TextInput
        source="registrationLink"
        validate={rules.registrationLink}
        disabled={mode === 'create' && eventMode === 'online'}
        fullWidth
      />
    </>
  );
};

/**
 * 'Add New Event' / 'Update Event' (spec 2 §5): every field of the event; the mode is fixed once created and
 * the image optional on edit; Save As Draft saves status 2, else 1.
 */
export const EventForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext();
  const rules = eventValidation(mode, record?.startTime);
  return (
    <SimpleForm
      toolbar={<SaveOnlyToolbar label={mode === 'create' ? 'app.common.save' : 'app.common.update'} />}
    >
      <TextInput source="eventName" validate={rules.eventName} fullWidth />
      <TextInput
        source="eventDescription"
        validate={rules.eventDescription}
        multiline
        minRows={5}
        fullWidth
      />
      <FormRow>
        <SelectInput
          source="eventMode"
          choices={MODE_CHOICES}
          validate={rules.eventMode}
          readOnly={mode === 'edit'}
          fullWidth
        />
        <SelectInput
          source="eventCategory"
          choices={CATEGORY_CHOICES}
          validate={rules.eventCategory}
          fullWidth
        />
      </FormRow>
      <ModeFields mode={mode} rules={rules} />
      <FormRow>
        <ActivePackageSelect source="membership" validate={rules.membership} />
        <NumberInput source="price" validate={rules.price} fullWidth />
      </FormRow>
      <FormRow>
        <EventTimeInputs validateStart={rules.startTime} validateEnd={rules.endTime} />
      </FormRow>
      <ReplaceableImageInput
        source="file"
        storedSource="image"
        fallback={DEFAULT_PACKAGE_IMAGE}
        validate={rules.file}
      />
      <CheckboxInput source="status" />
    </SimpleForm>
  );
};
