import { CreateButton, DataTable, Link, TopToolbar, useCreatePath } from 'react-admin';
import { PackageUuidBadge } from '../../components/badges/PackageUuidBadge';
import { formatCalendarDate } from '../../components/format/dates';
import { AddressBarList } from '../../components/list/AddressBarList';
import { DeleteRowButton } from '../../components/list/DeleteRowButton';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { BY_NAME } from '../../components/list/sortOrders';
import { DEFAULT_COVER_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';

/**
 * By name: the API's own order (active first, api-contract.md H1) would move a row as soon as its switch
 * flips.
 */

const VoucherListActions = () => (
  <TopToolbar>
    <CreateButton label="app.vouchers.add" />
  </TopToolbar>
);

/** The voucher's name, opening its edit form in the same tab (spec 2 §2). */
const VoucherNameLink = ({ id, name }: { id: string; name: string }) => {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'vouchers', type: 'edit', id })} underline="hover">
      {name}
    </Link>
  );
};

/**
 * 'Vouchers' (spec 2 §2): 25 a page, searchable; image, name to the edit form, company, expiry, the package
 * badge, the Active switch and Delete behind 'Are you sure you want to delete this Voucher ?'.
 */
export const VoucherList = () => (
  <AddressBarList
    title="app.vouchers.title"
    storeKey="vouchers"
    sort={BY_NAME}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={<VoucherListActions />}
  >
    <BulkDataTable
      bulk={{ nameSource: 'name', status: true, remove: true }}
      empty={<ListMessage message="app.vouchers.empty" />}
    >
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        label="app.vouchers.columns.image"
        disableSort
        render={() => <ImageCell source="coverImage" fallback={DEFAULT_COVER_IMAGE} />}
      />
      <DataTable.Col
        source="name"
        render={(record) => <VoucherNameLink id={String(record.id)} name={record.name} />}
      />
      <DataTable.Col source="companyName" />
      <DataTable.Col source="expiryDate" render={(record) => formatCalendarDate(record.expiryDate)} />
      <DataTable.Col
        label="app.vouchers.columns.membership"
        disableSort
        render={(record) => <PackageUuidBadge uuid={record.membershipPackage} />}
      />
      <DataTable.Col
        source="isActive"
        disableSort
        render={() => (
          <StatusToggle
            successMessage="app.vouchers.status_updated"
            label="resources.vouchers.fields.isActive"
            nameSource="name"
          />
        )}
      />
      <DataTable.Col
        label="app.common.actions"
        disableSort
        render={() => (
          <DeleteRowButton
            confirmTitle="app.vouchers.confirm_delete"
            confirmContent="app.vouchers.delete_content"
            successMessage="app.vouchers.deleted"
          />
        )}
      />
    </BulkDataTable>
  </AddressBarList>
);
