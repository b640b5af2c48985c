import { useMemo, type ReactElement } from 'react';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import { StatusBadge } from '../../components/badges/StatusBadge';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { formatDate } from '../../components/format/dates';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { RowIndexField } from '../../components/list/RowIndexField';
import { DESC_FIRST } from '../../components/list/sortOrders';
import { transactionCsvColumns, TRANSACTIONS_CSV_FILE } from './transactionCsv';
import { transactionStatus } from './transactionStatus';
import { transactionSummary } from './transactionSummary';

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

const TransactionListActions = ({ memberName }: { memberName?: string }) => {
  const columns = useMemo(() => transactionCsvColumns(memberName), [memberName]);
  return (
    <TopToolbar>
      <CsvExportButton columns={columns} fileName={TRANSACTIONS_CSV_FILE} />
    </TopToolbar>
  );
};

export interface TransactionListViewProps {
  resource: 'transactions' | 'payments';
  title: string | ReactElement;
  filter?: Record<string, unknown>;
  storeKey: string;
  /** The variant with the payment method column (always 'Card'). */
  showPaymentMethod?: boolean;
  /** The member whose history this is: the name where a payment carries none. */
  memberName?: string;
}

/** Payments as a history: 10 a page, newest first, Download, no add button. */
export const TransactionListView = ({
  resource,
  title,
  filter,
  storeKey,
  showPaymentMethod = false,
  memberName,
}: TransactionListViewProps) => {
  const translate = useTranslate();
  return (
    <AddressBarList
      resource={resource}
      title={title}
      filter={filter}
      storeKey={storeKey}
      sort={NEWEST_FIRST}
      perPage={10}
      actions={<TransactionListActions memberName={memberName} />}
      error={<ListMessage message="app.common.opps_error" error />}
    >
      <DataTable body={PositionKeyedBody} empty={<ListMessage message="app.transactions.empty" />}>
        <DataTable.Col label="app.transactions.columns.index" disableSort field={RowIndexField} />
        <DataTable.Col source="transactionId" disableSort />
        <DataTable.Col source="userName" disableSort render={(record) => record.userName || memberName} />
        <DataTable.Col
          source="createdAt"
          sortByOrder={DESC_FIRST}
          render={(record) => formatDate(record.createdAt)}
        />
        <DataTable.NumberCol source="signedAmount" sortByOrder={DESC_FIRST} />
        <DataTable.Col
          label="app.transactions.columns.summary"
          disableSort
          render={(record) => transactionSummary(record, translate)}
        />
        {showPaymentMethod && (
          <DataTable.Col
            label="app.transactions.columns.payment_method"
            disableSort
            render={() => translate('app.transactions.card')}
          />
        )}
        <DataTable.Col
          source="status"
          sortByOrder={DESC_FIRST}
          render={(record) => <StatusBadge {...transactionStatus(record.status)} />}
        />
      </DataTable>
    </AddressBarList>
  );
};
