import type { CsvColumn } from '../../components/csv/csvExporter';
import { formatDate } from '../../components/format/dates';
import { transactionStatus } from './transactionStatus';
import { transactionSummary } from './transactionSummary';

export const TRANSACTIONS_CSV_FILE = 'app.transactions.csv.file';

/**
 * The 'Transaction Summary' file's columns (spec 1 §9). Amounts stay numbers, credits negative.
 * `memberName` fills the name where the API gives none (one member's history has no user lookup).
 */
export const transactionCsvColumns = (memberName = ''): CsvColumn[] => [
  { header: 'app.transactions.csv.transaction_id', value: (r) => r.transactionId },
  { header: 'app.transactions.csv.name', value: (r) => r.userName || memberName },
  { header: 'app.transactions.csv.date', value: (r) => formatDate(r.createdAt) },
  { header: 'app.transactions.csv.amount', value: (r) => r.signedAmount },
  { header: 'app.transactions.csv.summary', value: transactionSummary },
  {
    header: 'app.transactions.csv.status',
    value: (r, translate) => translate(transactionStatus(r.status).label),
  },
];
