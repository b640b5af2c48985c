import { useTranslate } from 'react-admin';
import { NewTabLink } from '../../components/list/NewTabLink';
import { useCountText } from '../../i18n/useCountText';
import type { EventRow } from './eventRow';

/**
 * The registered-users cell: the count (the reference server's `EventRegisteredUsers`) opening the event's
 * registered users in a new tab. The backend sends no count (api-contract.md D1), so then the link reads 'View'.
 */
export const RegisteredUsersLink = ({ record }: { record: EventRow }) => {
  const translate = useTranslate();
  const countText = useCountText();
  const count = record.EventRegisteredUsers;
  return (
    <NewTabLink path={`/events/${record.id}/registrations`}>
      {typeof count === 'number' ? countText(count) : translate('app.events.registered_users_view')}
    </NewTabLink>
  );
};
