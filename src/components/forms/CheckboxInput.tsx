import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslateLabel } from 'react-admin';

export interface CheckboxInputProps {
  /** The boolean form field. */
  source: string;
  /** i18n key of the label beside the box; without it, react-admin's resources.<name>.fields.<source>. */
  label?: string;
}

/** A boolean field shown as a labelled checkbox (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label }: CheckboxInputProps) => {
  const translateLabel = useTranslateLabel();
  const { field } = useInput({ source, defaultValue: false });
  return (
    <FormControlLabel
      label={translateLabel({ label, source })}
      control={
        <Checkbox
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
        />
      }
    />
  );
};
