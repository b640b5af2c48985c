import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface CheckboxInputProps {
  /** The boolean form field. */
  source: string;
  /** i18n key of the label beside the box. */
  label: string;
}

/** A boolean field shown as a labelled checkbox (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label }: CheckboxInputProps) => {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: false });
  return (
    <FormControlLabel
      label={translate(label)}
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
