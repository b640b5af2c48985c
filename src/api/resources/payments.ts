import { normaliseTransaction } from '../mappers/transactions';
import type { ResourceSpec } from '../types';
import { FIRST_PAGE, get } from './requests';
import type { TransactionRecord } from '../models';

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
