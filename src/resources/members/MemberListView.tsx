import { DataTable, SearchInput, type SortPayload } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PackageBadge } from '../../components/badges/PackageBadge';
import { formatDate } from '../../components/format/dates';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { RowActionsMenu } from '../../components/list/RowActionsMenu';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { MemberListActions, type MemberListKind } from './MemberListActions';

const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];

/** Columns sort descending on their first click (spec 1 §9). */
const FIRST_DESC = 'DESC' as const;

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
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        source="coverImage"
        label="app.members.columns.image"
        sortByOrder={FIRST_DESC}
        render={() => (
          <ImageCell source="coverImage" altSource="name" fallback={DEFAULT_AVATAR_IMAGE} round />
        )}
      />
      <DataTable.Col
        source="name"
        label="app.members.columns.name"
        sortByOrder={FIRST_DESC}
        render={(record) => <NewTabLink path={`/members/${record.id}`}>{record.name}</NewTabLink>}
      />
      <DataTable.Col
        source="email"
        label={kind === 'active' ? 'app.members.columns.email' : 'app.members.columns.email_short'}
        sortByOrder={FIRST_DESC}
      />
      <DataTable.Col source="city" label="app.members.columns.city" sortByOrder={FIRST_DESC} />
      <DataTable.Col source="country" label="app.members.columns.country" sortByOrder={FIRST_DESC} />
      <DataTable.Col
        source="createdAt"
        label="app.members.columns.registration_date"
        sortByOrder={FIRST_DESC}
        render={(record) => formatDate(record.createdAt)}
      />
      {kind === 'active' && [
        <DataTable.Col
          key="start"
          source="package.date"
          label="app.members.columns.membership_start_date"
          sortByOrder={FIRST_DESC}
          render={(record) => formatDate(record.package?.date)}
        />,
        <DataTable.Col
          key="membership"
          source="package.name"
          label="app.members.columns.membership"
          sortByOrder={FIRST_DESC}
          render={(record) => <PackageBadge name={record.package?.name} colour={record.packageColour} />}
        />,
        <DataTable.Col
          key="status"
          source="isActive"
          label="app.members.columns.status"
          disableSort
          render={() => (
            <StatusToggle
              successMessage="app.members.status_updated"
              label="app.members.columns.status"
              nameSource="name"
            />
          )}
        />,
        <DataTable.Col
          key="actions"
          label="app.common.actions"
          disableSort
          render={(record) => (
            <RowActionsMenu
              actions={[
                {
                  label: 'app.members.transaction_summary',
                  icon: <ReceiptLongIcon fontSize="small" />,
                  newTabPath: `/members/${record.id}/transactions`,
                },
              ]}
            />
          )}
        />,
      ]}
    </DataTable>
  </AddressBarList>
);
