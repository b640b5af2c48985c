import { DataTable, SearchInput } from 'react-admin';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { vendorPhone } from './vendorPhone';

const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];

/** The API's own order: most recently updated first (api-contract.md K8). */
const NEWEST_FIRST = { field: 'updatedAt', order: 'DESC' } as const;

/** Columns sort descending on their first click (spec 3 §9). */
const FIRST_DESC = 'DESC' as const;

/** 'Vendors List' (spec 3 §2): 25 a page; names open the read-only vendor in a new tab. */
export const VendorList = () => (
  <AddressBarList
    title="app.marketplace.vendors.title"
    storeKey="vendors"
    sort={NEWEST_FIRST}
    perPage={25}
    filters={searchFilter}
    actions={false}
    error={<ListMessage message="app.common.oops_error" error />}
  >
    <DataTable body={PositionKeyedBody} empty={<ListMessage message="app.marketplace.vendors.empty" />}>
      <DataTable.Col
        source="name"
        sortByOrder={FIRST_DESC}
        render={(record) => <NewTabLink path={`/vendors/${record.id}/show`}>{record.name}</NewTabLink>}
      />
      <DataTable.Col source="email" sortByOrder={FIRST_DESC} />
      <DataTable.Col source="phone" disableSort render={(record) => vendorPhone(record)} />
      <DataTable.Col source="city" sortByOrder={FIRST_DESC} />
      <DataTable.Col source="country" sortByOrder={FIRST_DESC} />
    </DataTable>
  </AddressBarList>
);
