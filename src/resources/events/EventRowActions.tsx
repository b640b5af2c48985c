import CancelIcon from '@mui/icons-material/EventBusyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import SpeakersIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import { useDataProvider, useDelete } from 'react-admin';
import { EVENT_STATUS } from './eventStatus';
import type { AppDataProvider } from '../../api/types';
import { RowActionsMenu, type RowAction } from '../../components/list/RowActionsMenu';
import { useConfirmedMutation } from '../../components/list/useConfirmedMutation';
import type { EventPhaseView } from './eventPhases';
import type { EventRow } from './eventRow';

/**
 * The ⋮ menu of an event row: Speakers (new tab), Edit (draft list), Cancel and Delete behind their
 * confirmations. The event then leaves the list (its phase lists are read again). Spec 2 §4 lets failures
 * pass silently; here they say why (the server's text, e.g. an event already cancelled), so the admin does
 * not wait for a change that never comes.
 */
export const EventRowActions = ({ record, view }: { record: EventRow; view: EventPhaseView }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const cancel = useConfirmedMutation<EventRow>({
    question: 'app.events.confirm_cancel',
    mutationFn: (event) => dataProvider.act('events', 'cancel', { id: String(event.id), record: event }),
    successMessage: 'app.events.cancelled',
    invalidates: ['events'],
  });
  // react-admin's useDelete takes the event out of every cached phase list at once, then reads them again.
  const [deleteOne] = useDelete<EventRow>();
  const remove = useConfirmedMutation<EventRow>({
    question: 'app.events.confirm_delete',
    mutationFn: (event) =>
      deleteOne('events', { id: event.id, previousData: event }, { returnPromise: true }),
    successMessage: 'app.events.deleted',
  });
  const actions: RowAction[] = [
    ...(view.offersEdit
      ? [
          {
            label: 'app.events.row_actions.edit',
            icon: <EditIcon fontSize="small" />,
            newTabPath: `/events/${record.id}`,
          },
        ]
      : []),
    {
      label: 'app.events.row_actions.speakers',
      icon: <SpeakersIcon fontSize="small" />,
      newTabPath: `/events/${record.id}/speakers`,
    },
    // The ongoing list also holds cancelled events (api-contract.md D notes): those cannot be cancelled again.
    ...(view.canCancel && record.statusCode !== EVENT_STATUS.cancelled
      ? [
          {
            label: 'app.events.row_actions.cancel',
            icon: <CancelIcon fontSize="small" />,
            onClick: () => cancel.ask(record),
          },
        ]
      : []),
    {
      label: 'app.events.row_actions.delete',
      icon: <DeleteIcon fontSize="small" />,
      onClick: () => remove.ask(record),
    },
  ];
  return (
    <>
      <RowActionsMenu actions={actions} nameSource="name" />
      {cancel.dialog}
      {remove.dialog}
    </>
  );
};
