import { SaveButton, Toolbar } from 'react-admin';

/**
 * A form toolbar with just Save: react-admin's default adds Delete on edit forms, which the spec does not
 * offer and the API cannot do for members or packages.
 */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
