import type { Translate } from '../../components/csv/csvExporter';

/** The event a payment was for: the joined `Event[0]` (api-contract.md §7 C6–C7). */
function eventName(record: Record<string, unknown>): string | undefined {
  const events: unknown = record.Event;
  const first = Array.isArray(events) ? (events[0] as { name?: unknown } | undefined) : undefined;
  return typeof first?.name === 'string' && first.name !== '' ? first.name : undefined;
}

/** 'Registration Fee for event - {event}', else the remarks, else 'Subscription' (spec 1 §9). */
export function transactionSummary(record: Record<string, unknown>, translate: Translate): string {
  const event = eventName(record);
  if (event) return translate('app.transactions.summary_event', { event });
  if (typeof record.remarks === 'string' && record.remarks.trim() !== '') return record.remarks;
  return translate('app.transactions.summary_subscription');
}
