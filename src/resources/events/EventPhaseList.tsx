import { useMemo } from 'react';
import CancelIcon from '@mui/icons-material/EventBusyOutlined';
import { CreateButton, DataTable, TopToolbar } from 'react-admin';
import type { EventPhase } from './api';
import { formatDateTime } from '../../components/format/dates';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import type { BulkOptions } from '../../components/list/bulk/BulkActions';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { DEFAULT_PACKAGE_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { EVENT_PHASE_VIEWS, type EventPhaseView } from './eventPhases';
import { EventRowActions } from './EventRowActions';
import { EventStatusBadge } from './EventStatusBadge';
import { ModeText } from './ModeText';
import type { EventRow } from './eventRow';
import { RegisteredUsersLink } from './RegisteredUsersLink';

const REGISTRATION_TEXTS = {
  on: 'app.bulk.allow_registration',
  off: 'app.bulk.stop_registration',
  onDone: 'app.bulk.registration_allowed',
  offDone: 'app.bulk.registration_stopped',
};

const CANCEL_EVENTS = {
  action: 'cancel',
  label: 'app.bulk.cancel_events',
  icon: <CancelIcon />,
  confirm: 'app.bulk.cancel_events_title',
  success: 'app.bulk.events_cancelled',
};

/**
 * What the selected events of a phase list can have done to them, as each row offers: registration allowed or
 * stopped, cancelled, deleted. A list whose rows offer none (past) has no selection.
 */
const bulkOf = (view: EventPhaseView): BulkOptions | undefined =>
  view.columns.actions
    ? {
        nameSource: 'name',
        status: view.columns.allowRegistration
          ? { field: 'allowRegistration', texts: REGISTRATION_TEXTS }
          : undefined,
        acts: view.canCancel ? [CANCEL_EVENTS] : [],
        remove: true,
      }
    : undefined;

/** 'Add New Event' sits on the upcoming list (spec 2 §2). */
const UpcomingActions = () => (
  <TopToolbar>
    <CreateButton resource="events" label="app.events.add" />
  </TopToolbar>
);

/**
 * One phase's events list (spec 2 §2): searchable by name, start date and time and mode, names opening the
 * edit form and counts the registered users in a new tab; columns per phase as EVENT_PHASE_VIEWS says.
 */
export const EventPhaseList = ({ phase }: { phase: EventPhase }) => {
  const view = EVENT_PHASE_VIEWS[phase];
  const filter = useMemo(() => ({ phase }), [phase]);
  const { columns } = view;
  const bulk = bulkOf(view);
  return (
    <AddressBarList
      resource="events"
      title={view.title}
      filter={filter}
      filters={SEARCH_FILTERS}
      storeKey={`events.${phase}`}
      sort={view.sort}
      perPage={view.perPage}
      actions={phase === 'upcoming' ? <UpcomingActions /> : false}
    >
      <BulkDataTable bulk={bulk} empty={<ListMessage message={view.empty} />}>
        <DataTable.Col<EventRow> label="app.common.index" disableSort field={RowIndexField} />
        <DataTable.Col<EventRow>
          label="app.events.columns.image"
          disableSort
          render={() => <ImageCell source="image" fallback={DEFAULT_PACKAGE_IMAGE} />}
        />
        <DataTable.Col<EventRow>
          source="name"
          render={(record) => <NewTabLink path={`/events/${record.id}`}>{record.name}</NewTabLink>}
        />
        {columns.registeredUsers && (
          <DataTable.Col<EventRow>
            source="EventRegisteredUsers"
            render={(record) => <RegisteredUsersLink record={record} />}
          />
        )}
        <DataTable.Col<EventRow>
          source="startTime"
          // The form names these fields 'Start Time', 'End Time' and 'Event Mode' (resources.events.fields).
          label="app.events.columns.start"
          render={(record) => formatDateTime(record.startTime)}
        />
        <DataTable.Col<EventRow>
          source="endTime"
          label="app.events.columns.end"
          render={(record) => formatDateTime(record.endTime)}
        />
        <DataTable.Col<EventRow>
          source="eventMode"
          label="app.events.columns.type"
          render={(record) => <ModeText mode={record.eventMode} />}
        />
        {columns.status && (
          <DataTable.Col<EventRow>
            source="statusCode"
            render={(record) => <EventStatusBadge record={record} />}
          />
        )}
        {columns.allowRegistration && (
          <DataTable.Col<EventRow>
            source="allowRegistration"
            disableSort
            render={() => (
              <StatusToggle
                source="allowRegistration"
                label="resources.events.fields.allowRegistration"
                nameSource="name"
                pendingMessage="app.events.registration_updating"
                successMessage="app.events.registration_updated"
              />
            )}
          />
        )}
        {columns.actions && (
          <DataTable.Col<EventRow>
            label="app.common.actions"
            disableSort
            render={(record) => <EventRowActions record={record} view={view} />}
          />
        )}
      </BulkDataTable>
    </AddressBarList>
  );
};
