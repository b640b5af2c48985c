import type { Translate } from '../../components/csv/csvExporter';

/**
 * 'Registration Fee for event - {event}', else the remarks, else 'Subscription' (spec 1 §9), in the
 * user's language (the registry's normaliser gives `eventName` from the joined `Event[0]`).
 */
export function transactionSummary(record: Record<string, unknown>, translate: Translate): string {
  const event = typeof record.eventName === 'string' ? record.eventName.trim() : '';
  if (event) return translate('app.transactions.summary_event', { event });
  if (typeof record.remarks === 'string' && record.remarks.trim() !== '') return record.remarks;
  return translate('app.transactions.summary_subscription');
}
