import { CreateButton, DataTable, TopToolbar } from 'react-admin';
import { DEFAULT_PACKAGE_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { PackageMemberCount } from './PackageMemberCount';

/** The API's own order (api-contract.md B1). */
const BY_NAME = { field: 'packageName', order: 'ASC' } as const;

const PackageListActions = () => (
  <TopToolbar>
    <CreateButton label="app.packages.add" />
  </TopToolbar>
);

/**
 * 'Membership Packages' (spec 1 §2): 25 a page, names open the edit form in a new tab; selected packages can be
 * activated or deactivated together.
 */
export const PackageList = () => (
  <AddressBarList
    title="app.packages.title"
    storeKey="packages"
    perPage={25}
    sort={BY_NAME}
    actions={<PackageListActions />}
  >
    <BulkDataTable
      bulk={{ nameSource: 'packageName', status: true }}
      empty={<ListMessage message="app.packages.empty" />}
    >
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        label="app.packages.columns.image"
        disableSort
        render={() => <ImageCell source="image" altSource="packageName" fallback={DEFAULT_PACKAGE_IMAGE} />}
      />
      <DataTable.Col
        source="packageName"
        // 'Name' here, 'Package Name' on the form (resources.packages.fields.packageName).
        label="app.packages.columns.name"
        sortByOrder="DESC"
        render={(record) => <NewTabLink path={`/packages/${record.id}`}>{record.packageName}</NewTabLink>}
      />
      <DataTable.Col label="app.packages.columns.members" disableSort field={PackageMemberCount} />
      <DataTable.NumberCol source="annualCost" sortByOrder="DESC" />
      <DataTable.NumberCol source="monthlyCost" sortByOrder="DESC" />
      <DataTable.Col
        source="isActive"
        disableSort
        render={() => (
          <StatusToggle
            successMessage="app.packages.status_updated"
            label="resources.packages.fields.isActive"
            nameSource="packageName"
          />
        )}
      />
    </BulkDataTable>
  </AddressBarList>
);
