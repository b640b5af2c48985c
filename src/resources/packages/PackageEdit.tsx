import { Edit } from 'react-admin';
import { PackageForm } from './PackageForm';

/** The package edit form, loaded by id. */
export const PackageEdit = () => (
  <Edit title="app.packages.edit_title" mutationMode="pessimistic">
    <PackageForm mode="edit" />
  </Edit>
);
