import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mediaUrl } from './mediaUrl';

export interface StoredFileButtonProps {
  /** The stored path or URL; empty when there is none. */
  stored: unknown;
  /** i18n keys of the button with a file, and of the disabled button without one. */
  label: string;
  missingLabel: string;
  icon?: React.ReactNode;
}

/** Opens a stored file (a document, a video) in a new tab, or says there is none ('No Document'). */
export const StoredFileButton = ({ stored, label, missingLabel, icon }: StoredFileButtonProps) => {
  const translate = useTranslate();
  const url = mediaUrl(stored);
  if (!url) {
    return (
      <Button variant="outlined" disabled startIcon={icon}>
        {translate(missingLabel)}
      </Button>
    );
  }
  return (
    <Button variant="contained" href={url} target="_blank" rel="noopener noreferrer" startIcon={icon}>
      {translate(label)}
    </Button>
  );
};
