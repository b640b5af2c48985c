import { useMemo } from 'react';
import { SelectInput, useGetList, useRecordContext, type Validator } from 'react-admin';
import { ALL_PACKAGES_QUERY } from './allPackagesQuery';

export interface ActivePackageSelectProps {
  /** The form field holding the package uuid, e.g. 'membershipPackage'. */
  source: string;
  /** i18n key of the label; without it, react-admin's resources.<name>.fields.<source>. */
  label?: string;
  validate?: Validator | Validator[];
}

/**
 * A membership package picker offering active packages only (spec 1 §5, spec 3 §5); stores the package
 * uuid. A record saved on a package retired since then still shows it, disabled, rather than an empty field.
 */
export const ActivePackageSelect = ({ source, label, validate }: ActivePackageSelectProps) => {
  const record = useRecordContext();
  const { data, isPending } = useGetList('packages', ALL_PACKAGES_QUERY);
  const current: unknown = record?.[source];
  const choices = useMemo(
    () =>
      (data ?? [])
        .filter((pkg) => pkg.isActive || pkg.id === current)
        .map((pkg) => ({ id: pkg.id, name: String(pkg.packageName ?? ''), disabled: !pkg.isActive })),
    [data, current],
  );
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={isPending}
      validate={validate}
      translateChoice={false}
      fullWidth
    />
  );
};
