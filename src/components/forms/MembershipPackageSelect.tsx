import { useMemo } from 'react';
import { SelectInput, useGetList, useRecordContext, type RaRecord, type Validator } from 'react-admin';

const ACTIVE = { isActive: true };
const ALL = { page: 1, perPage: 1000 };
const BY_NAME = { field: 'packageName', order: 'ASC' } as const;

export interface MembershipPackageSelectProps {
  /** The form field holding the package uuid. */
  source: string;
  /** i18n key of the label. */
  label: string;
  validate?: Validator | Validator[];
}

/**
 * A membership package picker storing the package uuid: active packages only (spec 2 §5, "Only active
 * packages are selectable"). A record saved with a package since retired still shows it, disabled, rather
 * than an empty field.
 */
export const MembershipPackageSelect = ({ source, label, validate }: MembershipPackageSelectProps) => {
  const record = useRecordContext();
  const { data: active, isPending } = useGetList<RaRecord>('packages', {
    filter: ACTIVE,
    pagination: ALL,
    sort: BY_NAME,
  });
  const currentId = record?.[source];
  const { data: current } = useGetList<RaRecord>(
    'packages',
    { pagination: ALL, sort: BY_NAME },
    { enabled: Boolean(currentId) && active !== undefined && !active.some((pkg) => pkg.id === currentId) },
  );
  const choices = useMemo(() => {
    const retired = current?.find((pkg) => pkg.id === currentId);
    const list = active ?? [];
    if (!retired || list.some((pkg) => pkg.id === currentId)) return list;
    return [...list, { ...retired, disabled: true }];
  }, [active, current, currentId]);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      optionText="packageName"
      isPending={isPending}
      validate={validate}
      translateChoice={false}
      fullWidth
    />
  );
};
