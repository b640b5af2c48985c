import { DataTable } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PackageBadge } from '../../components/badges/PackageBadge';
import { formatDate } from '../../components/format/dates';
import { NewTabLink } from '../../components/list/NewTabLink';
import { RowActionsMenu } from '../../components/list/RowActionsMenu';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { DESC_FIRST } from '../../components/list/sortOrders';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import type { MemberListKind } from './MemberListActions';

/**
 * The columns of a members list (spec 1 §4): the active list adds the membership, status and actions. An array,
 * because DataTable reads its columns from its direct children; the list machinery bench renders the same ones.
 */
export const memberColumns = (kind: MemberListKind) => [
  <DataTable.Col key="index" label="app.common.index" disableSort field={RowIndexField} />,
  <DataTable.Col
    key="image"
    source="coverImage"
    sortByOrder={DESC_FIRST}
    render={() => <ImageCell source="coverImage" altSource="name" fallback={DEFAULT_AVATAR_IMAGE} round />}
  />,
  <DataTable.Col
    key="name"
    source="name"
    sortByOrder={DESC_FIRST}
    render={(record) => <NewTabLink path={`/members/${record.id}`}>{record.name}</NewTabLink>}
  />,
  <DataTable.Col
    key="email"
    source="email"
    // 'Email ID' on the active list (resources.members.fields.email), 'Email' on the incomplete one.
    label={kind === 'active' ? undefined : 'app.members.columns.email_short'}
    sortByOrder={DESC_FIRST}
  />,
  <DataTable.Col key="city" source="city" sortByOrder={DESC_FIRST} />,
  <DataTable.Col key="country" source="country" sortByOrder={DESC_FIRST} />,
  <DataTable.Col
    key="registration"
    source="createdAt"
    sortByOrder={DESC_FIRST}
    render={(record) => formatDate(record.createdAt)}
  />,
  ...(kind === 'active'
    ? [
        <DataTable.Col
          key="start"
          source="package.date"
          sortByOrder={DESC_FIRST}
          render={(record) => formatDate(record.package?.date)}
        />,
        <DataTable.Col
          key="membership"
          source="package.name"
          sortByOrder={DESC_FIRST}
          render={(record) => <PackageBadge name={record.package?.name} colour={record.packageColour} />}
        />,
        <DataTable.Col
          key="status"
          source="isActive"
          disableSort
          render={() => (
            <StatusToggle
              successMessage="app.members.status_updated"
              label="resources.members.fields.isActive"
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
              nameSource="name"
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
      ]
    : []),
];
