/**
 * The list machinery, piece by piece (bench/listMachinery.ts): the members list's rows over 10 000 members in
 * memory, in react-admin's <List storeKey disableSyncWithLocation> with its default DataTable body, with each of
 * the app's pieces added alone, and as the app composes them. `?variant=<key>` picks one (VARIANTS).
 */
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Admin, DataTable, List, memoryStore, Resource } from 'react-admin';
import { createDataProvider } from '../../src/api/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { AddressBarList } from '../../src/components/list/AddressBarList';
import { ListParamsInAddressBar } from '../../src/components/list/ListParamsInAddressBar';
import { PositionKeyedBody } from '../../src/components/list/PositionKeyedBody';
import type { BulkOptions } from '../../src/components/list/bulk/BulkActions';
import { BulkDataTable } from '../../src/components/list/bulk/BulkDataTable';
import { membersBackend, wireMembers } from '../wireMembers';
import { memberColumns } from '../../src/resources/members/memberColumns';
import { members as memberEntry } from '../../src/resources/members/api';
import { NavigateAtOnceWriter, ReplaceStateWriter } from './otherWriters';
import { VARIANT_KEYS, type VariantKey } from './variants';

const BY_NAME = { field: 'name', order: 'ASC' } as const;
const DEFAULTS = { sort: BY_NAME, perPage: 25 };
const LIST = {
  resource: 'members',
  storeKey: 'bench.members',
  sort: BY_NAME,
  perPage: 25,
  filter: { incomplete: false },
} as const;

/** The members list's selection and bulk buttons (MemberListView's, without its export and change of package). */
const MEMBERS_BULK: BulkOptions = { nameSource: 'name', status: true };

const table = (positionKeyed: boolean) => (
  <DataTable bulkActionButtons={false} rowClick={false} body={positionKeyed ? PositionKeyedBody : undefined}>
    {memberColumns('active')}
  </DataTable>
);

const plain =
  (...pieces: ReactElement[]) =>
  () => (
    <List {...LIST} disableSyncWithLocation>
      {pieces}
      {table(false)}
    </List>
  );

const VARIANTS: Record<VariantKey, () => ReactElement> = {
  list: plain(),
  'list+positionKeyedBody': () => (
    <List {...LIST} disableSyncWithLocation>
      {table(true)}
    </List>
  ),
  'list+address:replaceState': plain(<ReplaceStateWriter key="writer" defaults={DEFAULTS} />),
  'list+address:navigate': plain(<NavigateAtOnceWriter key="writer" defaults={DEFAULTS} />),
  'list+address:navigateInTransition': plain(
    <ListParamsInAddressBar key="writer" defaults={DEFAULTS} ownWrites={new Set()} />,
  ),
  addressBarList: () => <AddressBarList {...LIST}>{table(false)}</AddressBarList>,
  'addressBarList+positionKeyedBody': () => <AddressBarList {...LIST}>{table(true)}</AddressBarList>,
  'addressBarList+bulkDataTable': () => (
    <AddressBarList {...LIST}>
      <BulkDataTable bulk={MEMBERS_BULK}>{memberColumns('active')}</BulkDataTable>
    </AddressBarList>
  ),
};

const asked = new URLSearchParams(window.location.search).get('variant');
const variant = VARIANT_KEYS.find((key) => key === asked) ?? 'list';
const dataProvider = createDataProvider(membersBackend(wireMembers(10000)), {
  registry: { members: memberEntry },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter useTransitions={false}>
    <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <Resource name="members" list={VARIANTS[variant]} />
    </Admin>
  </BrowserRouter>,
);
