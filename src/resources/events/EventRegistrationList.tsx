import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import type { RegistrationRecord } from '../../api/resources/eventParts';
import type { EventRecord } from '../../api/resources/events';
import { StatusBadge } from '../../components/badges/StatusBadge';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { formatDateTime } from '../../components/format/dateTimes';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { RowIndexField } from '../../components/list/RowIndexField';
import { useParentRecord } from '../../components/list/useParentRecord';
import { registrationCsvColumns, registrationCsvHeader, registrationStatusLabel } from './registrationCsv';

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
const COLUMNS = 'app.events.registrations.columns';

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
export const EventRegistrationList = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const event = useParentRecord<EventRecord>('events', id);
  const filter = useMemo(() => ({ eventId: id }), [id]);
  return (
    <AddressBarList
      resource="registrations"
      title={<span>{translate('app.events.registrations.title', { name: event?.name ?? '' })}</span>}
      filter={filter}
      storeKey={`events.registrations.${id}`}
      sort={NEWEST_FIRST}
      perPage={10}
      actions={<RegistrationListActions event={event} />}
      empty={false}
      error={<ListMessage message="app.common.oops_error" error />}
      queryOptions={{ onError: () => undefined }}
    >
      <DataTable
        body={PositionKeyedBody}
        bulkActionButtons={false}
        rowClick={false}
        empty={<ListMessage message="app.events.registrations.empty" />}
      >
        <DataTable.Col<RegistrationRecord> label="app.common.index" disableSort field={RowIndexField} />
        <DataTable.Col<RegistrationRecord> source="userName" label={`${COLUMNS}.user_name`} />
        <DataTable.Col<RegistrationRecord>
          source="createdAt"
          label={`${COLUMNS}.registration_date`}
          render={(record) => formatDateTime(record.createdAt)}
        />
        <DataTable.Col<RegistrationRecord> source="quantity" label={`${COLUMNS}.qty`} />
        <DataTable.Col<RegistrationRecord> source="email" label={`${COLUMNS}.email`} />
        <DataTable.Col<RegistrationRecord> source="city" label={`${COLUMNS}.city`} />
        <DataTable.Col<RegistrationRecord> source="country" label={`${COLUMNS}.country`} />
        <DataTable.Col<RegistrationRecord>
          source="isActive"
          label={`${COLUMNS}.status`}
          render={(record) => (
            <StatusBadge
              label={registrationStatusLabel(record)}
              tone={record.isActive ? 'success' : 'error'}
            />
          )}
        />
      </DataTable>
    </AddressBarList>
  );
};
