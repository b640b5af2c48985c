import { SaveButton, Toolbar } from 'react-admin';
import { ConflictView } from './conflict/ConflictView';

/**
 * A form toolbar with just Save: react-admin's default adds Delete on edit forms, which the spec does not
 * offer and the API cannot do for members or packages. `label` (an i18n key) renames the button where the
 * spec does ('Publish', 'Update'). Every edit form has it, so it also carries the form's ConflictView (a save
 * refused over another administrator's change; nothing is shown otherwise).
 */
export const SaveOnlyToolbar = ({ label }: { label?: string }) => (
  <Toolbar>
    <SaveButton label={label} />
    <ConflictView />
  </Toolbar>
);
