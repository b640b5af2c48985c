import { useMemo } from 'react';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import type { RegistrationRecord } from './eventPartsApi';
import type { EventRecord } from './api';
import { StatusBadge } from '../../components/badges/StatusBadge';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { formatDateTime } from '../../components/format/dates';
import { RowIndexField } from '../../components/list/RowIndexField';
import { EventChildList } from './EventChildList';
import { registrationCsvColumns, registrationCsvHeader, registrationStatusLabel } from './registrationCsv';

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** 'Download' once the event is known: the file is named after it and its header describes it. */
const RegistrationListActions = ({ event }: { event?: EventRecord }) => {
  const translate = useTranslate();
  const header = useMemo(
    () => (event ? registrationCsvHeader(event, translate) : undefined),
    [event, translate],
  );
  return (
    <TopToolbar>
      {event && header && (
        <CsvExportButton columns={registrationCsvColumns} fileName={event.name} titleRow={header} />
      )}
    </TopToolbar>
  );
};

/**
 * '{event} Event Registered User List' (spec 2 §2): who registered, when, how many places, where from, and
 * whether the registration still stands; 10 a page, newest first, and the download.
 */
export const EventRegistrationList = () => (
  <EventChildList
    resource="registrations"
    title="app.events.registrations.title"
    empty="app.events.registrations.empty"
    sort={NEWEST_FIRST}
    actions={(_eventId, event) => <RegistrationListActions event={event} />}
  >
    <DataTable.Col<RegistrationRecord> label="app.common.index" disableSort field={RowIndexField} />
    <DataTable.Col<RegistrationRecord> source="userName" />
    <DataTable.Col<RegistrationRecord>
      source="createdAt"
      render={(record) => formatDateTime(record.createdAt)}
    />
    <DataTable.Col<RegistrationRecord> source="quantity" />
    <DataTable.Col<RegistrationRecord> source="email" />
    <DataTable.Col<RegistrationRecord> source="city" />
    <DataTable.Col<RegistrationRecord> source="country" />
    <DataTable.Col<RegistrationRecord>
      source="isActive"
      render={(record) => (
        <StatusBadge label={registrationStatusLabel(record)} tone={record.isActive ? 'success' : 'error'} />
      )}
    />
  </EventChildList>
);
