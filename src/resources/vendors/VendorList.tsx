import { DataTable } from 'react-admin';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { DESC_FIRST } from '../../components/list/sortOrders';
import { vendorPhone } from './vendorPhone';

/** The API's own order: most recently updated first (api-contract.md K8). */
const NEWEST_FIRST = { field: 'updatedAt', order: 'DESC' } as const;

/** 'Vendors List' (spec 3 §2): 25 a page; names open the read-only vendor in a new tab. */
export const VendorList = () => (
  <AddressBarList
    title="app.marketplace.vendors.title"
    storeKey="vendors"
    sort={NEWEST_FIRST}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={false}
  >
    <DataTable body={PositionKeyedBody} empty={<ListMessage message="app.marketplace.vendors.empty" />}>
      <DataTable.Col
        source="name"
        sortByOrder={DESC_FIRST}
        render={(record) => <NewTabLink path={`/vendors/${record.id}/show`}>{record.name}</NewTabLink>}
      />
      <DataTable.Col source="email" sortByOrder={DESC_FIRST} />
      <DataTable.Col source="phone" disableSort render={(record) => vendorPhone(record)} />
      <DataTable.Col source="city" sortByOrder={DESC_FIRST} />
      <DataTable.Col source="country" sortByOrder={DESC_FIRST} />
    </DataTable>
  </AddressBarList>
);
