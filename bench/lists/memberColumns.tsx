import { DataTable } from 'react-admin';
import { PackageBadge } from '../../src/components/badges/PackageBadge';
import { formatDate } from '../../src/components/format/dates';
import { NewTabLink } from '../../src/components/list/NewTabLink';
import { RowActionsMenu } from '../../src/components/list/RowActionsMenu';
import { RowIndexField } from '../../src/components/list/RowIndexField';
import { StatusToggle } from '../../src/components/list/StatusToggle';
import { DEFAULT_AVATAR_IMAGE } from '../../src/components/media/defaultImages';
import { ImageCell } from '../../src/components/media/ImageCell';

/**
 * The members list's columns (src/resources/members/MemberListView.tsx, kind 'active'), so that every variant
 * renders the rows the app renders. As an array: DataTable reads its columns from its direct children.
 */
export const memberColumns = () => [
  <DataTable.Col key="index" label="app.common.index" disableSort field={RowIndexField} />,
  <DataTable.Col
    key="image"
    source="coverImage"
    label="app.members.columns.image"
    render={() => <ImageCell source="coverImage" altSource="name" fallback={DEFAULT_AVATAR_IMAGE} round />}
  />,
  <DataTable.Col
    key="name"
    source="name"
    label="app.members.columns.name"
    render={(record) => <NewTabLink path={`/members/${record.id}`}>{record.name}</NewTabLink>}
  />,
  <DataTable.Col key="email" source="email" label="app.members.columns.email" />,
  <DataTable.Col key="city" source="city" label="app.members.columns.city" />,
  <DataTable.Col key="country" source="country" label="app.members.columns.country" />,
  <DataTable.Col
    key="createdAt"
    source="createdAt"
    label="app.members.columns.registration_date"
    render={(record) => formatDate(record.createdAt)}
  />,
  <DataTable.Col
    key="start"
    source="package.date"
    label="app.members.columns.membership_start_date"
    render={(record) => formatDate(record.package?.date)}
  />,
  <DataTable.Col
    key="membership"
    source="package.name"
    label="app.members.columns.membership"
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
          { label: 'app.members.transaction_summary', newTabPath: `/members/${record.id}/transactions` },
        ]}
      />
    )}
  />,
];
