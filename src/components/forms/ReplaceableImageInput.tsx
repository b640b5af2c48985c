import { Box } from '@mui/material';
import { ImageField, ImageInput, useRecordContext, type Validator } from 'react-admin';
import { ImageCell } from '../media/ImageCell';

export interface ReplaceableImageInputProps {
  /** The form field a newly chosen image goes to (what the encoder sends as the file). */
  source: string;
  /** The record field holding the stored image, shown above the picker on an edit form. */
  storedSource: string;
  /** i18n key of the label. */
  label: string;
  /** Shown when the stored image is missing or broken. */
  fallback: string;
  validate?: Validator | Validator[];
}

/**
 * An image picker whose record already has an image stored in another field (`coverImage` beside the
 * form's `file`): the edit form shows the current picture, and a chosen one replaces it on save. The picker
 * takes any file so a wrong type gets the form's message rather than a silent refusal.
 */
export const ReplaceableImageInput = ({
  source,
  storedSource,
  label,
  fallback,
  validate,
}: ReplaceableImageInputProps) => {
  const record = useRecordContext();
  return (
    <Box sx={{ width: '100%' }}>
      {record?.[storedSource] ? <ImageCell source={storedSource} fallback={fallback} size={96} /> : null}
      <ImageInput source={source} label={label} validate={validate}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
};
