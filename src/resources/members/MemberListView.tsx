import { type SortPayload } from 'react-admin';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import type { BulkOptions } from '../../components/list/bulk/BulkActions';
import { ChangePackageButton } from './ChangePackageButton';
import { MemberListActions, type MemberListKind } from './MemberListActions';
import { memberColumns } from './memberColumns';
import { incompleteMemberCsvColumns, memberCsvColumns, MEMBERS_CSV_FILE } from './memberCsv';

/**
 * The selected members: exported in the list's file and moved to another package (an incomplete member gets one);
 * on the active list, also activated or deactivated.
 */
const BULK: Record<MemberListKind, BulkOptions> = {
  active: {
    nameSource: 'name',
    status: true,
    csv: { columns: memberCsvColumns, fileName: MEMBERS_CSV_FILE },
    more: <ChangePackageButton />,
  },
  incomplete: {
    nameSource: 'name',
    csv: { columns: incompleteMemberCsvColumns, fileName: MEMBERS_CSV_FILE },
    more: <ChangePackageButton />,
  },
};

export interface MemberListViewProps {
  kind: MemberListKind;
  /** i18n key of the page title. */
  title: string;
  /** The permanent filter (which members). */
  filter: Record<string, unknown>;
  storeKey: string;
  sort: SortPayload;
  /** One package's members: the toolbar leads back to all members. */
  byPackage?: boolean;
}

/** A members list (active, incomplete or one package's), 25 a page, searchable and downloadable, rows selectable. */
export const MemberListView = ({ kind, title, filter, storeKey, sort, byPackage }: MemberListViewProps) => (
  <AddressBarList
    resource="members"
    title={title}
    filter={filter}
    filters={SEARCH_FILTERS}
    storeKey={storeKey}
    sort={sort}
    perPage={25}
    actions={<MemberListActions kind={kind} backToAll={byPackage} />}
  >
    <BulkDataTable bulk={BULK[kind]} empty={<ListMessage message="app.members.empty" />}>
      {memberColumns(kind)}
    </BulkDataTable>
  </AddressBarList>
);
