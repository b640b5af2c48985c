import type { CsvColumn } from '../../components/csv/csvExporter';
import { formatDate, formatTime } from '../../components/format/dates';

const header = (column: string) => `app.heroes.sessions.columns.${column}`;

/** A hero's session file (spec 3 §9): User, Email, Session Purpose, Session Date, Session Time, Other Problems. */
export const sessionCsvColumns: CsvColumn[] = [
  { header: header('user'), value: (r) => r.name },
  { header: header('email'), value: (r) => r.email },
  { header: header('session_purpose'), value: (r) => r.sessionPurpose },
  { header: header('session_date'), value: (r) => formatDate(r.sessionDate) },
  { header: header('session_time'), value: (r) => formatTime(r.sessionTime) },
  { header: header('other_problems'), value: (r) => r.otherProblems },
];
