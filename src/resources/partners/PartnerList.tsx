import { CreateButton, DataTable, TopToolbar, useTranslate } from 'react-admin';
import { formatCalendarDate } from '../../components/format/dates';
import { ExternalLink } from '../../components/links/ExternalLink';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ACTION_SUCCESS_MS } from '../../components/list/useConfirmedMutation';
import { DeleteRowButton } from '../../components/list/DeleteRowButton';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { DESC_FIRST } from '../../components/list/sortOrders';
import { DEFAULT_LOGO_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { partnerTypeLabel } from './partnerTypes';

/** The API's own order: most recently updated first (api-contract.md K1), so a saved partner comes first. */
const NEWEST_FIRST = { field: 'updatedAt', order: 'DESC' } as const;

/** The selected partners switched or deleted together. */
const BULK = { nameSource: 'name', status: { field: 'status' }, remove: true };

const PartnerListActions = () => (
  <TopToolbar>
    <CreateButton label="app.marketplace.partners.add" />
  </TopToolbar>
);

const PartnerType = ({ type }: { type: unknown }) => {
  const translate = useTranslate();
  const label = partnerTypeLabel(type);
  return <>{label ? translate(label) : ''}</>;
};

/**
 * 'Partners List' (spec 3 §2): 25 a page, searchable; names open the edit form in a new tab; the status
 * switch flips at once (a failure returns silently, spec 3 §8); Delete asks first and removes the row.
 */
export const PartnerList = () => (
  <AddressBarList
    title="app.marketplace.partners.title"
    storeKey="partners"
    sort={NEWEST_FIRST}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={<PartnerListActions />}
  >
    <BulkDataTable bulk={BULK} empty={<ListMessage message="app.marketplace.partners.empty" />}>
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        label="app.marketplace.partners.columns.logo"
        disableSort
        render={() => <ImageCell source="logo" fallback={DEFAULT_LOGO_IMAGE} />}
      />
      <DataTable.Col
        source="name"
        sortByOrder={DESC_FIRST}
        render={(record) => <NewTabLink path={`/partners/${record.id}`}>{record.name}</NewTabLink>}
      />
      <DataTable.Col
        source="type"
        sortByOrder={DESC_FIRST}
        render={(record) => <PartnerType type={record.type} />}
      />
      <DataTable.Col
        source="expiryDate"
        sortByOrder={DESC_FIRST}
        render={(record) => formatCalendarDate(record.expiryDate)}
      />
      <DataTable.Col source="link" disableSort render={(record) => <ExternalLink url={record.link} />} />
      <DataTable.Col
        source="status"
        disableSort
        render={() => (
          <StatusToggle
            source="status"
            successMessage="app.marketplace.partners.status_updated"
            label="resources.partners.fields.status"
            // Spec 3 §8: a failed partner toggle shows no message.
            silentFailure
            nameSource="name"
          />
        )}
      />
      <DataTable.Col
        label="app.marketplace.partners.columns.delete"
        disableSort
        render={() => (
          <DeleteRowButton
            confirmTitle="app.marketplace.partners.confirm_delete"
            confirmContent="app.marketplace.partners.delete_content"
            successMessage="app.marketplace.partners.deleted"
            successDurationMs={ACTION_SUCCESS_MS}
          />
        )}
      />
    </BulkDataTable>
  </AddressBarList>
);
