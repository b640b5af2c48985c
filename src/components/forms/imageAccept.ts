import type { FileInputProps } from 'react-admin';

/** The file picker's filter for the spec's image types (JPG, JPEG, PNG), matching `imageFile()`. */
export const IMAGE_ACCEPT: FileInputProps['accept'] = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
