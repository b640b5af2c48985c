import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import type { GroupRecord } from './api';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { bulkDecisions } from '../../components/list/bulk/bulkDecisions';
import { useAddressParent } from '../../components/list/useAddressParent';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { BY_NAME } from '../../components/list/sortOrders';
import { membershipCsvColumns } from './groupCsv';
import { membershipColumns } from './membershipColumns';
import { REQUEST_DECIDED, RequestDecisionButtons } from './RequestDecisionButtons';

/** The selected requests approved or rejected together, each its own call (and activity entry). */
const BULK = { nameSource: 'name', acts: bulkDecisions(REQUEST_DECIDED) };

/**
 * 'Pending Request of {group} Group' (spec 3 §2): the group's join requests, 10 a page, searchable and
 * downloadable under the group's name; each approved or rejected after a confirmation, and then gone; the
 * selected ones approved or rejected together.
 */
export const GroupPendingList = () => {
  const translate = useTranslate();
  const { id, record: group, filter } = useAddressParent<GroupRecord>('groups', 'groupId');
  const name = group?.name ?? '';
  return (
    <AddressBarList
      resource="groupRequests"
      title={<span>{translate('app.groups.pending.title', { name })}</span>}
      filter={filter}
      filters={SEARCH_FILTERS}
      storeKey={`groups.pending.${id}`}
      sort={BY_NAME}
      perPage={10}
      actions={
        <TopToolbar>
          <CsvExportButton
            columns={membershipCsvColumns}
            fileName={translate('app.groups.pending.csv_file', { name })}
            titleRow={name}
          />
        </TopToolbar>
      }
    >
      <BulkDataTable bulk={BULK} empty={<ListMessage message="app.groups.pending.empty" />}>
        {membershipColumns('pending')}
        <DataTable.Col source="mobile" disableSort />
        <DataTable.Col
          label="app.groups.pending.columns.actions"
          disableSort
          field={RequestDecisionButtons}
        />
      </BulkDataTable>
    </AddressBarList>
  );
};
