import type { StatusTone } from '../../components/badges/StatusBadge';

/** true is Success (green), false Failed (red), anything else Pending (yellow) (spec 1 §4). */
export function transactionStatus(status: unknown): { label: string; tone: StatusTone } {
  if (status === true) return { label: 'app.transactions.status.success', tone: 'success' };
  if (status === false) return { label: 'app.transactions.status.failed', tone: 'error' };
  return { label: 'app.transactions.status.pending', tone: 'warning' };
}
