import { required } from 'react-admin';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';

const packageRules = [required()];

/** The change-package dialog's one input: an active package (loaded with the dialog, not with the list). */
const ChangePackageField = () => (
  <ActivePackageSelect source="membershipPackage" label="app.bulk.package" validate={packageRules} />
);

export default ChangePackageField;
