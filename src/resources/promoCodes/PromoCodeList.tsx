import { CreateButton, DataTable, TopToolbar } from 'react-admin';
import type { PromoCodeRecord } from './api';
import { PackageUuidBadge } from '../../components/badges/PackageUuidBadge';
import { formatCalendarDate } from '../../components/format/dates';
import { AddressBarList } from '../../components/list/AddressBarList';
import { AdminLink } from '../../components/list/AdminLink';
import { DeleteRowButton } from '../../components/list/DeleteRowButton';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { BY_NAME } from '../../components/list/sortOrders';
import { useEventsById } from './useEventsById';

const COLUMNS = 'app.promoCodes.columns';
/** The selected promo codes switched or deleted together. */
const BULK = { nameSource: 'name', status: { field: 'status' }, remove: true };

const PromoCodeListActions = () => (
  <TopToolbar>
    <CreateButton label="app.promoCodes.add" />
  </TopToolbar>
);

/** The promo code's event, named from the events lists (the API does not join it). */
const EventNameCell = ({ uuid }: { uuid: string }) => {
  const { events } = useEventsById();
  return <>{events.get(uuid)?.name ?? ''}</>;
};

/**
 * The promo codes (spec 2 §2): 25 a page, searchable; the name opening its edit form, discount, expiry,
 * event, the package badge (N/A without one), the status switch and Delete behind 'Are you sure you want to
 * delete this Voucher ?' (where the spec opens it from is not shown: a row button, as on the vouchers list).
 */
export const PromoCodeList = () => (
  <AddressBarList
    title="app.promoCodes.title"
    storeKey="promoCodes"
    // By name: the API's newest-first order is kept stable while a switch flips.
    sort={BY_NAME}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={<PromoCodeListActions />}
  >
    <BulkDataTable bulk={BULK} empty={<ListMessage message="app.promoCodes.empty" />}>
      <DataTable.Col<PromoCodeRecord> label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col<PromoCodeRecord>
        source="name"
        // The form's wording of these two fields is resources.promoCodes.fields ('Promo Code', 'Discount (%)').
        label={`${COLUMNS}.name`}
        render={(record) => <AdminLink path={`/promoCodes/${record.id}`}>{record.name}</AdminLink>}
      />
      <DataTable.Col<PromoCodeRecord> source="discountAmount" label={`${COLUMNS}.discount_amount`} />
      <DataTable.Col<PromoCodeRecord>
        source="expiryDate"
        render={(record) => formatCalendarDate(record.expiryDate)}
      />
      <DataTable.Col<PromoCodeRecord>
        label={`${COLUMNS}.event_name`}
        disableSort
        render={(record) => <EventNameCell uuid={record.eventUuid} />}
      />
      <DataTable.Col<PromoCodeRecord>
        label={`${COLUMNS}.membership`}
        disableSort
        render={(record) => <PackageUuidBadge uuid={record.membershipUuid} />}
      />
      <DataTable.Col<PromoCodeRecord>
        source="status"
        disableSort
        render={() => (
          <StatusToggle
            source="status"
            successMessage="app.promoCodes.status_updated"
            label="resources.promoCodes.fields.status"
            nameSource="name"
          />
        )}
      />
      <DataTable.Col<PromoCodeRecord>
        label="app.common.actions"
        disableSort
        render={() => (
          <DeleteRowButton
            confirmTitle="app.promoCodes.confirm_delete"
            confirmContent="app.promoCodes.delete_content"
            successMessage="app.promoCodes.deleted"
          />
        )}
      />
    </BulkDataTable>
  </AddressBarList>
);
