import { useState } from 'react';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../api/types';
import { STATUS_MESSAGE_MS } from '../list/StatusToggle';
import { RowActionsMenu, type RowAction } from '../list/RowActionsMenu';
import { useNotifyFailure } from '../list/useFailureNotice';
import { NotifyConfirm } from './NotifyConfirm';

export interface ContentRowActionsProps {
  /** i18n keys of the delete question and its success message. */
  confirmDelete: string;
  deleted: string;
  /** The admin path of the item's upload screen (multimedia), opened in a new tab; none for documents. */
  uploadPath?: string;
}

/** Members can see an item only once it is published (its Published switch on) and not a draft. */
const isPublished = (record: RaRecord) => Boolean(record.isActive) && !record.isDraft;

/**
 * A content item's ⋮ menu (spec 2 §2): Upload (new tab, when the resource has an upload screen), Notify Users
 * while a published item is not yet notified, behind a confirmation naming what is sent to whom (the list then
 * reads again, so the action disappears), and Delete behind a No / Yes confirmation.
 */
export const ContentRowActions = ({ confirmDelete, deleted, uploadPath }: ContentRowActionsProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure(resource);
  const queryClient = useQueryClient();
  // The record whose deletion or notification is being asked: a row shows another record after a page change.
  const [confirming, setConfirming] = useState<Identifier>();
  const [notifying, setNotifying] = useState<Identifier>();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: [resource] });

  const notifyUsers = useMutation({
    mutationFn: (id: Identifier) => dataProvider.act(resource!, 'notify', { id: String(id) }),
    onSuccess: () => {
      setNotifying(undefined);
      notify('app.content.notification_sent', { type: 'success', autoHideDuration: STATUS_MESSAGE_MS });
      return refreshList();
    },
    onError: () => {
      setNotifying(undefined);
      notify('app.content.notification_error', { type: 'error' });
    },
  });
  const remove = useMutation({
    mutationFn: (id: Identifier) => dataProvider.delete(resource!, { id, previousData: record }),
    onSuccess: () => {
      setConfirming(undefined);
      notify(deleted, { type: 'success', autoHideDuration: STATUS_MESSAGE_MS });
      return refreshList();
    },
    onError: (error: Error) => {
      setConfirming(undefined);
      void notifyFailure(error);
    },
  });
  if (!record || !resource) return null;

  const actions: RowAction[] = [];
  if (uploadPath) {
    actions.push({
      label: 'app.content.row_actions.upload',
      icon: <CloudUploadIcon fontSize="small" />,
      newTabPath: uploadPath,
    });
  }
  if (!record.notified && isPublished(record)) {
    actions.push({
      label: 'app.content.row_actions.notify',
      icon: <NotificationsIcon fontSize="small" />,
      onClick: () => setNotifying(record.id),
    });
  }
  actions.push({
    label: 'app.content.row_actions.delete',
    icon: <DeleteIcon fontSize="small" />,
    onClick: () => setConfirming(record.id),
  });

  return (
    <>
      <RowActionsMenu actions={actions} nameSource="title" />
      {notifying === record.id ? (
        <NotifyConfirm
          record={record}
          loading={notifyUsers.isPending}
          onConfirm={() => notifyUsers.mutate(record.id)}
          onClose={() => setNotifying(undefined)}
        />
      ) : null}
      <Confirm
        isOpen={confirming === record.id}
        loading={remove.isPending}
        title={confirmDelete}
        content="app.content.delete_content"
        translateOptions={{ name: String(record.title ?? '') }}
        cancel="app.common.no"
        confirm="app.common.yes"
        onConfirm={() => remove.mutate(record.id)}
        onClose={() => setConfirming(undefined)}
      />
    </>
  );
};
