import { DataTable, SearchInput, type SortPayload } from 'react-admin';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { MemberListActions, type MemberListKind } from './MemberListActions';
import { memberColumns } from './memberColumns';

const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];

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

/** A members list (active, incomplete or one package's), 25 a page, searchable and downloadable. */
export const MemberListView = ({ kind, title, filter, storeKey, sort, byPackage }: MemberListViewProps) => (
  <AddressBarList
    resource="members"
    title={title}
    filter={filter}
    filters={searchFilter}
    storeKey={storeKey}
    sort={sort}
    perPage={25}
    actions={<MemberListActions kind={kind} backToAll={byPackage} />}
    error={<ListMessage message="app.common.oops_error" error />}
    queryOptions={{ onError: () => undefined }}
  >
    <DataTable body={PositionKeyedBody} empty={<ListMessage message="app.members.empty" />}>
      {memberColumns(kind)}
    </DataTable>
  </AddressBarList>
);
