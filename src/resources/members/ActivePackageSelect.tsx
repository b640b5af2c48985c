import { SelectInput, useGetList, type Validator } from 'react-admin';

const ACTIVE = { isActive: true };

/** The membership package picker: active packages only (spec 1 §5); stores the package uuid. */
export const ActivePackageSelect = ({ validate }: { validate: Validator[] }) => {
  const { data, isPending } = useGetList('packages', {
    filter: ACTIVE,
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'packageName', order: 'ASC' },
  });
  return (
    <SelectInput
      source="packageName"
      label="app.members.fields.packageName"
      choices={data ?? []}
      optionText="packageName"
      isPending={isPending}
      validate={validate}
      translateChoice={false}
      fullWidth
    />
  );
};
