import { lazy } from 'react';
import CardMembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import { BulkFormButton } from '../../components/list/bulk/BulkFormButton';

// Its select input (react-admin's SelectInput) loads with the dialog: issue 26's first-screen JavaScript goal.
const ChangePackageField = lazy(() => import('./ChangePackageField'));

/**
 * 'Change package' of the selected members: a dialog choosing an active package, then one member update per
 * member, four at a time (the registry's changePackage action: uuid and package only), members already on it
 * left as they are; progress, Cancel and failures as every bulk action (issue 30).
 */
export const ChangePackageButton = () => (
  <BulkFormButton
    label="app.bulk.change_package"
    icon={<CardMembershipIcon />}
    title="app.bulk.change_package_title"
    content="app.bulk.change_package_content"
    action="changePackage"
    success="app.bulk.package_changed"
    invalidates={['packages']}
    nameSource="name"
  >
    <ChangePackageField />
  </BulkFormButton>
);
