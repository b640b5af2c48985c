import { Create } from 'react-admin';
import { PackageForm } from './PackageForm';

/** 'Add New Package'. */
export const PackageCreate = () => (
  <Create title="app.packages.add">
    <PackageForm mode="create" />
  </Create>
);
