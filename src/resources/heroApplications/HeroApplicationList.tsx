import { DataTable } from 'react-admin';
import { formatDate } from '../../components/format/dates';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { RowIndexField } from '../../components/list/RowIndexField';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { DESC_FIRST } from '../../components/list/sortOrders';

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** Hero applications (spec 3 §2): 25 a page, search only; names open the read-only view in a new tab. */
export const HeroApplicationList = () => (
  <AddressBarList
    title="app.heroes.applications.title"
    storeKey="heroApplications"
    sort={NEWEST_FIRST}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={false}
  >
    <DataTable body={PositionKeyedBody} empty={<ListMessage message="app.heroes.applications.empty" />}>
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        source="name"
        sortByOrder={DESC_FIRST}
        render={(record) => (
          <NewTabLink path={`/heroApplications/${record.id}/show`}>{record.name}</NewTabLink>
        )}
      />
      <DataTable.Col source="email" sortByOrder={DESC_FIRST} />
      <DataTable.Col source="country" sortByOrder={DESC_FIRST} />
      <DataTable.Col
        source="createdAt"
        sortByOrder={DESC_FIRST}
        render={(record) => formatDate(record.createdAt)}
      />
    </DataTable>
  </AddressBarList>
);
