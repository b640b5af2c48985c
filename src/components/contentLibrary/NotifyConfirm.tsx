import { Confirm, type RaRecord } from 'react-admin';
import { usePackageOfUuid } from '../badges/PackageUuidBadge';

export interface NotifyConfirmProps {
  /** The content item to announce. */
  record: RaRecord;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Notify Users' asks first (No / Yes), saying what is sent to whom: that the item is available, to the members
 * of its package (every member when it names none). The spec sends at once; a notification cannot be taken back.
 */
export const NotifyConfirm = ({ record, loading, onConfirm, onClose }: NotifyConfirmProps) => {
  const found = usePackageOfUuid(record.membershipType);
  return (
    <Confirm
      isOpen
      loading={loading}
      title="app.content.notify.question"
      content={found ? 'app.content.notify.to_package' : 'app.content.notify.to_members'}
      translateOptions={{ title: String(record.title ?? ''), package: String(found?.packageName ?? '') }}
      cancel="app.common.no"
      confirm="app.common.yes"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
