import { SimpleForm, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { requiredField } from '../../validation/rules';

const isRequired = [requiredField()];

/** Question and answer, both required (spec 3 §5). */
export const FaqForm = () => (
  <SimpleForm toolbar={<SaveOnlyToolbar />}>
    <TextInput source="question" validate={isRequired} fullWidth />
    <TextInput source="answer" validate={isRequired} multiline minRows={4} fullWidth />
  </SimpleForm>
);
