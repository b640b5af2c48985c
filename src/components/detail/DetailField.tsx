import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DetailFieldProps {
  /** i18n key of the label. */
  label: string;
  value: unknown;
  /**
   * What an empty value shows: nothing in the field ('blank'), 'N/A' ('not_available'), or no field at all
   * ('hide', for values that appear only when present).
   */
  whenEmpty?: 'blank' | 'not_available' | 'hide';
  /** Long text over the whole width, on several lines. */
  wide?: boolean;
}

/** One labelled value of a read-only record page, as a read-only text field (selectable, announced with its label). */
export const DetailField = ({ label, value, whenEmpty = 'blank', wide = false }: DetailFieldProps) => {
  const translate = useTranslate();
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (!text && whenEmpty === 'hide') return null;
  const shown = text || (whenEmpty === 'not_available' ? translate('app.common.not_available') : '');
  return (
    <TextField
      label={translate(label)}
      value={shown}
      multiline={wide}
      fullWidth
      size="small"
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );
};
