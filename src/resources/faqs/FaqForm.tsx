import { SimpleForm, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { serverErrorText } from '../../components/forms/serverErrorText';
import { useSaveWithMessages } from '../../components/forms/useSaveWithMessages';
import { requiredField } from '../../validation/rules';

const required = [requiredField()];

const MESSAGES = {
  create: { waiting: 'app.faqs.adding', success: 'app.faqs.added', error: serverErrorText },
  edit: { waiting: 'app.faqs.updating', success: 'app.faqs.updated', error: serverErrorText },
};

/** Question and answer, both required (spec 3 §5); a save returns to the FAQ list. */
export const FaqForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const { save } = useSaveWithMessages({
    resource: 'faqs',
    mode: mode === 'edit' ? 'update' : 'create',
    messages: MESSAGES[mode],
  });
  return (
    <SimpleForm onSubmit={save} toolbar={<SaveOnlyToolbar />}>
      <TextInput source="question" label="app.faqs.fields.question" validate={required} fullWidth />
      <TextInput
        source="answer"
        label="app.faqs.fields.answer"
        validate={required}
        multiline
        minRows={4}
        fullWidth
      />
    </SimpleForm>
  );
};
