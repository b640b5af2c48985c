import { useGetList } from 'react-admin';
import type { FieldReference } from './fieldReading';

/**
 * The whole referenced collection, as the package pickers read it (ActivePackageSelect): one request serves every
 * entry of the page, and a picker opened since shares it.
 */
const ALL_RECORDS = { page: 1, perPage: 1000 };

/**
 * Another record a change names by its id (an event's membership package), shown by its name. While the names
 * load, and for a record that is gone (no name to give), the id is shown as recorded.
 */
export const ReferencedName = ({ reference, id }: { reference: FieldReference; id: string }) => {
  const { data } = useGetList(reference.resource, {
    pagination: ALL_RECORDS,
    sort: { field: reference.nameField, order: 'ASC' },
  });
  const name: unknown = data?.find((record) => String(record.id) === id)?.[reference.nameField];
  return <bdi>{typeof name === 'string' && name ? name : id}</bdi>;
};
