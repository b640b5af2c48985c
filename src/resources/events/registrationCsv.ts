import type { RegistrationRecord } from './eventPartsApi';
import type { EventRecord } from './api';
import type { CsvColumn, Translate } from '../../components/csv/csvExporter';
import { formatDateTime, formatSlashDate } from '../../components/format/dates';
import { eventModeLabel } from './ModeText';

/** Registered, or Cancelled when the registration is no longer active (spec 2 §4). */
export const registrationStatusLabel = (record: RegistrationRecord): string =>
  record.isActive ? 'app.events.registrations.registered' : 'app.events.registrations.cancelled';

const CSV = 'app.events.registrations.csv';

/** The file's rows (spec 2 §9): User, Qty, Email, Date, City, Country, Status. */
export const registrationCsvColumns: CsvColumn<RegistrationRecord>[] = [
  { header: `${CSV}.user`, value: (r) => r.userName },
  { header: `${CSV}.qty`, value: (r) => r.quantity },
  { header: `${CSV}.email`, value: (r) => r.email },
  { header: `${CSV}.date`, value: (r) => formatDateTime(r.createdAt) },
  { header: `${CSV}.city`, value: (r) => r.city },
  { header: `${CSV}.country`, value: (r) => r.country },
  { header: `${CSV}.status`, value: (r, translate) => translate(registrationStatusLabel(r)) },
];

/** The file's header above the table (spec 2 §9): the event's name, date (MM/DD/YYYY) and mode. */
export function registrationCsvHeader(event: EventRecord, translate: Translate): string[][] {
  return [
    [translate(`${CSV}.event_name`), event.name],
    [translate(`${CSV}.event_date`), formatSlashDate(event.startTime)],
    [translate(`${CSV}.event_mode`), translate(eventModeLabel(event.eventMode))],
  ];
}
