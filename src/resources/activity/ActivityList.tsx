import { useMemo } from 'react';
import {
  DataTable,
  List,
  ListNoResults,
  SelectInput,
  TextInput,
  useListContext,
  useTranslate,
  type SelectInputProps,
} from 'react-admin';
import { Alert } from '@mui/material';
import { activityTime, isActivityMissing, type ActivityEntry } from '../../components/activity/activityTypes';
import { FieldChanges } from '../../components/activity/FieldChanges';
import { withBreaks } from '../../components/activity/withBreaks';
import { CalendarDateInput } from '../../components/forms/CalendarDateInput';
import { ListMessage } from '../../components/list/ListMessage';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { ACTIVITY_ACTIONS } from './activityActions';
import { ACTIVITY_AREAS } from './activityAreas';
import { ActivityRecordLink } from './ActivityRecordLink';

const choicesOf = (names: readonly string[], prefix: string) =>
  names.map((name) => ({ id: name, name: `${prefix}.${name}` }));

/** The areas the resources declare, in the alphabetical order of their names in the admin's language. */
const AreaInput = (props: SelectInputProps) => {
  const translate = useTranslate();
  const choices = useMemo(
    () =>
      [...ACTIVITY_AREAS.values()]
        .map((area) => ({ id: area.id, name: translate(area.label) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [translate],
  );
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
};

const filters = [
  <TextInput key="adminEmail" source="adminEmail" alwaysOn />,
  <AreaInput key="resource" source="resource" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    choices={choicesOf(ACTIVITY_ACTIONS, 'app.activity.actions')}
    alwaysOn
  />,
  // Days typed or picked as the app's forms take them, the format hint in the admin's language (a native date
  // input shows the browser's, in English on an Arabic page). A day not yet whole filters nothing.
  <CalendarDateInput key="at_gte" source="at_gte" pattern="MM/dd/yyyy" alwaysOn />,
  <CalendarDateInput key="at_lte" source="at_lte" pattern="MM/dd/yyyy" alwaysOn />,
];

/** A failed load: a backend without the log (404) says it does not record activity; others their text. */
const ActivityListError = () => {
  const { error } = useListContext();
  const translate = useTranslate();
  if (isActivityMissing(error)) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.activity.not_recorded')}
      </Alert>
    );
  }
  return <ListMessage message="app.common.oops_error" error />;
};

/**
 * No entry to show: with a filter applied, react-admin's own text that nothing matches it (with its button
 * clearing the filters), since the log itself may hold entries; else that there is no activity yet.
 */
const ActivityListEmpty = () => {
  const { filterValues } = useListContext();
  if (Object.keys(filterValues).length > 0) return <ListNoResults />;
  return <ListMessage message="app.activity.empty" />;
};

/** An area by its declared name; one no resource declares (an older server's) as recorded. */
const AreaName = ({ area }: { area: string }) => {
  const translate = useTranslate();
  const label = ACTIVITY_AREAS.get(area)?.label;
  return <>{label ? translate(label) : area}</>;
};

const Translated = ({ prefix, value }: { prefix: string; value: string }) => {
  const translate = useTranslate();
  return <>{translate(`${prefix}.${value}`, { _: value })}</>;
};

/**
 * The page's own wrapping: its short columns (when, who, what, area, record) keep their words whole, an email
 * wrapping only at its '@' and dots (withBreaks); only the changes wrap anywhere. The table shares its width out
 * by its cells' longest lines, so the changes would leave 'Who' no more than its longest piece ('admin@example',
 * then '.com' below it): the column keeps room for an email of about 22 characters on one line. The filters keep a
 * gap below the app bar, their labels above the inputs taking the room other lists' searches leave free.
 */
const activityPage = {
  '& .RaList-actions': { pt: 1 },
  '& .RaDataTable-tableWrapper :is(td.column-at, td.column-adminEmail, td.column-action, td.column-resource, td.column-label)':
    { overflowWrap: 'normal' },
  '& .RaDataTable-tableWrapper td.column-adminEmail': { minWidth: '22ch' },
} as const;

/**
 * 'Activity' (issue #18): who did what to which record and when, newest first, 25 a page, each change named and
 * shown as the resource's own screens name and show it. Its rows are cards on a phone (PositionKeyedBody), each
 * value named by its column.
 */
export const ActivityList = () => (
  <List
    title="app.activity.title"
    sort={{ field: 'at', order: 'DESC' }}
    perPage={25}
    filters={filters}
    exporter={false}
    error={<ActivityListError />}
    sx={activityPage}
  >
    <DataTable body={PositionKeyedBody} empty={<ActivityListEmpty />}>
      <DataTable.Col source="at" render={(entry: ActivityEntry) => activityTime(entry.at)} />
      <DataTable.Col
        source="adminEmail"
        // 'Who' here, 'Admin email' on its filter (resources.activity.fields.adminEmail).
        label="app.activity.columns.who"
        render={(entry: ActivityEntry) => (entry.adminEmail ? withBreaks(entry.adminEmail) : null)}
      />
      <DataTable.Col
        source="action"
        render={(entry: ActivityEntry) => <Translated prefix="app.activity.actions" value={entry.action} />}
      />
      <DataTable.Col
        source="resource"
        render={(entry: ActivityEntry) => <AreaName area={entry.resource} />}
      />
      <DataTable.Col source="label" render={(entry: ActivityEntry) => <ActivityRecordLink entry={entry} />} />
      <DataTable.Col
        label="app.activity.columns.changes"
        disableSort
        render={(entry: ActivityEntry) => <FieldChanges resource={entry.resource} changes={entry.changes} />}
      />
    </DataTable>
  </List>
);
