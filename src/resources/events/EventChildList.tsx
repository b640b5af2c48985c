import { useMemo, type ReactElement, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { DataTable, useTranslate, type SortPayload } from 'react-admin';
import type { EventRecord } from './api';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { PositionKeyedBody } from '../../components/list/PositionKeyedBody';
import { useParentRecord } from '../../components/list/useParentRecord';

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
}

/** A list belonging to the event of the URL (its speakers, its registered users): 10 a page, named after it. */
export const EventChildList = ({ resource, title, empty, sort, actions, children }: EventChildListProps) => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const event = useParentRecord<EventRecord>('events', id);
  const filter = useMemo(() => ({ eventId: id }), [id]);
  return (
    <AddressBarList
      resource={resource}
      title={<span>{translate(title, { name: event?.name ?? '' })}</span>}
      filter={filter}
      storeKey={`events.${resource}.${id}`}
      sort={sort}
      perPage={10}
      actions={actions(id, event)}
      error={<ListMessage message="app.common.oops_error" error />}
      queryOptions={{ onError: () => undefined }}
    >
      <DataTable body={PositionKeyedBody} empty={<ListMessage message={empty} />}>
        {children}
      </DataTable>
    </AddressBarList>
  );
};
