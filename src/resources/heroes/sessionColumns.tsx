import { DataTable } from 'react-admin';
import { formatDate, formatTime } from '../../components/format/dates';
import { RowIndexField } from '../../components/list/RowIndexField';
import { DESC_FIRST } from '../../components/list/sortOrders';

/**
 * The columns a hero's pending and registered lists share (the session CSV's, spec 3 §9); dates MM-DD-YYYY,
 * times hh:mm a. An array, since DataTable reads its columns from its direct children. Their labels are the
 * list resource's fields (resources.heroSessionRequests.fields, resources.heroRegisteredUsers.fields).
 */
export const sessionColumns = [
  <DataTable.Col key="index" label="app.common.index" disableSort field={RowIndexField} />,
  <DataTable.Col key="name" source="name" sortByOrder={DESC_FIRST} />,
  <DataTable.Col key="email" source="email" sortByOrder={DESC_FIRST} />,
  <DataTable.Col
    key="purpose"
    source="sessionPurpose"

    sortByOrder={DESC_FIRST}
  />,
  <DataTable.Col
    key="date"
    source="sessionDate"

    sortByOrder={DESC_FIRST}
    render={(record) => formatDate(record.sessionDate)}
  />,
  <DataTable.Col
    key="time"
    source="sessionTime"

    disableSort
    render={(record) => formatTime(record.sessionTime)}
  />,
  <DataTable.Col key="problems" source="otherProblems" disableSort />,
];
