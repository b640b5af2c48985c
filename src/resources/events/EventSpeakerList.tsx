import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import { DataTable, TopToolbar } from 'react-admin';
import type { SpeakerRecord } from './eventPartsApi';
import { AdminLinkButton } from '../../components/links/AdminLinkButton';
import { DeleteRowButton } from '../../components/list/DeleteRowButton';
import { RowIndexField } from '../../components/list/RowIndexField';
import { BY_NAME } from '../../components/list/sortOrders';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { EventChildList } from './EventChildList';

const COLUMNS = 'app.events.speakers.columns';
/** The selected speakers deleted together. */
const BULK = { nameSource: 'name', remove: true };

const SpeakerListActions = ({ eventId }: { eventId: string }) => (
  <TopToolbar>
    <AdminLinkButton
      to={`/events/${eventId}/speakers/create`}
      label="app.events.speakers.add"
      icon={<PersonAddIcon />}
    />
  </TopToolbar>
);

/**
 * '{event name} Event Speakers' (spec 2 §2): index, image, name, designation, description and Delete behind
 * 'Are you sure you want to delete this Speaker ?', 10 a page, and 'Add New Speaker'.
 */
export const EventSpeakerList = () => (
  <EventChildList
    resource="speakers"
    title="app.events.speakers.title"
    empty="app.events.speakers.empty"
    sort={BY_NAME}
    actions={(eventId) => <SpeakerListActions eventId={eventId} />}
    bulk={BULK}
  >
    <DataTable.Col<SpeakerRecord> label="app.common.index" disableSort field={RowIndexField} />
    <DataTable.Col<SpeakerRecord>
      label={`${COLUMNS}.image`}
      disableSort
      render={() => <ImageCell source="image" fallback={DEFAULT_AVATAR_IMAGE} />}
    />
    <DataTable.Col<SpeakerRecord> source="name" />
    <DataTable.Col<SpeakerRecord> source="designation" />
    <DataTable.Col<SpeakerRecord> source="description" />
    <DataTable.Col<SpeakerRecord>
      label={`${COLUMNS}.delete`}
      disableSort
      render={() => (
        <DeleteRowButton
          confirmTitle="app.events.speakers.confirm_delete"
          confirmContent="app.events.speakers.delete_content"
          successMessage="app.events.speakers.deleted"
        />
      )}
    />
  </EventChildList>
);
