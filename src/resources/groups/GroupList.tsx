import {
  CreateButton,
  DataTable,
  TopToolbar,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { PackageBadge } from '../../components/badges/PackageBadge';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { AddressBarList } from '../../components/list/AddressBarList';
import { AdminLink } from '../../components/list/AdminLink';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { RowActionsMenu } from '../../components/list/RowActionsMenu';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { BY_NAME, DESC_FIRST } from '../../components/list/sortOrders';
import { DEFAULT_PACKAGE_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { GROUPS_CSV_FILE, groupCsvColumns } from './groupCsv';

const GroupListActions = () => (
  <TopToolbar>
    <CreateButton label="app.groups.add" />
    <CsvExportButton columns={groupCsvColumns} fileName={GROUPS_CSV_FILE} />
  </TopToolbar>
);

/** 'View List': the group's pending join requests. */
const PendingRequestsLink = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <AdminLink path={`/groups/${record.id}/pending`}>{translate('app.groups.view_list')}</AdminLink>;
};

/** The row menu: 'List of Members' opens the group's joined users (same tab: spec 3 says "opens"). */
const GroupRowMenu = ({ id }: { id: string }) => {
  const redirect = useRedirect();
  return (
    <RowActionsMenu
      nameSource="name"
      actions={[
        {
          label: 'app.groups.list_of_members',
          icon: <PeopleIcon fontSize="small" />,
          onClick: () => redirect(() => `/groups/${id}/members`),
        },
      ]}
    />
  );
};

/**
 * 'WSGs List' (spec 3 §2): 25 a page, searchable, downloadable. The name opens the edit form and 'View List'
 * the pending requests, in the same tab: unlike the hero list, spec 3 asks for no new tab here.
 */
export const GroupList = () => (
  <AddressBarList
    title="app.groups.title"
    storeKey="groups"
    // The API lists published groups first, then by name (api-contract.md I1); the list opens by name.
    sort={BY_NAME}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={<GroupListActions />}
  >
    <BulkDataTable
      bulk={{
        nameSource: 'name',
        status: true,
        csv: { columns: groupCsvColumns, fileName: GROUPS_CSV_FILE },
      }}
      empty={<ListMessage message="app.groups.empty" />}
    >
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        label="app.groups.columns.image"
        disableSort
        render={() => <ImageCell source="coverImage" fallback={DEFAULT_PACKAGE_IMAGE} />}
      />
      <DataTable.Col
        source="name"
        sortByOrder={DESC_FIRST}
        render={(record) => <AdminLink path={`/groups/${record.id}`}>{record.name}</AdminLink>}
      />
      <DataTable.Col label="app.groups.columns.pending_requests" disableSort field={PendingRequestsLink} />
      <DataTable.Col source="country" sortByOrder={DESC_FIRST} />
      <DataTable.Col
        source="membershipName"
        sortByOrder={DESC_FIRST}
        render={(record) => <PackageBadge name={record.membershipName} colour={record.packageColour} />}
      />
      <DataTable.Col
        source="isActive"
        disableSort
        render={() => (
          <StatusToggle
            successMessage="app.groups.status_updated"
            label="resources.groups.fields.isActive"
            nameSource="name"
          />
        )}
      />
      <DataTable.Col
        label="app.common.actions"
        disableSort
        render={(record) => <GroupRowMenu id={String(record.id)} />}
      />
    </BulkDataTable>
  </AddressBarList>
);
