import { DataTable } from 'react-admin';
import { formatDate, formatTime } from '../../components/format/dates';
import { RowIndexField } from '../../components/list/RowIndexField';

const FIRST_DESC = 'DESC' as const;
const label = (column: string) => `app.heroes.sessions.columns.${column}`;

/**
 * The columns a hero's pending and registered lists share (the session CSV's, spec 3 §9); dates MM-DD-YYYY,
 * times hh:mm a. An array, since DataTable reads its columns from its direct children.
 */
export const sessionColumns = [
  <DataTable.Col key="index" label="app.common.index" disableSort field={RowIndexField} />,
  <DataTable.Col key="name" source="name" label={label('user')} sortByOrder={FIRST_DESC} />,
  <DataTable.Col key="email" source="email" label={label('email')} sortByOrder={FIRST_DESC} />,
  <DataTable.Col
    key="purpose"
    source="sessionPurpose"
    label={label('session_purpose')}
    sortByOrder={FIRST_DESC}
  />,
  <DataTable.Col
    key="date"
    source="sessionDate"
    label={label('session_date')}
    sortByOrder={FIRST_DESC}
    render={(record) => formatDate(record.sessionDate)}
  />,
  <DataTable.Col
    key="time"
    source="sessionTime"
    label={label('session_time')}
    disableSort
    render={(record) => formatTime(record.sessionTime)}
  />,
  <DataTable.Col key="problems" source="otherProblems" label={label('other_problems')} disableSort />,
];
