import { useMemo } from 'react';
import { SelectInput, useGetList, useRecordContext, type Validator } from 'react-admin';

const ACTIVE = { isActive: true };

/**
 * The membership package picker: active packages only (spec 1 §5); stores the package uuid. A member
 * edited while on a retired package still sees it, disabled, rather than an empty field.
 */
export const ActivePackageSelect = ({ validate }: { validate: Validator[] }) => {
  const member = useRecordContext();
  const { data, isPending } = useGetList('packages', {
    filter: ACTIVE,
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'packageName', order: 'ASC' },
  });
  const choices = useMemo(() => {
    const active = data ?? [];
    const currentId = member?.packageName;
    const current = member?.package as { name?: string } | undefined;
    if (!currentId || !current?.name || active.some((choice) => choice.id === currentId)) return active;
    return [...active, { id: currentId, packageName: current.name, disabled: true }];
  }, [data, member]);
  return (
    <SelectInput
      source="packageName"
      label="app.members.fields.packageName"
      choices={choices}
      optionText="packageName"
      isPending={isPending}
      validate={validate}
      translateChoice={false}
      fullWidth
    />
  );
};
