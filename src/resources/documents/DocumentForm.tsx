import { FileField, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { ContentClassificationInputs } from '../../components/contentLibrary/ContentClassificationInputs';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { DEFAULT_COVER_IMAGE } from '../../components/media/defaultImages';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_TEXT, documentValidation } from './documentValidation';
import { LabelledFileInput } from '../../components/forms/LabelledFileInput';
import { DOCUMENT_TYPE_CHOICES } from './documentChoices';

/**
 * The document fields of 'Upload New Document' (Publish: cover and document required) and 'Update Document'
 * (Update: the cover optional; the document itself cannot be replaced, api-contract.md F2, so its field is
 * the type it has). Descriptions have 5 rows (spec 2 §9).
 */
export const DocumentForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const rules = documentValidation(mode);
  const translate = useTranslate();
  return (
    <SimpleForm
      toolbar={<SaveOnlyToolbar label={mode === 'create' ? 'app.common.publish' : 'app.common.update'} />}
    >
      <TextInput source="documentTitle" validate={rules.documentTitle} fullWidth />
      {mode === 'edit' && (
        <SelectInput
          source="documentType"
          choices={DOCUMENT_TYPE_CHOICES}
          validate={rules.documentType}
          disabled
          fullWidth
        />
      )}
      <TextInput
        source="documentDescription"
        validate={rules.documentDescription}
        multiline
        minRows={5}
        fullWidth
      />
      <ContentClassificationInputs category={rules.category} membership={rules.membership} />
      <TextInput source="authorName" validate={rules.authorName} fullWidth />
      <ReplaceableImageInput
        source="file"
        storedSource="coverImage"
        fallback={DEFAULT_COVER_IMAGE}
        validate={rules.file}
      />
      {mode === 'create' && (
        <LabelledFileInput
          source="upload"
          validate={rules.upload}
          helperText={translate('app.content.file_hint', {
            types: DOCUMENT_EXTENSIONS.join(', '),
            max: DOCUMENT_MAX_TEXT,
          })}
        >
          <FileField source="src" title="title" />
        </LabelledFileInput>
      )}
    </SimpleForm>
  );
};
