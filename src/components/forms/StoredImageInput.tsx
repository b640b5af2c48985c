import { ImageField, type Validator } from 'react-admin';
import { mediaUrl } from '../media/mediaUrl';
import { LabelledImageInput } from './LabelledFileInput';

export interface StoredImageInputProps {
  /** The record field holding the stored path, replaced by `{ rawFile }` when a new image is chosen. */
  source: string;
  /** i18n key of the label; without it, react-admin's resources.<name>.fields.<source>. */
  label?: string;
  validate?: Validator | Validator[];
  /** i18n key of a hint under the input ('square 500*500 image'). */
  helperText?: string;
}

/** A stored path shows as the input's preview; the encoders send a file only for a newly chosen `rawFile`. */
const previewOfStored = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const src = mediaUrl(value);
  return src ? { src, title: '' } : null;
};

/**
 * An image picker over a field that holds the stored image's path: an edit form shows the current image as
 * the preview, and a new one replaces it. The picker takes any image so a wrong type gets the form's message.
 */
export const StoredImageInput = ({ source, label, validate, helperText }: StoredImageInputProps) => (
  <LabelledImageInput
    source={source}
    label={label}
    validate={validate}
    helperText={helperText}
    format={previewOfStored}
  >
    <ImageField source="src" title="title" />
  </LabelledImageInput>
);
