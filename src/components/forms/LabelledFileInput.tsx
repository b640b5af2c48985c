import {
  FileInput,
  ImageInput,
  useTranslateLabel,
  type FileInputProps,
  type ImageInputProps,
} from 'react-admin';

/**
 * Makes react-admin's file picker one labelled control (WCAG 2.1 1.3.1, 2.1.1, 4.1.2): the file input itself takes
 * the keyboard focus (Enter or Space opens the browser's file chooser) and carries the field's label, which
 * react-admin shows as text without tying it to the input; the drop zone around it stays a mouse target only
 * instead of a second, unnamed stop (react-dropzone's `div role="presentation" tabindex="0"`). Its focus ring is
 * drawn on the zone (src/theme/adminTheme.ts).
 */
const useLabelledInput = ({ label, source, resource, inputProps, options }: FileInputProps) => {
  const translateLabel = useTranslateLabel();
  const name = translateLabel({ label, source, resource });
  return {
    inputProps: { 'aria-label': typeof name === 'string' ? name : undefined, tabIndex: 0, ...inputProps },
    options: { noKeyboard: true, ...options },
  };
};

/** react-admin's FileInput, its file input labelled and focusable (see useLabelledInput). */
export const LabelledFileInput = (props: FileInputProps) => (
  <FileInput {...props} {...useLabelledInput(props)} />
);

/** react-admin's ImageInput, its file input labelled and focusable (see useLabelledInput). */
export const LabelledImageInput = (props: ImageInputProps) => (
  <ImageInput {...props} {...useLabelledInput(props)} />
);
