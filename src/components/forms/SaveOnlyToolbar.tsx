import { SaveButton, Toolbar } from 'react-admin';

/**
 * A form toolbar with just Save: react-admin's default adds Delete on edit forms, which the spec does not
 * offer and the API cannot do for members or packages. `label` (an i18n key) renames the button where the
 * spec does ('Publish', 'Update').
 */
export const SaveOnlyToolbar = ({ label }: { label?: string }) => (
  <Toolbar>
    <SaveButton label={label} />
  </Toolbar>
);
