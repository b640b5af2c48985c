import { SelectInput, SimpleForm, TextArrayInput, TextInput } from 'react-admin';
import { ContentClassificationInputs } from '../../components/contentLibrary/ContentClassificationInputs';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { DEFAULT_COVER_IMAGE } from '../../components/media/defaultImages';
import { multimediaValidation } from './multimediaValidation';
import { ALL_TYPE_CHOICES, CREATE_TYPE_CHOICES } from './multimediaTypes';

/**
 * The multimedia fields shared by 'Create New Multimedia' (Publish) and 'Update Multimedia' (Update, the type
 * locked: it picks the update and upload routes). Descriptions have 5 rows (spec 2 §9). The cover is sent
 * only when one is chosen.
 */
export const MultimediaForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const rules = multimediaValidation(mode);
  return (
    <SimpleForm
      toolbar={<SaveOnlyToolbar label={mode === 'create' ? 'app.common.publish' : 'app.common.update'} />}
    >
      <TextInput source="multimediaTitle" validate={rules.multimediaTitle} fullWidth />
      <SelectInput
        source="multimediaType"
        choices={mode === 'create' ? CREATE_TYPE_CHOICES : ALL_TYPE_CHOICES}
        validate={rules.multimediaType}
        disabled={mode === 'edit'}
        fullWidth
      />
      <TextInput
        source="multiDescription"
        validate={rules.multiDescription}
        multiline
        minRows={5}
        fullWidth
      />
      <ContentClassificationInputs category={rules.category} membership={rules.membership} />
      <TextArrayInput source="speakerName" validate={rules.speakerName} autoSelect fullWidth />
      <ReplaceableImageInput
        source="file"
        storedSource="coverImage"
        fallback={DEFAULT_COVER_IMAGE}
        validate={rules.file}
      />
    </SimpleForm>
  );
};
