import type { CsvColumn } from '../../components/csv/csvExporter';
import { formatDate } from '../../components/format/dates';

/** The Members CSV file (spec 1 §9). */
export const MEMBERS_CSV_FILE = 'app.members.csv.file';

/** '(+1) 5551234': a leading '+' would read as a formula start and be escaped. */
const phone = (record: Record<string, unknown>) =>
  [record.countryCode ? `(${String(record.countryCode)})` : '', record.mobile].filter(Boolean).join(' ');

/** Columns of the incomplete list's file. */
export const incompleteMemberCsvColumns: CsvColumn[] = [
  { header: 'app.members.csv.name', value: (r) => r.name },
  { header: 'app.members.csv.email', value: (r) => r.email },
  { header: 'app.members.csv.city', value: (r) => r.city },
  { header: 'app.members.csv.country', value: (r) => r.country },
  { header: 'app.members.csv.registration_date', value: (r) => formatDate(r.createdAt) },
];

/** Columns of the active list's file: the full set plus the membership start date. */
export const memberCsvColumns: CsvColumn[] = [
  { header: 'app.members.csv.name', value: (r) => r.name },
  { header: 'app.members.csv.email', value: (r) => r.email },
  { header: 'app.members.csv.phone', value: phone },
  { header: 'app.members.csv.gender', value: (r) => r.gender },
  { header: 'app.members.csv.membership', value: (r) => r.package?.name },
  { header: 'app.members.csv.city', value: (r) => r.city },
  { header: 'app.members.csv.country', value: (r) => r.country },
  { header: 'app.members.csv.registration_date', value: (r) => formatDate(r.createdAt) },
  { header: 'app.members.csv.age_group', value: (r) => r.ageGroup },
  { header: 'app.members.csv.membership_start_date', value: (r) => formatDate(r.package?.date) },
];
