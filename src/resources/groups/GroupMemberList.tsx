import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import type { GroupRecord } from './api';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { AdminLinkButton } from '../../components/links/AdminLinkButton';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { StatusToggle } from '../../components/list/StatusToggle';
import { useAddressParent } from '../../components/list/useAddressParent';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { BY_NAME } from '../../components/list/sortOrders';
import { membershipCsvColumns } from './groupCsv';
import { membershipColumns } from './membershipColumns';

/** The selected members switched together, or exported under the group's name. */
const bulkOf = (name: string, fileName: string) =>
  ({
    nameSource: 'name',
    status: true,
    csv: { columns: membershipCsvColumns, fileName, titleRow: name },
  }) as const;

const MemberListActions = ({ id, name }: { id: string; name: string }) => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <AdminLinkButton
        to={`/groups/${id}/members/add`}
        label="app.groups.members.add"
        icon={<PersonAddIcon />}
      />
      <CsvExportButton
        columns={membershipCsvColumns}
        fileName={translate('app.groups.members.csv_file', { name })}
        titleRow={name}
      />
    </TopToolbar>
  );
};

/**
 * 'Wellness Support Group of {name}' (spec 3 §2): the users who joined, 10 a page, each switched active or
 * inactive in place; 'Add New Member' and a download under the group's name. Spec 3 lists no search here;
 * it is offered as on the pending list.
 */
export const GroupMemberList = () => {
  const translate = useTranslate();
  const { id, record: group, filter } = useAddressParent<GroupRecord>('groups', 'groupId');
  const name = group?.name ?? '';
  return (
    <AddressBarList
      resource="groupMembers"
      title={<span>{translate('app.groups.members.title', { name })}</span>}
      filter={filter}
      filters={SEARCH_FILTERS}
      storeKey={`groups.members.${id}`}
      sort={BY_NAME}
      perPage={10}
      actions={<MemberListActions id={id} name={name} />}
    >
      <BulkDataTable
        bulk={bulkOf(name, translate('app.groups.members.csv_file', { name }))}
        empty={<ListMessage message="app.groups.members.empty" />}
      >
        {membershipColumns('members')}
        <DataTable.Col
          source="isActive"
          disableSort
          render={() => (
            <StatusToggle
              successMessage="app.groups.members.status_updated"
              label="resources.groupMembers.fields.isActive"
              nameSource="name"
            />
          )}
        />
      </BulkDataTable>
    </AddressBarList>
  );
};
