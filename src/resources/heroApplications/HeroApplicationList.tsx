import { DataTable, SearchInput } from 'react-admin';
import { formatDate } from '../../components/format/dates';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { RowIndexField } from '../../components/list/RowIndexField';

const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
const FIRST_DESC = 'DESC' as const;

/** Hero applications (spec 3 §2): 25 a page, search only; names open the read-only view in a new tab. */
export const HeroApplicationList = () => (
  <AddressBarList
    title="app.heroes.applications.title"
    storeKey="heroApplications"
    sort={NEWEST_FIRST}
    perPage={25}
    filters={searchFilter}
    actions={false}
    error={<ListMessage message="app.common.oops_error" error />}
    queryOptions={{ onError: () => undefined }}
  >
    <DataTable body={PositionKeyedBody} empty={<ListMessage message="app.heroes.applications.empty" />}>
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        source="name"
        sortByOrder={FIRST_DESC}
        render={(record) => (
          <NewTabLink path={`/heroApplications/${record.id}/show`}>{record.name}</NewTabLink>
        )}
      />
      <DataTable.Col source="email" sortByOrder={FIRST_DESC} />
      <DataTable.Col source="country" sortByOrder={FIRST_DESC} />
      <DataTable.Col
        source="createdAt"
        sortByOrder={FIRST_DESC}
        render={(record) => formatDate(record.createdAt)}
      />
    </DataTable>
  </AddressBarList>
);
