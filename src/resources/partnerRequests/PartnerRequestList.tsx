import { DataTable, useTranslate } from 'react-admin';
import { ExternalLink } from '../../components/links/ExternalLink';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { RowIndexField } from '../../components/list/RowIndexField';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { DESC_FIRST } from '../../components/list/sortOrders';
import { DEFAULT_LOGO_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { requestTypeLabel } from '../partners/partnerTypes';

/** The API's own order: most recently updated first (api-contract.md K6). */
const NEWEST_FIRST = { field: 'updatedAt', order: 'DESC' } as const;

const RequestType = ({ type }: { type: unknown }) => {
  const translate = useTranslate();
  return <>{translate(requestTypeLabel(type))}</>;
};

/**
 * 'Business List' of partner requests (spec 3 §2): 25 a page, searchable over name, expiry date, phone and
 * email, sortable on name and email only; names open the read-only request in a new tab.
 */
export const PartnerRequestList = () => (
  <AddressBarList
    title="app.marketplace.requests.title"
    storeKey="partnerRequests"
    sort={NEWEST_FIRST}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={false}
  >
    <DataTable body={PositionKeyedBody} empty={<ListMessage message="app.marketplace.requests.empty" />}>
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        label="app.marketplace.requests.columns.logo"
        disableSort
        render={() => <ImageCell source="logo" fallback={DEFAULT_LOGO_IMAGE} />}
      />
      <DataTable.Col
        source="name"
        sortByOrder={DESC_FIRST}
        render={(record) => (
          <NewTabLink path={`/partnerRequests/${record.id}/show`}>{record.name}</NewTabLink>
        )}
      />
      <DataTable.Col source="emailId" sortByOrder={DESC_FIRST} />
      <DataTable.Col source="type" disableSort render={(record) => <RequestType type={record.type} />} />
      <DataTable.Col source="link" disableSort render={(record) => <ExternalLink url={record.link} />} />
    </DataTable>
  </AddressBarList>
);
