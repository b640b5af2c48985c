import { Box } from '@mui/material';
import {
  ImageField,
  useNotify,
  useRecordContext,
  useTranslate,
  useTranslateLabel,
  type FileInputProps,
  type Validator,
} from 'react-admin';
import { ImageCell } from '../media/ImageCell';
import { LabelledImageInput } from './LabelledFileInput';
import { useImageHint } from './useImageHint';

export interface ReplaceableImageInputProps {
  /** The form field a newly chosen image goes to (what the encoder sends as the file). */
  source: string;
  /** The record field holding the stored image, shown above the picker on an edit form. */
  storedSource: string;
  /** i18n key of the label; without it, react-admin's resources.<name>.fields.<source>. */
  label?: string;
  /** Shown when the stored image is missing or broken. */
  fallback: string;
  validate?: Validator | Validator[];
  /**
   * Limits the picker to these types (e.g. IMAGE_ACCEPT); a file of another type dropped on it is refused
   * with `rejectedMessage`. Without it the picker takes any file and the validators judge it.
   */
  accept?: FileInputProps['accept'];
  /** i18n key shown when a dropped file does not match `accept`. */
  rejectedMessage?: string;
}

/**
 * An image picker whose record already has an image stored in another field (`coverImage` beside the
 * form's `file`): the edit form shows the current picture, and a chosen one replaces it on save. The picker
 * takes any file so a wrong type gets the form's message rather than a silent refusal; under it, the types it
 * takes and the size limit.
 */
export const ReplaceableImageInput = ({
  source,
  storedSource,
  label,
  fallback,
  validate,
  accept,
  rejectedMessage = 'app.common.image_type',
}: ReplaceableImageInputProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const notify = useNotify();
  const hint = useImageHint();
  return (
    <Box sx={{ width: '100%' }}>
      {record?.[storedSource] ? (
        <ImageCell
          source={storedSource}
          fallback={fallback}
          size={96}
          alt={translate('app.kit.current_image', { label: translateLabel({ label, source }) })}
        />
      ) : null}
      <LabelledImageInput
        source={source}
        label={label}
        validate={validate}
        helperText={hint}
        accept={accept}
        options={accept ? { onDropRejected: () => notify(rejectedMessage, { type: 'error' }) } : undefined}
      >
        <ImageField source="src" title="title" />
      </LabelledImageInput>
    </Box>
  );
};
