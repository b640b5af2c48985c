import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { ExternalLink } from '../../components/links/ExternalLink';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { RowIndexField } from '../../components/list/RowIndexField';
import { DEFAULT_LOGO_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { requestTypeLabel } from '../partners/partnerTypes';

const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];

/** The API's own order: most recently updated first (api-contract.md K6). */
const NEWEST_FIRST = { field: 'updatedAt', order: 'DESC' } as const;

/** Columns sort descending on their first click (spec 3 §9). */
const FIRST_DESC = 'DESC' as const;

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
    filters={searchFilter}
    actions={false}
    error={<ListMessage message="app.common.oops_error" error />}
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
        sortByOrder={FIRST_DESC}
        render={(record) => (
          <NewTabLink path={`/partnerRequests/${record.id}/show`}>{record.name}</NewTabLink>
        )}
      />
      <DataTable.Col source="emailId" sortByOrder={FIRST_DESC} />
      <DataTable.Col source="type" disableSort render={(record) => <RequestType type={record.type} />} />
      <DataTable.Col source="link" disableSort render={(record) => <ExternalLink url={record.link} />} />
    </DataTable>
  </AddressBarList>
);
