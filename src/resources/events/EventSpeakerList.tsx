import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import { Button, DataTable, LinkBase, TopToolbar, useTranslate } from 'react-admin';
import type { EventRecord } from '../../api/resources/events';
import type { SpeakerRecord } from '../../api/resources/eventParts';
import { AddressBarList } from '../../components/list/AddressBarList';
import { DeleteRowButton } from '../../components/list/DeleteRowButton';
import { ListMessage } from '../../components/list/ListMessage';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { RowIndexField } from '../../components/list/RowIndexField';
import { useAdminHref } from '../../components/list/useAdminHref';
import { useParentRecord } from '../../components/list/useParentRecord';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';

const BY_NAME = { field: 'name', order: 'ASC' } as const;

const SpeakerListActions = ({ eventId }: { eventId: string }) => {
  const href = useAdminHref();
  return (
    <TopToolbar>
      <Button
        component={LinkBase}
        to={href(`/events/${eventId}/speakers/create`)}
        label="app.events.speakers.add"
      >
        <PersonAddIcon />
      </Button>
    </TopToolbar>
  );
};

/**
 * '{event name} Event Speakers' (spec 2 §2): index, image, name, designation, description and Delete behind
 * 'Are you sure you want to delete this Speaker ?', 10 a page, and 'Add New Speaker'.
 */
export const EventSpeakerList = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const event = useParentRecord<EventRecord>('events', id);
  const filter = useMemo(() => ({ eventId: id }), [id]);
  return (
    <AddressBarList
      resource="speakers"
      title={<span>{translate('app.events.speakers.title', { name: event?.name ?? '' })}</span>}
      filter={filter}
      storeKey={`events.speakers.${id}`}
      sort={BY_NAME}
      perPage={10}
      actions={<SpeakerListActions eventId={id} />}
      empty={false}
      error={<ListMessage message="app.common.oops_error" error />}
      queryOptions={{ onError: () => undefined }}
    >
      <DataTable
        body={PositionKeyedBody}
        bulkActionButtons={false}
        rowClick={false}
        empty={<ListMessage message="app.events.speakers.empty" />}
      >
        <DataTable.Col<SpeakerRecord> label="app.common.index" disableSort field={RowIndexField} />
        <DataTable.Col<SpeakerRecord>
          label="app.events.speakers.columns.image"
          disableSort
          render={() => <ImageCell source="image" fallback={DEFAULT_AVATAR_IMAGE} />}
        />
        <DataTable.Col<SpeakerRecord> source="name" label="app.events.speakers.columns.name" />
        <DataTable.Col<SpeakerRecord> source="designation" label="app.events.speakers.columns.designation" />
        <DataTable.Col<SpeakerRecord> source="description" label="app.events.speakers.columns.description" />
        <DataTable.Col<SpeakerRecord>
          label="app.events.speakers.columns.delete"
          disableSort
          render={() => (
            <DeleteRowButton
              confirmTitle="app.events.speakers.confirm_delete"
              confirmContent="app.events.speakers.delete_content"
              successMessage="app.events.speakers.deleted"
            />
          )}
        />
      </DataTable>
    </AddressBarList>
  );
};
