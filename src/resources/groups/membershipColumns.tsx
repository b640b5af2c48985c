import { DataTable } from 'react-admin';
import { NewTabLink } from '../../components/list/NewTabLink';
import { RowIndexField } from '../../components/list/RowIndexField';
import { DESC_FIRST } from '../../components/list/sortOrders';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';

/**
 * The columns a group's pending and joined lists share: #, image, the user's name (their member record in a
 * new tab), email, city and country. An array, since DataTable reads its columns from its direct children.
 * Their labels are the list resource's fields (resources.groupRequests.fields, resources.groupMembers.fields).
 */
export const membershipColumns = (labels: 'pending' | 'members') => [
  <DataTable.Col key="index" label="app.common.index" disableSort field={RowIndexField} />,
  <DataTable.Col
    key="image"
    label={`app.groups.${labels}.columns.image`}
    disableSort
    render={() => <ImageCell source="coverImage" fallback={DEFAULT_AVATAR_IMAGE} round />}
  />,
  <DataTable.Col
    key="name"
    source="name"
    sortByOrder={DESC_FIRST}
    render={(record) => <NewTabLink path={`/members/${record.userUuid}`}>{record.name}</NewTabLink>}
  />,
  <DataTable.Col key="email" source="email" sortByOrder={DESC_FIRST} />,
  <DataTable.Col key="city" source="city" sortByOrder={DESC_FIRST} />,
  <DataTable.Col key="country" source="country" sortByOrder={DESC_FIRST} />,
];
