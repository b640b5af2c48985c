import { useState } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import {
  InputHelperText,
  useGetOne,
  useInput,
  useTranslateLabel,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { MemberAutocomplete } from './MemberAutocomplete';

export interface MemberAutocompleteInputProps {
  /** The form field holding the member's uuid. */
  source: string;
  /**
   * i18n key of the field's name, shown above the picker (whose own label is the spec's hint); without it,
   * react-admin's resources.<name>.fields.<source>.
   */
  label?: string;
  validate?: Validator[];
  disabled?: boolean;
  /** Which members may be offered, and how they are shown (see MemberAutocomplete). */
  offers?: (member: RaRecord) => boolean;
  optionLabel?: (member: RaRecord) => string;
}

/**
 * MemberAutocomplete as a react-admin form input: the form keeps the member's uuid, and a uuid already in
 * the record (an edited group's leader) is shown as that member once read.
 */
export const MemberAutocompleteInput = ({
  source,
  label,
  validate,
  disabled,
  offers,
  optionLabel,
}: MemberAutocompleteInputProps) => {
  const translateLabel = useTranslateLabel();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const uuid = typeof field.value === 'string' && field.value !== '' ? field.value : undefined;
  // The member just picked: the form only keeps the uuid.
  const [picked, setPicked] = useState<RaRecord | null>(null);
  const pickedIsCurrent = picked !== null && String(picked.id) === uuid;
  const { data: stored } = useGetOne(
    'members',
    { id: uuid ?? '' },
    { enabled: uuid !== undefined && !pickedIsCurrent },
  );
  const value = pickedIsCurrent ? picked : uuid ? (stored ?? null) : null;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl fullWidth error={Boolean(error)} sx={{ mb: 1 }}>
      <FormLabel sx={{ mb: 1 }}>
        {translateLabel({ label, source })}
        {isRequired ? ' *' : ''}
      </FormLabel>
      <MemberAutocomplete
        value={value}
        onChange={(member) => {
          setPicked(member);
          field.onChange(member ? String(member.id) : '');
          field.onBlur();
        }}
        disabled={disabled}
        offers={offers}
        optionLabel={optionLabel}
      />
      <FormHelperText>
        <InputHelperText error={error} />
      </FormHelperText>
    </FormControl>
  );
};
