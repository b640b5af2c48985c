import type { Json, ResourceSpec } from '../../api/types';
import { FIRST_PAGE, get } from '../../api/requests';
import { firstOf, str } from '../../api/readers/rawRecords';

type PaymentState = 'success' | 'failed' | 'pending';

export interface TransactionRecord {
  id: string;
  transactionId: string;
  userUuid: string;
  eventUuid?: string;
  amount: number;
  isCredit: boolean;
  status: boolean | string | null;
  remarks?: string;
  createdAt?: string;
  transactionDate?: string;
  /** Display fields. */
  userName: string;
  eventName: string;
  summary: string;
  signedAmount: number;
  paymentState: PaymentState;
}

/** Payment-provider secrets that a list must never keep (api-contract.md §8 Payment). */
const SECRET_FIELDS = ['payment_intent', 'client_secret'];

/**
 * A payment with the list's display fields: the summary text of spec 1 §9, a negative amount for credits,
 * the member's name from the `User` lookup (absent on one member's history, empty when the user is gone)
 * and the Success/Failed/Pending state. Payments have no uuid: their `_id` (or the `id` virtual) is the id.
 */
function normaliseTransaction(raw: Json): TransactionRecord {
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !SECRET_FIELDS.includes(key)));
  const eventName = str(firstOf(raw.Event).name);
  const amount = Number(raw.amount ?? 0);
  return {
    ...(kept as unknown as TransactionRecord),
    id: str(raw.uuid || raw._id || raw.id || raw.transactionId),
    userName: str(firstOf(raw.User).name),
    eventName,
    summary: transactionSummary(eventName, raw.remarks),
    signedAmount: raw.isCredit === true ? -Math.abs(amount) : amount,
    paymentState: paymentState(raw.status),
  };
}

/** Spec 1 §9: 'Registration Fee for event - {event}', else the remarks, else 'Subscription'. */
export function transactionSummary(eventName: string, remarks: unknown): string {
  if (eventName) return `Registration Fee for event - ${eventName}`;
  return str(remarks).trim() || 'Subscription';
}

/** Spec 1 §4: true is Success, false is Failed, anything else is Pending. */
export function paymentState(status: unknown): PaymentState {
  if (status === true) return 'success';
  if (status === false) return 'failed';
  return 'pending';
}

const transactionSearch = ['transactionId', 'userName', 'summary', 'amount'];
const newestFirst = { field: 'createdAt', order: 'DESC' } as const;

/** One member's transaction history (api-contract.md C7): `getList('transactions', {filter: {memberId}})`. */
export const transactions: ResourceSpec<TransactionRecord> = {
  name: 'transactions',
  list: {
    request: ({ memberId }) => get('/admin/payment/list', { uuid: memberId }),
    params: ['memberId'],
  },
  search: transactionSearch,
  defaultSort: newestFirst,
  normalise: normaliseTransaction,
};

/** All payments (api-contract.md C6): a bare array whatever page and limit say. */
export const payments: ResourceSpec<TransactionRecord> = {
  name: 'payments',
  list: { request: () => get('/admin/all/payment/list', FIRST_PAGE) },
  search: transactionSearch,
  defaultSort: newestFirst,
  normalise: normaliseTransaction,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [transactions, payments];
