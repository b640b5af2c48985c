import { useGetList } from 'react-admin';
import type { FieldReference } from './fieldReading';

/**
 * Another record a change names by its id (an event's membership package), shown by its name, read with the
 * reference's query (one request serves every entry of the page, and the screens making it share it). While the
 * names load, and for a record that is gone (no name to give), the id is shown as recorded.
 */
export const ReferencedName = ({ reference, id }: { reference: FieldReference; id: string }) => {
  const { data } = useGetList(reference.resource, reference.query);
  const name: unknown = data?.find((record) => String(record.id) === id)?.[reference.nameField];
  return <bdi>{typeof name === 'string' && name ? name : id}</bdi>;
};
