import type { ReactElement, ReactNode } from 'react';
import { useTranslate, type SortPayload } from 'react-admin';
import type { EventRecord } from './api';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import type { BulkOptions } from '../../components/list/bulk/BulkActions';
import { useAddressParent } from '../../components/list/useAddressParent';

export interface EventChildListProps {
  /** 'speakers' or 'registrations': read with `{eventId}`. */
  resource: string;
  /** i18n keys: the title ('%{name}' is the event's name) and the empty text. */
  title: string;
  empty: string;
  sort: SortPayload;
  /** The toolbar, given the event once it is read. */
  actions: (eventId: string, event: EventRecord | undefined) => ReactElement;
  /** The DataTable's columns. */
  children: ReactNode;
  /** What the selected rows can have done to them; without it, rows are not selectable. */
  bulk?: BulkOptions;
}

/** A list belonging to the event of the URL (its speakers, its registered users): 10 a page, named after it. */
export const EventChildList = ({
  resource,
  title,
  empty,
  sort,
  actions,
  children,
  bulk,
}: EventChildListProps) => {
  const translate = useTranslate();
  const { id, record: event, filter } = useAddressParent<EventRecord>('events', 'eventId');
  return (
    <AddressBarList
      resource={resource}
      title={<span>{translate(title, { name: event?.name ?? '' })}</span>}
      filter={filter}
      storeKey={`events.${resource}.${id}`}
      sort={sort}
      perPage={10}
      actions={actions(id, event)}
    >
      <BulkDataTable bulk={bulk} empty={<ListMessage message={empty} />}>
        {children}
      </BulkDataTable>
    </AddressBarList>
  );
};
