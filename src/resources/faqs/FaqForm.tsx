import { SimpleForm, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { withinLength } from '../../validation/fieldLimits';
import { requiredField } from '../../validation/rules';

const question = [requiredField(), withinLength('question')];
const answer = [requiredField(), withinLength('long')];

/** Question and answer, both required (spec 3 §5), as long as the server takes them. */
export const FaqForm = () => (
  <SimpleForm toolbar={<SaveOnlyToolbar />}>
    <TextInput source="question" validate={question} fullWidth />
    <TextInput source="answer" validate={answer} multiline minRows={4} fullWidth />
  </SimpleForm>
);
