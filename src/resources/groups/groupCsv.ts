import type { CsvColumn } from '../../components/csv/csvExporter';

/** The groups list's file (spec 3 §2: 'Wsgs Table Data'). */
export const GROUPS_CSV_FILE = 'app.groups.csv_file';

/** The groups list's columns: spec 3 names the file only, so its columns are the list's, plus the form's. */
export const groupCsvColumns: CsvColumn[] = [
  { header: 'app.groups.list_csv.name', value: (r) => r.name },
  { header: 'app.groups.list_csv.category', value: (r) => r.groupCategory },
  { header: 'app.groups.list_csv.country', value: (r) => r.country },
  { header: 'app.groups.list_csv.state', value: (r) => r.state },
  { header: 'app.groups.list_csv.city', value: (r) => r.city },
  { header: 'app.groups.list_csv.membership', value: (r) => r.membershipName },
  { header: 'app.groups.list_csv.number_of_members', value: (r) => r.numberOfMembers },
  { header: 'app.groups.list_csv.joined', value: (r) => (Array.isArray(r.members) ? r.members.length : 0) },
  {
    header: 'app.groups.list_csv.published',
    value: (r, translate) => translate(r.isActive ? 'app.common.yes' : 'app.common.no'),
  },
  { header: 'app.groups.list_csv.group_link', value: (r) => r.groupLink },
];

/** Pending and joined users' files (spec 3 §9): User, Email, City, Country, Phone No under the group's name. */
export const membershipCsvColumns: CsvColumn[] = [
  { header: 'app.groups.csv.user', value: (r) => r.name },
  { header: 'app.groups.csv.email', value: (r) => r.email },
  { header: 'app.groups.csv.city', value: (r) => r.city },
  { header: 'app.groups.csv.country', value: (r) => r.country },
  { header: 'app.groups.csv.phone', value: (r) => r.mobile },
];
